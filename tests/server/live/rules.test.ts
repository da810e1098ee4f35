import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '@shared/constants';
import { topicPath, topics, type TopicName } from '@shared/live/topics';
import { booths, participants, printers } from '../../../server/db/schema';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant, insertSession } from '../../support/builders';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/**
 * One case per topic of shared/live/topics.ts: its owner (or a permitted viewer) gets a snapshot
 * and a signed-in stranger is refused. The `satisfies` below fails to compile when a topic is added
 * without a case here.
 */
describe.each(engines)('live topic rules (server/services/topicRules.ts) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  /** An event with a printer, a default badge and one queued job; a check-in admin and an attendee. */
  async function queuedBadge() {
    const db = t.database.db;
    const event = await insertEvent(db);
    const [staff, attendee, organizer] = [
      await signedUpUser(t.app),
      await signedUpUser(t.app),
      await signedUpUser(t.app),
    ];
    await insertParticipant(db, event.id, { userId: staff.userId, checkInAdmin: true });
    await insertParticipant(db, event.id, { userId: attendee.userId });
    await insertParticipant(db, event.id, { userId: organizer.userId, organizer: true });
    const holder = await insertParticipant(db, event.id);
    const [printer] = await db
      .insert(printers)
      .values({
        id: randomUUID(),
        eventId: event.id,
        label: 'Door',
        ip: '127.0.0.1:631/ipp/print',
        printType: 'ipp',
      })
      .returning();
    await t.services.badges.save(organizer.userId, {
      eventId: event.id,
      name: 'Badge',
      widthMm: 90,
      heightMm: 120,
      template: { objects: [{ type: 'textbox', text: '{FullName}' }] },
      makeDefault: true,
    });
    const job = await t.services.printJobs.create(staff.userId, {
      eventId: event.id,
      ticketId: holder.ticketId!,
      printerId: printer!.id,
      force: false,
    });
    return { event, printer: printer!, job, staff, attendee, organizer };
  }

  /** A private chat room of two participants with one message. */
  async function chatRoom() {
    const event = await insertEvent(t.database.db);
    const [ada, bob] = [await signedUpUser(t.app), await signedUpUser(t.app)];
    await insertParticipant(t.database.db, event.id, { userId: ada.userId });
    const other = await insertParticipant(t.database.db, event.id, { userId: bob.userId });
    const { object } = await t.services.chat.create(ada.userId, {
      eventId: event.id,
      members: [other.id],
      type: 'private',
      name: '',
      firstMessage: 'Hello',
    });
    return { roomId: object, member: bob.userId };
  }

  const cases = {
    ui: async () => {
      const owner = await signedUpUser(t.app);
      return { topic: topicPath('ui', { userId: owner.userId }), allowed: owner.userId };
    },
    publicProfile: async () => {
      const owner = await signedUpUser(t.app);
      const colleague = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: owner.userId });
      await insertParticipant(t.database.db, event.id, { userId: colleague.userId });
      return { topic: topicPath('publicProfile', { userId: owner.userId }), allowed: colleague.userId };
    },
    areas: async () => {
      const staff = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: staff.userId, checkInAdmin: true });
      return { topic: topicPath('areas', { eventId: event.id }), allowed: staff.userId };
    },
    printQueue: async () => {
      const { event, printer, staff } = await queuedBadge();
      return {
        topic: topicPath('printQueue', { eventId: event.id, printerId: printer.id }),
        allowed: staff.userId,
      };
    },
    printJob: async () => {
      const { event, job, staff } = await queuedBadge();
      return { topic: topicPath('printJob', { eventId: event.id, jobId: job.id }), allowed: staff.userId };
    },
    publicSession: async () => {
      const attendee = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: attendee.userId });
      const session = await insertSession(t.database.db, event.id, {}, [{ capacity: 10 }]);
      return {
        topic: topicPath('publicSession', { eventId: event.id, sessionId: session.id }),
        allowed: attendee.userId,
      };
    },
    mySession: async () => {
      const attendee = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      const me = await insertParticipant(t.database.db, event.id, { userId: attendee.userId });
      const session = await insertSession(t.database.db, event.id);
      return {
        topic: topicPath('mySession', { eventId: event.id, participantId: me.id, sessionId: session.id }),
        allowed: attendee.userId,
      };
    },
    speakers: async () => {
      const attendee = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: attendee.userId });
      return { topic: topicPath('speakers', { eventId: event.id }), allowed: attendee.userId };
    },
    myTags: async () => {
      const attendee = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: attendee.userId });
      return {
        topic: topicPath('myTags', { eventId: event.id, userId: attendee.userId }),
        allowed: attendee.userId,
      };
    },
    notificationMeta: async () => {
      const owner = await signedUpUser(t.app);
      return { topic: topicPath('notificationMeta', { userId: owner.userId }), allowed: owner.userId };
    },
    notificationItems: async () => {
      const owner = await signedUpUser(t.app);
      return { topic: topicPath('notificationItems', { userId: owner.userId }), allowed: owner.userId };
    },
    eventActivity: async () => {
      const attendee = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      await insertParticipant(t.database.db, event.id, { userId: attendee.userId });
      return { topic: topicPath('eventActivity', { eventId: event.id }), allowed: attendee.userId };
    },
    invitations: async () => {
      const attendee = await signedUpUser(t.app);
      const event = await insertEvent(t.database.db);
      const me = await insertParticipant(t.database.db, event.id, { userId: attendee.userId });
      return {
        topic: topicPath('invitations', { eventId: event.id, poolId: me.id }),
        allowed: attendee.userId,
      };
    },
    userRooms: async () => {
      const owner = await signedUpUser(t.app);
      return { topic: topicPath('userRooms', { userId: owner.userId }), allowed: owner.userId };
    },
    roomMeta: async () => {
      const { roomId, member } = await chatRoom();
      return { topic: topicPath('roomMeta', { roomId }), allowed: member };
    },
    roomMessages: async () => {
      const { roomId, member } = await chatRoom();
      return { topic: topicPath('roomMessages', { roomId }), allowed: member };
    },
  } satisfies Record<TopicName, () => Promise<{ topic: string; allowed: string }>>;

  it.each(Object.keys(topics) as TopicName[])(
    '%s: a permitted viewer gets a snapshot, a stranger MST-00403',
    async (name) => {
      const { topic, allowed } = await cases[name]();
      const stranger = await signedUpUser(t.app);
      const granted = await t.services.live.subscribe({ userId: allowed }, topic);
      expect(granted.ok).toBe(true);
      expect(topics[name].payload.safeParse((granted as { value: unknown }).value).success).toBe(true);
      expect(await t.services.live.subscribe({ userId: stranger.userId }, topic)).toMatchObject({
        ok: false,
        errorCode: 'MST-00403',
      });
    },
  );

  /**
   * Whether a topic outlives its follower's removal from their events: only what is the user's own
   * (their settings, feed, badge, room list) does. The `satisfies` makes a new topic say which.
   */
  const outlivesRemoval = {
    ui: true,
    notificationMeta: true,
    notificationItems: true,
    userRooms: true,
    publicProfile: false,
    areas: false,
    printQueue: false,
    printJob: false,
    publicSession: false,
    mySession: false,
    speakers: false,
    myTags: false,
    eventActivity: false,
    invitations: false,
    roomMeta: false,
    roomMessages: false,
  } satisfies Record<TopicName, boolean>;

  it.each(Object.keys(topics) as TopicName[])(
    '%s: a follower whose participant is marked deleted no longer passes the rule (the re-check after access.revoke)',
    async (name) => {
      const { topic, allowed } = await cases[name]();
      expect(await t.services.live.canSubscribe({ userId: allowed }, topic)).toBe(true);
      await t.database.db
        .update(participants)
        .set({ state: 'deleted' })
        .where(eq(participants.userId, allowed));
      expect(await t.services.live.canSubscribe({ userId: allowed }, topic)).toBe(outlivesRemoval[name]);
    },
  );

  it('areas: refuses a plain attendee and a check-in admin of a finished event, admits its organizer', async () => {
    const attendee = await signedUpUser(t.app);
    const running = await insertEvent(t.database.db);
    await insertParticipant(t.database.db, running.id, { userId: attendee.userId });
    const plain = await t.services.live.subscribe(
      { userId: attendee.userId },
      topicPath('areas', { eventId: running.id }),
    );
    expect(plain).toMatchObject({ ok: false, errorCode: 'MST-00403' });

    const admin = await signedUpUser(t.app);
    const organizer = await signedUpUser(t.app);
    const finished = await insertEvent(t.database.db, {
      startsAt: Date.now() - 10 * DAY_MS,
      endsAt: Date.now() - 5 * DAY_MS,
    });
    await insertParticipant(t.database.db, finished.id, { userId: admin.userId, checkInAdmin: true });
    await insertParticipant(t.database.db, finished.id, { userId: organizer.userId, organizer: true });
    const topic = topicPath('areas', { eventId: finished.id });
    expect(await t.services.live.subscribe({ userId: admin.userId }, topic)).toMatchObject({
      ok: false,
      errorCode: 'MST-00403',
    });
    expect(await t.services.live.subscribe({ userId: organizer.userId }, topic)).toMatchObject({
      ok: true,
      value: [expect.objectContaining({ id: 'allEvent', capacityUsed: 0 })],
    });
  });

  it('invitations: a booth’s pool admits its team, not another participant of the event nor another booth’s member', async () => {
    const db = t.database.db;
    const event = await insertEvent(db);
    const boothId = randomUUID();
    const [member, attendee, elsewhere] = [
      await signedUpUser(t.app),
      await signedUpUser(t.app),
      await signedUpUser(t.app),
    ];
    await db.insert(booths).values({ id: boothId, eventId: event.id, boothName: 'Booth', name: 'Booth' });
    await insertParticipant(db, event.id, { userId: member.userId, boothId });
    await insertParticipant(db, event.id, { userId: attendee.userId });
    await insertParticipant(db, event.id, { userId: elsewhere.userId, boothId: randomUUID() });
    const topic = topicPath('invitations', { eventId: event.id, poolId: boothId });
    expect(await t.services.live.subscribe({ userId: member.userId }, topic)).toMatchObject({ ok: true });
    for (const refused of [attendee, elsewhere]) {
      expect(await t.services.live.subscribe({ userId: refused.userId }, topic)).toMatchObject({
        ok: false,
        errorCode: 'MST-00403',
      });
    }
  });

  it('printQueue, printJob: refuse a plain attendee, admit check-in staff and organizers', async () => {
    const { event, printer, job, staff, attendee, organizer } = await queuedBadge();
    for (const topic of [
      topicPath('printQueue', { eventId: event.id, printerId: printer.id }),
      topicPath('printJob', { eventId: event.id, jobId: job.id }),
    ]) {
      expect(await t.services.live.subscribe({ userId: attendee.userId }, topic)).toMatchObject({
        ok: false,
        errorCode: 'MST-00403',
      });
      for (const allowed of [staff, organizer]) {
        expect(await t.services.live.subscribe({ userId: allowed.userId }, topic)).toMatchObject({
          ok: true,
        });
      }
    }
  });

  it('does not let sharing an event grant ui/ access', async () => {
    const owner = await signedUpUser(t.app);
    const colleague = await signedUpUser(t.app);
    const event = await insertEvent(t.database.db);
    await insertParticipant(t.database.db, event.id, { userId: owner.userId });
    await insertParticipant(t.database.db, event.id, { userId: colleague.userId });
    const result = await t.services.live.subscribe({ userId: colleague.userId }, `ui/${owner.userId}`);
    expect(result).toMatchObject({ ok: false, errorCode: 'MST-00403' });
  });

  it('newActivity/…: a user’s topics to that user alone, an event’s to its participants (not deleted)', async () => {
    const owner = await signedUpUser(t.app);
    const colleague = await signedUpUser(t.app);
    const organizer = await signedUpUser(t.app);
    const removed = await signedUpUser(t.app);
    const event = await insertEvent(t.database.db);
    const other = await insertEvent(t.database.db);
    await insertParticipant(t.database.db, event.id, { userId: owner.userId });
    await insertParticipant(t.database.db, event.id, { userId: colleague.userId });
    await insertParticipant(t.database.db, event.id, { userId: organizer.userId, organizer: true });
    await insertParticipant(t.database.db, event.id, { userId: removed.userId, state: 'deleted' });
    await insertParticipant(t.database.db, other.id, { userId: owner.userId });
    const refused = { ok: false, errorCode: 'MST-00403' };
    for (const who of [colleague, organizer]) {
      for (const topic of [
        topicPath('notificationMeta', { userId: owner.userId }),
        topicPath('notificationItems', { userId: owner.userId }),
      ]) {
        expect(await t.services.live.subscribe({ userId: who.userId }, topic)).toMatchObject(refused);
      }
    }
    const eventTopic = topicPath('eventActivity', { eventId: event.id });
    expect(await t.services.live.subscribe({ userId: removed.userId }, eventTopic)).toMatchObject(refused);
    expect(await t.services.live.subscribe({ userId: organizer.userId }, eventTopic)).toMatchObject({
      ok: true,
      value: { lastAt: null },
    });
    // A member of another event is a stranger to this one.
    const otherMember = await signedUpUser(t.app);
    await insertParticipant(t.database.db, other.id, { userId: otherMember.userId });
    expect(await t.services.live.subscribe({ userId: otherMember.userId }, eventTopic)).toMatchObject(
      refused,
    );
  });

  it('treats a participant row without a user as no one', async () => {
    const owner = await signedUpUser(t.app);
    const stranger = await signedUpUser(t.app);
    const event = await insertEvent(t.database.db);
    await insertParticipant(t.database.db, event.id, { userId: owner.userId });
    await insertParticipant(t.database.db, event.id, { userId: null });
    const result = await t.services.live.subscribe(
      { userId: stranger.userId },
      `profiles/${owner.userId}/public`,
    );
    expect(result).toMatchObject({ ok: false, errorCode: 'MST-00403' });
  });
});
