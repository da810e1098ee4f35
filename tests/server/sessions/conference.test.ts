import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../../../server/auth/keys';
import { createTokenSigner } from '../../../server/auth/tokens';
import type { PingResult } from '@shared/schemas/sessions';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/**
 * DECISIONS 6: ping answers the session's room on CONFERENCE_URL with a short-lived conference
 * token (never the app token) and the flags the caller's role allows; an externalLink as it is.
 */
describe.each(engines)('conference entry on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now, env: { CONFERENCE_URL: 'https://meet.example.org/' } });
    s = await createSessionsScene(t, clock.now);
  });
  afterAll(() => t.close());

  const ping = (who: Person, sessionId: string, flags: Record<string, boolean> = {}) =>
    s.call<PingResult>(who, 'POST', '/v1/event/schedule/ping', {
      eventId: s.event.id,
      selectedSessionId: sessionId,
      ...flags,
    });
  const verify = (token: string) =>
    createTokenSigner(() => loadSigningKeys(t.config), clock.now).verify('conference', token);

  it('answers the room URL with a conference token; flags only where the role allows them', async () => {
    const attendee = await s.member({}, 'Attendee');
    const moderator = await s.member({}, 'Moderator');
    // Starting in 10 minutes: inside the rehearsal window.
    const talk = await s.session({ moderators: [moderator.participant.id] }, [{ inHours: 1 / 6 }]);

    const plain = await ping(attendee, talk.id, { rehearsal: true, asModerator: true });
    expect(plain.status).toBe(200);
    expect(plain.body.data.roomId).toBe(`lanyard-${talk.id}`);
    const url = new URL(plain.body.data.conferenceUrl!);
    expect(url.origin + url.pathname).toBe(`https://meet.example.org/lanyard-${talk.id}`);
    const { token, ...flags } = Object.fromEntries(url.searchParams);
    expect(flags).toEqual({ sessionId: talk.id, rehearsal: 'false', moderator: 'false', popup: 'false' });
    expect(token).not.toBe(attendee.token);
    expect(await verify(token!)).toMatchObject({
      aud: 'conference',
      sub: attendee.userId,
      sessionId: talk.id,
      roomId: `lanyard-${talk.id}`,
      moderator: false,
      rehearsal: false,
    });
    // The conference token opens no API call.
    const withIt = await t.app.inject({
      method: 'GET',
      url: `/v1/event/agenda?eventId=${s.event.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(withIt.statusCode).toBe(401);

    const moderating = await ping(moderator, talk.id, { rehearsal: true, asModerator: true });
    const modUrl = new URL(moderating.body.data.conferenceUrl!);
    expect(modUrl.searchParams.get('moderator')).toBe('true');
    expect(modUrl.searchParams.get('rehearsal')).toBe('true');
    const claims = await verify(modUrl.searchParams.get('token')!);
    expect(claims).toMatchObject({ sub: moderator.userId, moderator: true, rehearsal: true });
    expect(claims!.exp! - claims!.iat!).toBe(2 * 60 * 60);

    const asAttendee = await ping(moderator, talk.id);
    expect(new URL(asAttendee.body.data.conferenceUrl!).searchParams.get('moderator')).toBe('false');
  });

  it('answers a session’s externalLink as it is, with no token; nothing for an on-site session', async () => {
    const me = await s.member();
    const linked = await s.session({ externalLink: 'https://zoom.example/j/42' }, [{ inHours: 0 }]);
    expect((await ping(me, linked.id)).body.data).toMatchObject({
      roomId: null,
      conferenceUrl: 'https://zoom.example/j/42',
    });
    const onSite = await s.session({ onSite: true }, [{ inHours: 0 }]);
    expect((await ping(me, onSite.id)).body.data).toMatchObject({ roomId: null, conferenceUrl: null });
  });
});
