import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import type { World } from '../../../server/db/seed/world';
import { postSignIn } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

// Making and migrating an app takes seconds, more on a loaded machine.
const APP_TIMEOUT = 120_000;

const build = (t: TestApp, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: '/v1/test/worlds', payload });

/** Every id, e-mail, ticket number's owner and ticket secret a world holds. */
const keysOf = (w: World) => [
  ...Object.values(w.events).flatMap((e) => [e.id, e.name]),
  ...Object.values(w.accounts).map((a) => a.email),
  ...[...Object.values(w.tickets), ...w.crowd].flatMap((p) => [p.participantId, p.ticketId]),
  ...w.crowd.flatMap((p) => (p.email ? [p.email] : [])),
];

describe.each(engines)('test worlds on %s', (engine) => {
  describe('without LANYARD_TEST_BUILDERS', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ engine });
    }, APP_TIMEOUT);
    afterAll(() => t.close());

    it('does not know the route', async () => {
      expect((await build(t)).statusCode).toBe(404);
    });

    it('is off for any value but 1', () => {
      for (const flag of ['0', 'true', 'yes', ''])
        expect(loadConfig({ LANYARD_TEST_BUILDERS: flag }).testBuilders, flag).toBe(false);
      expect(loadConfig({ LANYARD_TEST_BUILDERS: '1' }).testBuilders).toBe(true);
    });
  });

  describe('with LANYARD_TEST_BUILDERS=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ engine, env: { LANYARD_TEST_BUILDERS: '1' } });
    }, APP_TIMEOUT);
    afterAll(() => t.close());

    it('builds two disjoint worlds of the demo shape, whose accounts sign in', async () => {
      const [first, second] = await Promise.all([build(t), build(t, { crowd: 30 })]);
      expect(first!.statusCode, first!.body).toBe(201);
      expect(second!.statusCode, second!.body).toBe(201);
      const a = first!.json<{ data: World }>().data;
      const b = second!.json<{ data: World }>().data;
      expect(a.crowd).toHaveLength(20);
      expect(b.crowd).toHaveLength(30);
      expect(Object.keys(a.accounts).sort()).toEqual(
        ['attendee', 'booth', 'checkin', 'moderator', 'newcomer', 'organizer', 'speaker'].sort(),
      );
      expect(a.accounts.attendee.email).toBe(`attendee.${a.key}@lanyard.test`);
      expect(a.events.live.name).toBe(`Bosphorus Tech Summit ${a.key}`);
      expect(a.tickets.attendee?.ticketNumber).toMatch(/^T-0000\d\d$/);
      const shared = keysOf(a).filter((k) => keysOf(b).includes(k));
      expect(shared).toEqual([]);

      for (const email of [a.accounts.organizer.email, b.crowd[0]!.email!]) {
        expect((await postSignIn(t.app, email, a.password)).statusCode).toBe(200);
      }
    });

    it('refuses a crowd out of range', async () => {
      expect((await build(t, { crowd: 401 })).statusCode).toBe(400);
    });
  });
});
