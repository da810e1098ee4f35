import { bigint, boolean, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ChatAddedDetails, ChatContactCard, ChatMeetingDetails } from '@shared/schemas/chat';
import { createdAt, millis } from './columns';
import { events, participants } from './events';
import { users } from './users';

/*
 * Chat (spec networking §3 "Chat room", §4 Chat; issue 12; docs/chat.md): private rooms of an
 * event, their members with each one's seen, pin and delete-for-me state, and the messages.
 */

/**
 * A room. `pairKey` is the two people's participant ids in order, so the pair has one private
 * room per event (creating it again answers this one; the meetings flow writes into it).
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: text('id').primaryKey(),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['private'] })
      .notNull()
      .default('private'),
    name: text('name').notNull().default(''),
    pairKey: text('pair_key'),
    /** The newest message's time and seq, kept with each message so lists need no aggregate. */
    lastMessageAt: millis('last_message_at'),
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('chat_rooms_pair_idx').on(t.eventId, t.pairKey)],
);

/**
 * A member of a room. lastSeen*: the newest message they have seen (spec §3 lastSeenMessage);
 * pinned is theirs alone; cleared*: they deleted the chat for themselves at clearedAt, through
 * the message of seq clearedThroughSeq — the room is back in their list only with a newer one;
 * joinedAfterSeq: the room's newest message when they were added — they read only later ones
 * (Matrix's "joined" history visibility; null for those who opened the room, who read it all).
 */
export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    lastSeenMessageId: text('last_seen_message_id'),
    lastSeenSeq: bigint('last_seen_seq', { mode: 'number' }),
    pinned: boolean('pinned').notNull().default(false),
    clearedAt: millis('cleared_at'),
    clearedThroughSeq: bigint('cleared_through_seq', { mode: 'number' }),
    joinedAfterSeq: bigint('joined_after_seq', { mode: 'number' }),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.participantId] }),
    index('chat_room_members_participant_idx').on(t.participantId),
  ],
);

/**
 * A message. `seq` orders a room's messages (history pages by it, ticks and unread counts compare
 * it); `id` may come from the client, so a retried send is stored once.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    roomId: text('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    /** The sender; null once that participant is deleted (the message stays in the room). */
    senderId: text('sender_id').references(() => participants.id, { onDelete: 'set null' }),
    type: text('type', {
      enum: ['text', 'contact', 'added', 'mreq', 'cmreq', 'revmreq', 'rmreq', 'rreq', 'rres', 'cres', 'lses'],
    }).notNull(),
    msg: text('msg').notNull().default(''),
    det: jsonb('det').$type<ChatContactCard | ChatMeetingDetails | ChatAddedDetails>(),
    deleted: boolean('deleted').notNull().default(false),
    sentAt: millis('sent_at').notNull(),
  },
  (t) => [uniqueIndex('chat_messages_room_seq_idx').on(t.roomId, t.seq)],
);

/**
 * A user's chat settings (issue 12): read receipts, on unless they turned them off. A table of its
 * own rather than a column on users, so the chat area owns it and a user without a row has the default.
 */
export const chatSettings = pgTable('chat_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  readReceipts: boolean('read_receipts').notNull().default(true),
  updatedAt: millis('updated_at').notNull(),
});
