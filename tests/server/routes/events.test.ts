import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS } from '@shared/constants';
import { eventList } from '@shared/schemas/event';
import { getAppToken, postSignIn, signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

describe.each(engines)('events (/v1/event, /v1/public/domaininf) on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  const list = (auth: Record<string, string>, query?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/v1/event',
      headers: auth,
      ...(query === undefined ? {} : { query: { query } }),
    });
  const names = (res: { json(): { data: { name: string }[] } }) => res.json().data.map((e) => e.name);

  /** A signed-in user with a participant row in each named event (created with the given fields). */
  async function memberOf(
    events: { name: string; startsAt?: number; endsAt?: number; banner?: string | null }[],
  ) {
    const user = await signedUpUser(t.app);
    const rows = [];
    for (const e of events) {
      const event = await insertEvent(t.database.db, {
        startsAt: clock.now() - DAY_MS,
        endsAt: clock.now() + DAY_MS,
        ...e,
      });
      const participant = await insertParticipant(t.database.db, event.id, { userId: user.userId });
      rows.push({ event, participant });
    }
    return { user, rows };
  }

  describe('GET /v1/event', () => {
    it('lists only the events I have a participant row in, with my participant id and booth', async () => {
      const { user, rows } = await memberOf([{ name: 'Mine' }]);
      const someoneElse = await memberOf([{ name: 'Not mine' }]);
      await insertEvent(t.database.db, { name: 'Nobody’s' });
      expect(someoneElse.rows).toHaveLength(1);

      const res = await list(user.auth);
      expect(res.statusCode).toBe(200);
      expect(eventList.safeParse(res.json().data).success).toBe(true);
      expect(res.json().data).toEqual([
        expect.objectContaining({
          id: rows[0]!.event.id,
          name: 'Mine',
          participantId: rows[0]!.participant.id,
          boothId: null,
        }),
      ]);
    });

    it('needs a signed-in user', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/v1/event' })).statusCode).toBe(401);
    });

    it('sorts by start and reports the real instants', async () => {
      const start = clock.now();
      const { user } = await memberOf([
        { name: 'Later', startsAt: start + 10 * DAY_MS, endsAt: start + 11 * DAY_MS },
        { name: 'Earlier', startsAt: start - 400 * DAY_MS, endsAt: start - 399 * DAY_MS },
        { name: 'Now', startsAt: start - HOUR_MS, endsAt: start + HOUR_MS },
      ]);
      const data = (await list(user.auth)).json().data;
      expect(data.map((e: { name: string }) => e.name)).toEqual(['Earlier', 'Now', 'Later']);
      expect(data[1]).toMatchObject({
        realSdt: start - HOUR_MS,
        realEdt: start + HOUR_MS,
        startDateMillis: start - HOUR_MS,
        endDateMillis: start + HOUR_MS,
        isFinished: false,
      });
      expect(data[0].isFinished).toBe(true);
    });

    it('filters by name, case-insensitively, with special characters taken literally', async () => {
      const { user } = await memberOf([
        { name: '100% Growth Summit' },
        { name: 'C++ Days' },
        { name: 'Data_Engineering (beta)' },
        { name: 'DataXEngineering' },
        { name: 'Café İstanbul' },
        { name: 'Anything' },
      ]);
      expect(names(await list(user.auth, '100%'))).toEqual(['100% Growth Summit']);
      expect(names(await list(user.auth, '%'))).toEqual(['100% Growth Summit']);
      expect(names(await list(user.auth, 'c++'))).toEqual(['C++ Days']);
      expect(names(await list(user.auth, 'data_'))).toEqual(['Data_Engineering (beta)']);
      expect(names(await list(user.auth, '(BETA)'))).toEqual(['Data_Engineering (beta)']);
      expect(names(await list(user.auth, '.*'))).toEqual([]);
      expect(names(await list(user.auth, "'; drop table events; --"))).toEqual([]);
      expect(names(await list(user.auth, 'cafe istanbul'))).toEqual(['Café İstanbul']);
      expect(names(await list(user.auth, '  '))).toHaveLength(6);
    });

    it('marks an event finished only once more than one day has passed since its real end', async () => {
      const end = clock.now() - HOUR_MS;
      const { user } = await memberOf([{ name: 'Boundary', startsAt: end - DAY_MS, endsAt: end }]);
      // Tokens live on the same clock, so sign in again at each instant.
      const finished = async () => {
        const identity = (await postSignIn(t.app, user.account.email, user.account.password)).json().data;
        const token = (await getAppToken(t.app, identity.idToken)).json().data.token as string;
        return (await list({ authorization: `Bearer ${token}` })).json().data[0].isFinished as boolean;
      };
      try {
        clock.set(end + DAY_MS);
        expect(await finished()).toBe(false);
        clock.set(end + DAY_MS + 1);
        expect(await finished()).toBe(true);
      } finally {
        clock.set(end + HOUR_MS);
      }
    });

    it('passes a missing banner as null and resolves stored paths against the caller’s origin', async () => {
      const { user } = await memberOf([
        { name: 'No banner', banner: null },
        { name: 'Served banner', banner: '/resources/demo/live-banner.svg', startsAt: clock.now() },
      ]);
      const data = (await list(user.auth)).json().data;
      expect(data[0].images.banner).toBeNull();
      expect(data[1].images.banner).toBe('http://localhost:80/resources/demo/live-banner.svg');
    });
  });

  describe('GET /v1/public/domaininf/{domain}.json', () => {
    it('answers the details of the event on that host', async () => {
      const event = await insertEvent(t.database.db, {
        name: 'Branded Summit',
        domain: 'branded.lanyard.test',
        isPublic: true,
        useTicketIdForSignup: true,
        indexPagePath: 'sessions',
        banner: 'https://cdn.example/banner.png',
      });
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/public/domaininf/Branded.Lanyard.test.json',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        id: event.id,
        publicEvent: event.id,
        indexPagePath: 'sessions',
        useTicketIdForSignup: true,
        branding: { name: 'Branded Summit', banner: 'https://cdn.example/banner.png', logo: null },
      });
    });

    it('has no public event when the event is not public', async () => {
      await insertEvent(t.database.db, { domain: 'private.lanyard.test', isPublic: false });
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/public/domaininf/private.lanyard.test.json',
      });
      expect(res.json().data.publicEvent).toBeNull();
    });

    it('answers 404 with the error shape for an unknown host', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/public/domaininf/unknown.example.json' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errorCode: 'MST-00404', errorMessage: 'Domain not found' });
    });

    it('refuses a path that is not {domain}.json with 400', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/v1/public/domaininf/unknown.example' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('MST-00400');
    });
  });
});
