import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, EVENT_FINISHED_AFTER_MS } from '@shared/constants';
import { events, participantTypes } from '../../../server/db/schema';
import { insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene } from './scene';

/**
 * Issue 20: each refusal of the invite rule (shared/rules/inviteRules.ts) answers its own code, so
 * the app shows its own text (shared/rules/refusalErrors.ts) — above all for a ticket holder who has
 * not signed up yet (notJoined), whom the directory lists and no one could answer.
 */
describe.each(engines)('who may not be sent a meeting request, on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('refuses a person without an account with 409 MST-00145, and the view says notJoined', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const tess = await insertParticipant(t.database.db, m.event.id, { name: 'Tess' });

    const refused = await m.act(ada, 'invite', { participantId: tess.id });
    expect(refused).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00145', field: 'participantId' },
    });
    const view = await m.call<{ refusal: string | null }>(
      ada,
      'GET',
      `/v1/event/invitation?eventId=${m.event.id}&participantId=${tess.id}`,
    );
    expect(view.body.data.refusal).toBe('notJoined');
    // Once they sign up, the same request goes.
    const bob = await m.member({}, 'Bob');
    expect((await m.act(ada, 'invite', { participantId: bob.participant.id })).status).toBe(200);
  });

  it('answers each other refusal of the rule with a code of its own', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const vip = await m.member({ typeId: 'vip' }, 'Vic');

    expect(await m.act(ada, 'invite', { participantId: ada.participant.id })).toMatchObject({
      status: 400,
      body: { errorCode: 'MST-00147', field: 'participantId' },
    });

    await t.database.db.update(events).set({ restricted: true }).where(eq(events.id, m.event.id));
    await t.database.db
      .update(participantTypes)
      .set({ invitationRights: ['attendee'] })
      .where(eq(participantTypes.eventId, m.event.id));
    expect(await m.act(ada, 'invite', { participantId: vip.participant.id })).toMatchObject({
      status: 403,
      body: { errorCode: 'MST-00149', field: 'participantId' },
    });

    await t.database.db
      .update(events)
      .set({ endsAt: clock.now() - EVENT_FINISHED_AFTER_MS - 1000, startsAt: clock.now() - 2 * DAY_MS })
      .where(eq(events.id, m.event.id));
    const bob = await m.member({}, 'Bob');
    expect(await m.act(ada, 'invite', { participantId: bob.participant.id })).toMatchObject({
      status: 409,
      body: { errorCode: 'MST-00146', field: 'eventId' },
    });
  });
});
