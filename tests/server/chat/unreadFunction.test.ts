import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chatRoomMembers } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene, type Person } from './scene';

/**
 * A member's unread count is defined once, in SQL (server/db/functions/lanyard_chat_unread.sql;
 * spec networking §4 "Unread count is messages after the last seen one not sent by me"): messages
 * after the member's seen mark, after what they deleted the chat through and after their joining,
 * not their own and not deleted. The room: Bob, Ada, Bob, Bob (deleted), Bob — seqs s[0..4].
 */
describe.each(engines)('the lanyard_chat_unread function on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let ada: Person;
  let bob: Person;
  let roomId: string;
  /** The room's messages' seqs, in order. */
  let s: number[];
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    const c = await createChatScene(t, clock.now);
    ada = await c.member({}, 'Ada');
    bob = await c.member({}, 'Bob');
    roomId = await c.open(ada, bob, null);
    const messages = [
      { sender: bob, deleted: false },
      { sender: ada, deleted: false },
      { sender: bob, deleted: false },
      { sender: bob, deleted: true },
      { sender: bob, deleted: false },
    ];
    s = [];
    for (const [i, m] of messages.entries()) {
      const [row] = await t.database.db
        .insert(chatMessages)
        .values({
          id: `${roomId}-${i}`,
          roomId,
          senderId: m.sender.participant.id,
          type: 'text',
          msg: `message ${i}`,
          deleted: m.deleted,
          sentAt: clock.now(),
        })
        .returning({ seq: chatMessages.seq });
      s.push(row!.seq);
    }
  });
  afterAll(() => t.close());

  interface Marks {
    lastSeenSeq?: number | null;
    clearedThroughSeq?: number | null;
    joinedAfterSeq?: number | null;
  }

  /** The member's unread count with these marks (the others null). */
  async function unread(who: Person, marks: Marks = {}): Promise<number> {
    const mine = and(
      eq(chatRoomMembers.roomId, roomId),
      eq(chatRoomMembers.participantId, who.participant.id),
    );
    await t.database.db
      .update(chatRoomMembers)
      .set({ lastSeenSeq: null, clearedThroughSeq: null, joinedAfterSeq: null, ...marks })
      .where(mine);
    const [row] = await t.database.db
      .select({ unread: sql<number>`lanyard_chat_unread(${chatRoomMembers})` })
      .from(chatRoomMembers)
      .where(mine);
    return row!.unread;
  }

  it('counts messages after my last seen one that I did not send', async () => {
    expect(await unread(ada)).toBe(3);
    expect(await unread(ada, { lastSeenSeq: s[0] })).toBe(2);
    expect(await unread(ada, { lastSeenSeq: s[2] })).toBe(1);
    expect(await unread(ada, { lastSeenSeq: s[4] })).toBe(0);
    expect(await unread(bob)).toBe(1);
  });

  it('leaves out deleted messages and those I deleted the chat through', async () => {
    // Seen through s[2]: only s[4] is left, the deleted s[3] does not count.
    expect(await unread(ada, { lastSeenSeq: s[2] })).toBe(1);
    expect(await unread(ada, { clearedThroughSeq: s[2] })).toBe(1);
    expect(await unread(ada, { lastSeenSeq: s[2], clearedThroughSeq: s[0] })).toBe(1);
  });

  it('leaves out what was written before I joined (issue 20), whichever mark is later', async () => {
    expect(await unread(ada, { joinedAfterSeq: s[2] })).toBe(1);
    expect(await unread(ada, { joinedAfterSeq: s[0], lastSeenSeq: s[2] })).toBe(1);
    expect(await unread(ada, { joinedAfterSeq: s[4], lastSeenSeq: s[0] })).toBe(0);
  });
});
