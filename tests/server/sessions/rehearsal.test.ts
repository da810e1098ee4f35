import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE_MS } from '@shared/constants';
import { topicPath } from '@shared/live/topics';
import type { Session } from '@shared/schemas/sessions';
import { createTestClock } from '../../support/clock';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from './scene';

/**
 * Spec core §4: speakers and translators rehearse, or join the rehearsal once it has started. A
 * rehearsal ping in the 15-minute pre-start window by someone allowed to rehearse sets the session's
 * rehearsalStarted for everyone who sees it (and on its public topic) until the start.
 */
describe.each(engines)('rehearsal started on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
  });
  afterAll(() => t.close());

  const ping = (who: Person, sessionId: string) =>
    s.call(who, 'POST', '/v1/event/schedule/ping', {
      eventId: s.event.id,
      selectedSessionId: sessionId,
      rehearsal: true,
    });
  const seen = async (who: Person, sessionId: string) =>
    (await s.call<Session>(who, 'GET', `/v1/event/session?eventId=${s.event.id}&id=${sessionId}`)).body.data
      .rehearsalStarted;

  it('a speaker’s rehearsal ping starts it for everyone; an attendee’s does not; it ends at the start', async () => {
    const [attendee, other, speaker] = [await s.member(), await s.member(), await s.member()];
    // Starts in 10 minutes: inside the rehearsal window.
    const talk = await s.session({ speakers: [speaker.participant.id] }, [{ inHours: 1 / 6 }]);
    const topic = topicPath('publicSession', { eventId: s.event.id, sessionId: talk.id });

    expect((await ping(attendee, talk.id)).status).toBe(200);
    expect(await seen(attendee, talk.id)).toBe(false);
    expect(await seen(speaker, talk.id)).toBe(false);

    const live = await openLive(t.app);
    try {
      await live.authenticate(other.token);
      expect(await live.subscribe(topic)).toMatchObject({
        type: 'snapshot',
        value: { rehearsalStarted: false },
      });
      expect((await ping(speaker, talk.id)).status).toBe(200);
      await expect(live.waitFor((m) => m.type === 'value' && m.topic === topic)).resolves.toMatchObject({
        value: { id: talk.id, rehearsalStarted: true },
      });
    } finally {
      live.close();
    }
    for (const who of [attendee, other, speaker]) expect(await seen(who, talk.id)).toBe(true);
    const list = await s.call<Session[]>(other, 'GET', `/v1/event/sessions?eventId=${s.event.id}`);
    expect(list.body.data.find((x) => x.id === talk.id)?.rehearsalStarted).toBe(true);

    clock.advance(10 * MINUTE_MS);
    expect(await seen(other, talk.id)).toBe(false);
  });

  it('a rehearsal of an earlier occurrence does not count for the next one', async () => {
    const [attendee, translator] = [await s.member(), await s.member()];
    // In 5 minutes for 10 minutes, and in 30 minutes.
    const talk = await s.session({ translators: [translator.participant.id] }, [
      { inHours: 1 / 12, hours: 1 / 6 },
      { inHours: 1 / 2 },
    ]);
    expect((await ping(translator, talk.id)).status).toBe(200);
    expect(await seen(attendee, talk.id)).toBe(true);
    // 20 minutes on: 10 minutes before the second occurrence: its window, no rehearsal in it yet.
    clock.advance(20 * MINUTE_MS);
    expect(await seen(attendee, talk.id)).toBe(false);
    expect((await ping(translator, talk.id)).status).toBe(200);
    expect(await seen(attendee, talk.id)).toBe(true);
  });
});
