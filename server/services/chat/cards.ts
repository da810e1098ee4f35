import { fullName } from '@shared/rules/personName';
import { CHAT_PAGE_SIZE } from '@shared/constants';
import type { ChatMember, ChatMessage, ChatMessagePage, ChatRoom, ChatRoomMeta } from '@shared/schemas/chat';
import type { ChatMemberRow, ChatMessageRow, ChatRepository, ChatRoomRow } from '../../db/repositories/chat';

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
 * The rooms as their members see them, read with two queries however many rooms (one when the
 * rooms' members are known already).
 */
export async function roomCards(
  repo: ChatRepository,
  rows: readonly MemberRoom[],
  knownMembers?: readonly MemberCardRow[],
): Promise<ChatRoom[]> {
  const rooms = rows.map((r) => r.room);
  const [members, last] = await Promise.all([
    knownMembers ?? repo.members(rooms.map((r) => r.id)),
    repo.lastMessages(rooms),
  ]);
  return rows.map(({ room, member, unread }) => {
    const mine = members.filter((m) => m.roomId === room.id);
    const lastMessage = last.find((m) => m.roomId === room.id);
    return {
      id: room.id,
      eventId: room.eventId,
      type: room.type,
      name: room.name,
      meta: {
        members: mine.map((m) => m.participantId),
        lastMessageDate: room.lastMessageAt,
        pin: member.pinned,
      },
      members: mine.map((m) => memberCard(m, member.participantId)),
      lastMessage: lastMessage === undefined ? null : messageCard(lastMessage),
      countUnreadMessages: unread,
      clearedThroughSeq: member.clearedThroughSeq,
      me: member.participantId,
    };
  });
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
