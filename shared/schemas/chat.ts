import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_PAGE_SIZE } from '../constants';
import { normalizeChatText } from '../rules/chatText';
import { eventIdSchema, idSchema, personName, text, webAddress } from './common';
import { MAX_LENGTH, MAX_LIST_ITEMS } from './limits';
import { sessionPerson } from './person';

/*
 * Chat (spec networking §3 "Chat room", §4 Chat, §5, §7 `/chat/room`; issue 12; docs/chat.md).
 * Rooms are private rooms of an event; members are participants of that event (`sndr` and the
 * member lists are participant ids, as invitations name people). Instants are UTC milliseconds
 * (DECISIONS 8). Messages are ordered in their room by `seq`, which pages and ticks compare.
 */

/** Spec §3: the only room type in use. */
const chatRoomType = z.literal('private');

/**
 * Spec §3 message types: text; contact (a shared contact card); added (below); and the meeting messages the
 * meetings flow writes — mreq sent, cmreq confirmed, revmreq revoked, rmreq declined, rreq
 * reschedule asked, rres reschedule declined, cres reschedule accepted, lses session cancelled.
 */
const CHAT_MEETING_MESSAGE_TYPES = [
  'mreq',
  'cmreq',
  'revmreq',
  'rmreq',
  'rreq',
  'rres',
  'cres',
  'lses',
] as const;
export const chatMeetingMessageType = z.enum(CHAT_MEETING_MESSAGE_TYPES);
export type ChatMeetingMessageType = z.infer<typeof chatMeetingMessageType>;
/** Issue 20: `added` — the room's note that its sender added members (written by the server only). */
export const chatMessageType = z.enum(['text', 'contact', 'added', ...CHAT_MEETING_MESSAGE_TYPES]);
export type ChatMessageType = z.infer<typeof chatMessageType>;

/** A message's text as sent: normalized (shared/rules/chatText.ts), never empty, at most the limit. */
export const chatText = text(CHAT_MESSAGE_MAX_LENGTH * 2)
  .transform(normalizeChatText)
  .pipe(
    z
      .string()
      .min(1, { message: 'validation.error.required' })
      .max(CHAT_MESSAGE_MAX_LENGTH, { message: 'validation.error.tooLong' }),
  );

/**
 * Spec §3 contact: the card a member shares (type contact), as stored and sent; the name is
 * required, the rest may be empty. Cards stored before the web address rule may hold any text as
 * their website: whatever writes it out passes it through that rule again (renderer contactCard.ts).
 */
export const chatContactCard = z.object({
  name: personName,
  surname: text(MAX_LENGTH.personName).trim().default(''),
  email: text(MAX_LENGTH.email).trim().default(''),
  phone: text(MAX_LENGTH.phone).trim().default(''),
  company: text(MAX_LENGTH.name).trim().default(''),
  jobTitle: text(MAX_LENGTH.name).trim().default(''),
  website: text(MAX_LENGTH.url).trim().default(''),
});
/**
 * The card as a member shares it (POST /v1/chat/contact, the Share contact dialog): its website is
 * a web address by the one rule (common.ts webAddress: http or https, stored normalised).
 */
export const chatContactCardInput = chatContactCard.extend({ website: webAddress().default('') });
export type ChatContactCard = z.infer<typeof chatContactCard>;

/** A meeting message's details: the invitation and the meeting it is about (either may be gone or absent). */
export const chatMeetingDetails = z.object({
  invitationId: z.string().nullable(),
  meetingId: z.string().nullable(),
});
export type ChatMeetingDetails = z.infer<typeof chatMeetingDetails>;

/**
 * An `added` message's details (issue 20): who added whom, by their names when it happened, so the
 * note reads the same after someone leaves. The members added read the room from this message on.
 */
export const chatAddedDetails = z.object({
  by: z.string(),
  added: z.array(z.object({ participantId: z.string(), fullName: z.string() })),
});
export type ChatAddedDetails = z.infer<typeof chatAddedDetails>;

/**
 * One message (spec §3: dt, sndr, msg, type, det; a deleted flag). A deleted message keeps its
 * place: type text, msg empty, det null, deleted true (spec §4 "a delete writes type and msg").
 */
