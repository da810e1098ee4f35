import { z } from 'zod';
import { chatAddedDetails, chatContactCard, chatMeetingDetails, chatMessageType } from '@shared/schemas/chat';
import { personRow } from './participants';

/*
 * What the chat's SQL functions answer (server/db/functions/lanyard_chat_*.sql), parsed like any
 * other input, so a function that answers something else fails here, by name. The shapes are the
 * drizzle rows' (ChatMessageRow, ChatRoomRow), so the cards are built the same way from either.
 */

/** A chat_messages row as lanyard_chat_message_json writes it. */
export const chatMessageJson = z.object({
  id: z.string(),
  seq: z.number(),
  roomId: z.string(),
  senderId: z.string().nullable(),
  type: chatMessageType,
  msg: z.string(),
  det: z.union([chatMeetingDetails, chatContactCard, chatAddedDetails]).nullable(),
  deleted: z.boolean(),
  sentAt: z.number(),
});

const chatRoomJson = z.object({
  id: z.string(),
  eventId: z.string(),
  type: z.enum(['private']),
  name: z.string(),
  pairKey: z.string().nullable(),
  lastMessageAt: z.number().nullable(),
  lastMessageSeq: z.number().nullable(),
  createdAt: z.number(),
});

/** A member as the room's state has them: card, account, receipts setting, their own marks, unread. */
const chatMemberState = personRow.extend({
  roomId: z.string(),
  userId: z.string().nullable(),
  readReceipts: z.boolean(),
  lastSeenMessageId: z.string().nullable(),
  lastSeenSeq: z.number().nullable(),
  pinned: z.boolean(),
  clearedAt: z.number().nullable(),
  clearedThroughSeq: z.number().nullable(),
  joinedAfterSeq: z.number().nullable(),
  joinedAt: z.number(),
  unread: z.number(),
});
export type ChatMemberState = z.infer<typeof chatMemberState>;

/** lanyard_chat_room_state: a room, its newest message and its members (joining order). */
export const chatRoomState = z.object({
  room: chatRoomJson,
  lastMessage: chatMessageJson.nullable(),
  members: z.array(chatMemberState),
});
export type ChatRoomState = z.infer<typeof chatRoomState>;

/** lanyard_chat_send: not a member, an id already stored (that message), or the message written. */
export const chatSendAnswer = z.union([
  z.object({ member: z.null() }),
  z.object({ member: z.string(), earlier: chatMessageJson }),
  z.object({ member: z.string(), message: chatMessageJson, state: chatRoomState }),
]);
