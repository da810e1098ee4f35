import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPostgresBus,
  LIVE_CHANNEL,
  NOTIFY_MAX_BYTES,
  type LiveDelivery,
  type NodeNotice,
} from '../../../server/live/bus';
import type { LiveServerMessage } from '@shared/live/messages';
import { MAX_LENGTH } from '@shared/schemas/limits';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { openLive } from '../../support/live';
import { describeOnTwoNodes, createTestApp, engines, type TestApp } from '../../support/testApp';

describeOnTwoNodes('realtime bus across nodes (PostgreSQL LISTEN/NOTIFY)', (nodes) => {
  it('delivers a change made on node A to a socket on node B', async () => {
    const alice = await signedUpUser(nodes.a.app);
    const bob = await signedUpUser(nodes.a.app);
    const event = await insertEvent(nodes.a.database.db);
    await insertParticipant(nodes.a.database.db, event.id, { userId: alice.userId });
    await insertParticipant(nodes.a.database.db, event.id, { userId: bob.userId });

    const onB = await openLive(nodes.b.app);
    try {
      await onB.authenticate(bob.token);
      const topic = `profiles/${alice.userId}/public`;
      expect((await onB.subscribe(topic)).type).toBe('snapshot');

      const put = await nodes.a.app.inject({
        method: 'PUT',
        url: '/v1/user/profile',
        headers: alice.auth,
        payload: { action: 'profile', name: 'Ada', surname: 'Byron' },
      });
      expect(put.statusCode).toBe(200);
      const value = await onB.waitFor((m) => m.type === 'value' && m.topic === topic);
      expect(value).toMatchObject({ value: { id: alice.userId, surname: 'Byron' } });
    } finally {
      onB.close();
    }
  });

  it('sends a value too large for NOTIFY as a reference that node B reloads from the database', async () => {
    // An event's areas with long info lines: a list well over what one NOTIFY carries.
    const organizer = await signedUpUser(nodes.a.app);
    const event = await insertEvent(nodes.a.database.db);
    await insertParticipant(nodes.a.database.db, event.id, { userId: organizer.userId, organizer: true });
    const saveArea = (name: string) =>
      nodes.a.app.inject({
        method: 'POST',
        url: '/v1/event/area',
        headers: organizer.auth,
        payload: { eventId: event.id, name, capacity: null, info: 'i'.repeat(MAX_LENGTH.shortText) },
      });
    const areaCount = Math.ceil(NOTIFY_MAX_BYTES / MAX_LENGTH.shortText) + 1;
    for (let i = 1; i < areaCount; i++) expect((await saveArea(`Hall ${i}`)).statusCode).toBe(200);
    const onB = await openLive(nodes.b.app);
    try {
      await onB.authenticate(organizer.token);
      const topic = `newEvents/${event.id}/areas`;
      await onB.subscribe(topic);
      expect((await saveArea(`Hall ${areaCount}`)).statusCode).toBe(200);
      const names = (m: LiveServerMessage) =>
        m.type === 'value' && m.topic === topic
          ? (m.value as { name: string }[]).map((area) => area.name)
          : [];
      const value = await onB.waitFor((m) => names(m).includes(`Hall ${areaCount}`));
      expect(JSON.stringify(value).length).toBeGreaterThan(NOTIFY_MAX_BYTES);
    } finally {
      onB.close();
    }
  });
});