export const chatMessage = z.object({
  id: z.string(),
  roomId: z.string(),
  /** Its position in the room: later messages have larger seq (not consecutive). */
  seq: z.number().int(),
  /** Sent at (UTC ms). */
  dt: z.number().int(),
  /** The sender's participant id; null when that participant no longer exists. */
  sndr: z.string().nullable(),
  msg: z.string(),
  type: chatMessageType,
  /** contact: the card; a meeting message: its invitation and meeting; added: who added whom; text: null. */
  det: z.union([chatContactCard, chatMeetingDetails, chatAddedDetails]).nullable(),
  deleted: z.boolean(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * A member as the room shows them (spec §3 members: name, surname, fullName, profilePhoto,
 * jobTitle, company, lastSeenMessage). lastSeenMessage/lastSeenSeq are null when they have seen
 * nothing yet, or when they turned read receipts off (issue 12) and the member is not me.
 */
const chatMember = sessionPerson.extend({
  fullName: z.string(),
  lastSeenMessage: z.string().nullable(),
  lastSeenSeq: z.number().int().nullable(),
});
export type ChatMember = z.infer<typeof chatMember>;

/** rooms/{roomId}/meta (spec §3 meta: members, lastMessageDate; pin is each member's own, in chatRoom). */
export const chatRoomMeta = z.object({
  roomId: z.string(),
  members: z.array(chatMember),
  lastMessageDate: z.number().int().nullable(),
});
export type ChatRoomMeta = z.infer<typeof chatRoomMeta>;

/**
 * A room as one of its members sees it (spec §3: details.id, meta, members, countUnreadMessages):
 * the list row and the conversation's header. `me` is my participant id in its event.
 */
export const chatRoom = z.object({
  id: z.string(),
  eventId: z.string(),
  type: chatRoomType,
  name: z.string(),
  meta: z.object({
    members: z.array(z.string()),
    lastMessageDate: z.number().int().nullable(),
    pin: z.boolean(),
  }),
  members: z.array(chatMember),
  lastMessage: chatMessage.nullable(),
  countUnreadMessages: z.number().int(),
  /**
   * I deleted the chat for myself through this message's seq: older messages are not shown to me
   * (history leaves them out; a client filters live ones with it). null: never deleted.
   */
  clearedThroughSeq: z.number().int().nullable(),
  me: z.string(),
});
export type ChatRoom = z.infer<typeof chatRoom>;

/**
 * A draft (spec §3 firstMessage): a room the client holds until its first message is sent — the
 * person, and the text typed so far. The server never stores drafts; the room list orders them
 * after pinned rooms (shared/rules/chatRooms.ts orderChatRooms).
 */
export const chatDraft = z.object({
  eventId: z.string(),
  participantId: z.string(),
  firstMessage: z.string(),
});
export type ChatDraft = z.infer<typeof chatDraft>;

/** A page of history, oldest first; `more`: a full page came, older ones may exist (spec §4, §9). */
export const chatMessagePage = z.object({
  messages: z.array(chatMessage).max(CHAT_PAGE_SIZE),
  more: z.boolean(),
});
export type ChatMessagePage = z.infer<typeof chatMessagePage>;

const roomId = idSchema;
/** Participant ids; an empty list changes nothing (creating a room with nobody else is refused). */
const participantIds = z.array(idSchema).max(MAX_LIST_ITEMS);

/**
 * POST /v1/chat/room (spec §7: members, type, eventId, name): the other member(s) by participant
 * id, and the first message: a room is created with it (spec §4), or holds only a draft without it.
 */
export const createChatRoomBody = z.object({
  eventId: eventIdSchema,
  members: participantIds,
  type: chatRoomType.default('private'),
  name: text(MAX_LENGTH.name).trim().default(''),
  firstMessage: chatText.optional(),
});
/** Spec §7: "response data.object … gives the room id"; the room itself beside it. */
export const createChatRoomResult = z.object({ object: z.string(), room: chatRoom });

/** POST / DELETE /v1/chat/room/member (spec §7: roomId, members). */
export const chatRoomMembersBody = z.object({ roomId, members: participantIds });
/** DELETE /v1/chat/room/member answers the members left (I may have removed myself). */
export const chatRoomMembersResult = z.object({ roomId: z.string(), members: z.array(z.string()) });

export const chatRoomQuery = z.object({ roomId });
/** GET /v1/chat/rooms: my rooms, in one event or in all. */
export const chatRoomListQuery = z.object({ eventId: eventIdSchema.optional() });

/** GET /v1/chat/messages: the newest page, or the page older than `before` (a seq). */
export const chatHistoryQuery = z.object({
  roomId,
  before: z.coerce.number().int().positive().optional(),
});

/**
 * A message id the client made (a UUID) so that a retry is safe: sending the same id again answers
 * the message already stored (issue 12: optimistic sending with a retry).
 */
const clientMessageId = idSchema.optional();

/** POST /v1/chat/message. */
export const sendChatMessageBody = z.object({ roomId, msg: chatText, id: clientMessageId });

/** POST /v1/chat/contact: share a contact card (type contact). */
export const shareChatContactBody = z.object({ roomId, contact: chatContactCardInput, id: clientMessageId });

/** POST /v1/chat/seen: I have seen the room up to this message. */
export const chatSeenBody = z.object({ roomId, messageId: idSchema });
/** POST /v1/chat/pin. */
export const chatPinBody = z.object({ roomId, pin: z.boolean() });
/** DELETE /v1/chat/message: delete my own message. */
export const deleteChatMessageBody = z.object({ roomId, messageId: idSchema });
/** DELETE /v1/chat/room: delete the chat for myself. */
export const deleteChatBody = z.object({ roomId });
export const deletedChat = z.object({ roomId: z.string() });

/** My chat settings: read receipts (issue 12: a per-user privacy setting, on unless turned off). */
export const chatSettings = z.object({ readReceipts: z.boolean() });
export type ChatSettings = z.infer<typeof chatSettings>;
