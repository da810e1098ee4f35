import { readsAfter } from '@shared/rules/chatRooms';
import { fullName } from '@shared/rules/personName';
import { CHAT_PAGE_SIZE } from '@shared/constants';
import type { ChatMember, ChatMessage, ChatMessagePage, ChatRoom, ChatRoomMeta } from '@shared/schemas/chat';
import type { ChatMemberRow, ChatMessageRow, ChatRepository, ChatRoomRow } from '../../db/repositories/chat';
import type { ChatRoomState } from '../../db/repositories/chatState';

/*
 * Rows in the shapes of shared/schemas/chat.ts: messages, members (read receipts respected),
 * rooms as one member sees them, and the room's meta.
 */

type MemberCardRow = Awaited<ReturnType<ChatRepository['members']>>[number];

export function messageCard(row: ChatMessageRow): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    seq: row.seq,
    dt: row.sentAt,
    sndr: row.senderId,
    msg: row.msg,
    type: row.type,
    det: row.det ?? null,
    deleted: row.deleted,
  };
}

/** A page as ChatRepository.page reads it (newest first) in the shape clients get: oldest first, `more` while full. */
export function messagePage(newestFirst: readonly ChatMessageRow[]): ChatMessagePage {
  return {
    messages: newestFirst.toReversed().map(messageCard),
    more: newestFirst.length === CHAT_PAGE_SIZE,
  };
}

/**
 * A member as `viewer` (a participant id; null: everyone, the room's meta) sees them: their seen
 * mark only when they share read receipts, or to themselves (issue 12).
 */
export function memberCard(row: MemberCardRow, viewer: string | null): ChatMember {
  const shown = row.readReceipts || row.participantId === viewer;
  return {
    participantId: row.participantId,
    name: row.name,
    surname: row.surname,
    company: row.company,
    jobTitle: row.jobTitle,
    profilePhoto: row.profilePhoto,
    fullName: fullName(row),
    lastSeenMessage: shown ? row.lastSeenMessageId : null,
    lastSeenSeq: shown ? row.lastSeenSeq : null,
  };
}

/** A room of the user's list (ChatRepository.roomsOf) as that member sees it. */
export interface MemberRoom {
  room: ChatRoomRow;
  member: ChatMemberRow;
  unread: number;
}

/**
 * Whether the room is in the member's list: they did not delete it for themselves, or a newer
 * message came since (docs/chat.md "Delete a chat").
 */
export const inMemberList = (room: ChatRoomRow, member: ChatMemberRow): boolean =>
  member.clearedThroughSeq === null || (room.lastMessageSeq ?? 0) > member.clearedThroughSeq;

/** Whether the member may read the message: it came after their joining (and their delete for me). */
export const readableBy = (member: ChatMemberRow, message: { seq: number }): boolean =>
  message.seq > readsAfter(member);

/**
 * A room as one member sees it, from the room's members and its newest message — none when they
 * may not read it (written before they joined, or deleted for themselves: `readsAfter`).
 */
export function roomCard(
  { room, member, unread }: MemberRoom,
  members: readonly MemberCardRow[],
  lastMessage: ChatMessageRow | null,
): ChatRoom {
  return {
    id: room.id,
    eventId: room.eventId,
    type: room.type,
    name: room.name,
    meta: {
      members: members.map((m) => m.participantId),
      lastMessageDate: room.lastMessageAt,
      pin: member.pinned,
    },
    members: members.map((m) => memberCard(m, member.participantId)),
    lastMessage: lastMessage === null || !readableBy(member, lastMessage) ? null : messageCard(lastMessage),
    countUnreadMessages: unread,
    clearedThroughSeq: member.clearedThroughSeq,
    me: member.participantId,
  };
}

/** The rooms as their members see them, read with two queries however many rooms. */
export async function roomCards(repo: ChatRepository, rows: readonly MemberRoom[]): Promise<ChatRoom[]> {
  const rooms = rows.map((r) => r.room);
  const [members, last] = await Promise.all([repo.members(rooms.map((r) => r.id)), repo.lastMessages(rooms)]);
  return rows.map((row) =>
    roomCard(
      row,
      members.filter((m) => m.roomId === row.room.id),
      last.find((m) => m.roomId === row.room.id) ?? null,
    ),
  );
}

/** The user's room list (GET /v1/chat/rooms, userRooms' snapshot): pinned first, then by latest message. */
export async function roomList(repo: ChatRepository, userId: string, opts: { eventId?: string } = {}) {
  const rows = await repo.roomsOf(userId, opts);
  return roomCards(
    repo,
    rows.filter((r) => inMemberList(r.room, r.member)),
  );
}

/**
 * The room as the user sees it, from its state (ChatRepository.roomState): null when they are not
 * in it, or it is not in their list — unless `withCleared` (a room they asked for by id).
 */
export function roomCardOf(state: ChatRoomState, userId: string, withCleared = false): ChatRoom | null {
  const member = state.members.find((m) => m.userId === userId);
  if (member === undefined || (!withCleared && !inMemberList(state.room, member))) return null;
  return roomCard({ room: state.room, member, unread: member.unread }, state.members, state.lastMessage);
}

/** rooms/{roomId}/meta: what every member may see of the others. */
export async function roomMeta(repo: ChatRepository, room: ChatRoomRow): Promise<ChatRoomMeta> {
  return metaOf(room, await repo.members([room.id]));
}

/** rooms/{roomId}/meta from the room's members as ChatRepository.members reads them. */
export function metaOf(room: ChatRoomRow, members: readonly MemberCardRow[]): ChatRoomMeta {
  return {
    roomId: room.id,
    members: members.map((m) => memberCard(m, null)),
    lastMessageDate: room.lastMessageAt,
  };
}