describe.each(engines)('bus wire format on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('delivers to other bus instances, not back to the publisher twice; a change told without its value is reloaded everywhere', async () => {
    const one = createPostgresBus(t.database);
    const two = createPostgresBus(t.database);
    await one.start();
    await two.start();
    const gotOne: LiveDelivery[] = [];
    const gotTwo: LiveDelivery[] = [];
    one.onDelivery((d) => gotOne.push(d));
    two.onDelivery((d) => gotTwo.push(d));
    try {
      await one.publish('ui/u1', { language: 'tr' });
      await one.publish('ui/u1', { blob: 'y'.repeat(NOTIFY_MAX_BYTES) });
      // Told only that it changed: every node, the publisher too, reads the value itself.
      await one.changed('ui/u2');
      await expect.poll(() => gotTwo.length).toBe(3);
      expect(gotTwo[0]).toEqual({ topic: 'ui/u1', value: { language: 'tr' }, reload: false });
      expect(gotTwo[1]).toEqual({ topic: 'ui/u1', reload: true });
      expect(gotTwo[2]).toEqual({ topic: 'ui/u2', reload: true });
      expect(gotOne).toHaveLength(3);
      expect(gotOne.map((d) => d.reload)).toEqual([false, false, true]);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('sends what is published in one turn as one statement, packed into as few NOTIFYs as fit, in order, to the other nodes', async () => {
    const statements: (readonly string[])[] = [];
    const counting = {
      listen: t.database.listen,
      notify: (channel: string, payloads: readonly string[]) => {
        statements.push(payloads);
        return t.database.notify(channel, payloads);
      },
    };
    const one = createPostgresBus(counting);
    const two = createPostgresBus(t.database);
    await two.start();
    const gotTwo: LiveDelivery[] = [];
    two.onDelivery((d) => gotTwo.push(d));
    try {
      await Promise.all(Array.from({ length: 30 }, (_, n) => one.publish(`ui/u${n}`, { n })));
      expect(statements.map((payloads) => payloads.length)).toEqual([1]);
      await expect.poll(() => gotTwo.length).toBe(30);
      expect(gotTwo.map((d) => d.topic)).toEqual(Array.from({ length: 30 }, (_, n) => `ui/u${n}`));
      await one.publish('ui/after', {});
      expect(statements).toHaveLength(2);
      await expect.poll(() => gotTwo.length).toBe(31);

      // Twelve values of a third of a NOTIFY each: four envelopes of three, none over the limit.
      const third = 'z'.repeat(Math.floor(NOTIFY_MAX_BYTES / 3) - 100);
      gotTwo.length = 0;
      await Promise.all(Array.from({ length: 12 }, (_, n) => one.publish(`ui/big${n}`, { n, third })));
      const packed = statements[2]!;
      expect(packed).toHaveLength(4);
      for (const payload of packed)
        expect(Buffer.byteLength(payload, 'utf8')).toBeLessThanOrEqual(NOTIFY_MAX_BYTES);
      await expect.poll(() => gotTwo.length).toBe(12);
      expect(gotTwo.map((d) => (d.reload ? null : (d.value as { n: number }).n))).toEqual(
        Array.from({ length: 12 }, (_, n) => n),
      );
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('hands a notice to its own listeners at once and to the other nodes once', async () => {
    const one = createPostgresBus(t.database);
    const two = createPostgresBus(t.database);
    await one.start();
    await two.start();
    const gotOne: NodeNotice[] = [];
    const gotTwo: NodeNotice[] = [];
    one.onNotice((n) => gotOne.push(n));
    two.onNotice((n) => gotTwo.push(n));
    try {
      const sent = one.notice({ type: 'sessionsEnded', userId: 'u1' });
      expect(gotOne).toEqual([{ type: 'sessionsEnded', userId: 'u1' }]);
      await sent;
      await expect.poll(() => gotTwo).toEqual([{ type: 'sessionsEnded', userId: 'u1' }]);
      expect(gotOne).toHaveLength(1);
    } finally {
      await one.close();
      await two.close();
    }
  });

  it('passes on an access loss from another node and drops one that names nothing', async () => {
    const bus = createPostgresBus(t.database);
    await bus.start();
    const got: NodeNotice[] = [];
    bus.onNotice((n) => got.push(n));
    try {
      const loss = { userIds: ['u1'], roomId: 'r1' };
      const envelope = {
        o: 'another-node',
        m: [{ n: { type: 'accessLost', loss: {} } }, { n: { type: 'accessLost', loss } }],
      };
      await t.database.notify(LIVE_CHANNEL, [JSON.stringify(envelope)]);
      await expect.poll(() => got).toEqual([{ type: 'accessLost', loss }]);
    } finally {
      await bus.close();
    }
  });
});
