import { and, asc, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { ChatMessageType } from '@shared/schemas/chat';
import type { Db } from '../client';
import {
  chatMessages,
  chatRoomMembers,
  chatRooms,
  chatSettings,
  participants,
  participantTags,
  users,
} from '../schema';
import { takingPart } from './takingPart';
import { chatMessageJson, chatRoomState, chatSendAnswer, type ChatRoomState } from './chatState';
import { functionAnswer } from './functionAnswer';
import { personColumns } from './participants';

export type ChatRoomRow = typeof chatRooms.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
export type ChatMemberRow = typeof chatRoomMembers.$inferSelect;
export type NewChatMessage = Omit<typeof chatMessages.$inferInsert, 'seq' | 'deleted'> & {
  type: ChatMessageType;
};

const writtenAnswer = functionAnswer(chatMessageJson.nullable());
const sendAnswer = functionAnswer(chatSendAnswer);
const stateAnswer = functionAnswer(chatRoomState.nullable());

/** A member with their person card, account and read-receipts setting (on without a settings row). */
const memberColumns = {
  ...personColumns,
  roomId: chatRoomMembers.roomId,
  userId: participants.userId,
  lastSeenMessageId: chatRoomMembers.lastSeenMessageId,
  lastSeenSeq: chatRoomMembers.lastSeenSeq,
  readReceipts: sql<boolean>`coalesce(${chatSettings.readReceipts}, true)`,
};

/** The member's unread count (server/db/functions/lanyard_chat_unread.sql), for rows of chat_room_members. */
const unreadCount = sql<number>`lanyard_chat_unread(${chatRoomMembers})`;

/** Chat rooms, members, messages and settings (server/db/schema/chat.ts). */
export function createChatRepository(db: Db) {
  return {
    async room(roomId: string): Promise<ChatRoomRow | null> {
      const [row] = await db.select().from(chatRooms).where(eq(chatRooms.id, roomId)).limit(1);
      return row ?? null;
    },

    async roomOfPair(eventId: string, pairKey: string): Promise<ChatRoomRow | null> {
      const [row] = await db
        .select()
        .from(chatRooms)
        .where(and(eq(chatRooms.eventId, eventId), eq(chatRooms.pairKey, pairKey)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts the room unless the pair has one already (a concurrent create): true when inserted. */
    async insertRoom(row: typeof chatRooms.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(chatRooms)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: chatRooms.id });
      return inserted.length > 0;
    },

    /**
     * Adds members who read the room from now on (issue 20): their joining mark is the room's
     * newest message. Answers those added (a member already in the room is left as they are).
     */
    async addMembers(roomId: string, participantIds: readonly string[]): Promise<string[]> {
      if (participantIds.length === 0) return [];
      const newest = sql<number>`(select coalesce(${chatRooms.lastMessageSeq}, 0) from ${chatRooms} where ${chatRooms.id} = ${roomId})`;
      const added = await db
        .insert(chatRoomMembers)
        .values(participantIds.map((participantId) => ({ roomId, participantId, joinedAfterSeq: newest })))
        .onConflictDoNothing()
        .returning({ participantId: chatRoomMembers.participantId });
      return added.map((m) => m.participantId);
    },

    /** The latest joining mark of the room's members (0: all read it all), what every member may read after. */
    async latestJoining(roomId: string): Promise<number> {
      const [row] = await db
        .select({ after: sql<number>`coalesce(max(${chatRoomMembers.joinedAfterSeq}), 0)`.mapWith(Number) })
        .from(chatRoomMembers)
        .where(eq(chatRoomMembers.roomId, roomId));
      return row?.after ?? 0;
    },

    async removeMembers(roomId: string, participantIds: readonly string[]): Promise<void> {
      if (participantIds.length === 0) return;
      await db
        .delete(chatRoomMembers)
        .where(
          and(
            eq(chatRoomMembers.roomId, roomId),
            inArray(chatRoomMembers.participantId, [...participantIds]),
          ),
        );
    },

    /** The members of the rooms with their cards, accounts and read-receipts settings, in joining order. */
    async members(roomIds: readonly string[]) {
      if (roomIds.length === 0) return [];
      return db
        .select(memberColumns)
        .from(chatRoomMembers)
        .innerJoin(participants, eq(participants.id, chatRoomMembers.participantId))
        .leftJoin(users, eq(users.id, participants.userId))
        .leftJoin(chatSettings, eq(chatSettings.userId, participants.userId))
        .where(inArray(chatRoomMembers.roomId, [...roomIds]))
        .orderBy(asc(chatRoomMembers.joinedAt), asc(chatRoomMembers.participantId));
    },

    /**
     * The user's rooms as their member rows with the room and the unread count: those of one event
     * or all, those they deleted for themselves included (cards.ts inMemberList tells them apart).
     */
    async roomsOf(userId: string, opts: { eventId?: string } = {}) {
      return db
        .select({ room: chatRooms, member: chatRoomMembers, unread: unreadCount })
        .from(chatRoomMembers)
        .innerJoin(participants, eq(participants.id, chatRoomMembers.participantId))
        .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
        .where(
          and(
            takingPart(userId),
            opts.eventId === undefined ? undefined : eq(chatRooms.eventId, opts.eventId),
          ),
        )
        .orderBy(
          desc(chatRoomMembers.pinned),
          sql`${chatRooms.lastMessageAt} desc nulls last`,
          asc(chatRooms.id),
        );
    },

    /** The newest message of each room. */
    async lastMessages(rooms: readonly ChatRoomRow[]): Promise<ChatMessageRow[]> {
      const withMessages = rooms.filter((r) => r.lastMessageSeq !== null);
      if (withMessages.length === 0) return [];
      return db
        .select()
        .from(chatMessages)
        .where(
          and(
            inArray(
              chatMessages.roomId,
              withMessages.map((r) => r.id),
            ),
            inArray(
              chatMessages.seq,
              withMessages.map((r) => r.lastMessageSeq!),
            ),
          ),
        );
    },

    /**
     * Stores a message, makes it the room's newest and moves its sender's seen mark to it
     * (lanyard_chat_write); null when its id is taken.
     */
    async writeMessage(row: NewChatMessage): Promise<ChatMessageRow | null> {
      const { roomId, ...message } = row;
      const answer = await db.execute(
        sql`select lanyard_chat_write(${roomId}, ${JSON.stringify(message)}::jsonb) as result`,
      );
      return writtenAnswer.parse(answer).rows[0].result;
    },

    /**
     * A member's send in one statement (lanyard_chat_send): null when the user is not in the room;
     * `earlier` when the id is taken; else the message and the room's state for its pushes.
     */
    async send(userId: string, roomId: string, message: Omit<NewChatMessage, 'roomId' | 'senderId'>) {
      const answer = await db.execute(
        sql`select lanyard_chat_send(${userId}, ${roomId}, ${JSON.stringify(message)}::jsonb) as result`,
      );
      const sent = sendAnswer.parse(answer).rows[0].result;
      return sent.member === null ? null : sent;
    },

    /** The room with its newest message and its members as each sees it (lanyard_chat_room_state). */
    async roomState(roomId: string): Promise<ChatRoomState | null> {
      const answer = await db.execute(sql`select lanyard_chat_room_state(${roomId}) as result`);
      return stateAnswer.parse(answer).rows[0].result;
    },

    async message(messageId: string): Promise<ChatMessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, messageId)).limit(1);
      return row ?? null;
    },

    /** Up to `limit` messages of the room older than `before` and newer than `after` (seqs), newest first. */
    async page(roomId: string, before: number | null, after: number | null, limit: number) {
      const conditions: SQL[] = [eq(chatMessages.roomId, roomId)];
      if (before !== null) conditions.push(lt(chatMessages.seq, before));
      if (after !== null) conditions.push(sql`${chatMessages.seq} > ${after}`);
      return db
        .select()
        .from(chatMessages)
        .where(and(...conditions))
        .orderBy(desc(chatMessages.seq))
        .limit(limit);
    },

    /** Spec §4: a deleted message keeps its place, its type and text replaced. */
    async markDeleted(messageId: string): Promise<ChatMessageRow> {
      const [row] = await db
        .update(chatMessages)
        .set({ type: 'text', msg: '', det: null, deleted: true })
        .where(eq(chatMessages.id, messageId))
        .returning();
      return row!;
    },

    /** Moves the member's seen mark forward to the message; never back (lanyard_chat_mark_seen). */
    async markSeen(roomId: string, participantId: string, message: { id: string; seq: number }) {
      await db.execute(
        sql`select lanyard_chat_mark_seen(${roomId}, ${participantId}, ${message.id}, ${message.seq})`,
      );
    },

    async updateMember(
      roomId: string,
      participantId: string,
      set: Partial<Pick<ChatMemberRow, 'pinned' | 'clearedAt' | 'clearedThroughSeq'>>,
    ): Promise<void> {
      await db
        .update(chatRoomMembers)
        .set(set)
        .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.participantId, participantId)));
    },

    /** The user's read-receipts setting (on without a row). */
    async readReceipts(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: chatSettings.readReceipts })
        .from(chatSettings)
        .where(eq(chatSettings.userId, userId))
        .limit(1);
      return row?.on ?? true;
    },

    async setReadReceipts(userId: string, on: boolean, at: number): Promise<void> {
      await db
        .insert(chatSettings)
        .values({ userId, readReceipts: on, updatedAt: at })
        .onConflictDoUpdate({ target: chatSettings.userId, set: { readReceipts: on, updatedAt: at } });
    },

    /** Whether `byUserId` tagged the participant ignored in the directory (server/db/schema/networking.ts). */
    async ignored(byUserId: string | null, participantId: string): Promise<boolean> {
      if (byUserId === null) return false;
      const [row] = await db
        .select({ tag: participantTags.tag })
        .from(participantTags)
        .where(
          and(
            eq(participantTags.userId, byUserId),
            eq(participantTags.participantId, participantId),
            eq(participantTags.tag, 'ignored'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
