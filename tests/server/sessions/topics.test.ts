import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import { signedUpUser } from '../../support/accounts';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createSessionsScene, type SessionsScene } from './scene';

/** newEvents/{eventId}/participants/{participantId}/sessions/{sessionId} is mine alone (DECISIONS 20). */
describe.each(engines)('my agenda topic on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: SessionsScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await createSessionsScene(t, clock.now);
  });
  afterAll(() => t.close());

  it('gives me my entry and refuses a stranger, another attendee and even an organizer', async () => {
    const me = await s.member();
    const [other, organizer, stranger] = [
      await s.member(),
      await s.member({ organizer: true }),
      await signedUpUser(t.app),
    ];
    const session = await s.session();
    await t.services.sessions.join(me.userId, { eventId: s.event.id, selectedSessionId: session.id });
    const topic = topicPath('mySession', {
      eventId: s.event.id,
      participantId: me.participant.id,
      sessionId: session.id,
    });
    expect(await t.services.live.subscribe({ userId: me.userId }, topic)).toMatchObject({
      ok: true,
      value: { sessionId: session.id, occurrenceId: session.occurrences[0]!.id, state: 'joined' },
    });
    for (const who of [stranger, other, organizer]) {
      expect(await t.services.live.subscribe({ userId: who.userId }, topic)).toMatchObject({
        ok: false,
        errorCode: 'MST-00403',
      });
    }
    // The participant id must belong to the event in the path.
    const elsewhere = await createSessionsScene(t, clock.now);
    const wrongEvent = topicPath('mySession', {
      eventId: elsewhere.event.id,
      participantId: me.participant.id,
      sessionId: session.id,
    });
    expect(await t.services.live.subscribe({ userId: me.userId }, wrongEvent)).toMatchObject({ ok: false });
  });
});
