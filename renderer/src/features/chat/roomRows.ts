import { orderChatRooms, type ChatListItem } from '@shared/rules/chatRooms';
import { fullName } from '@shared/rules/personName';
import { searchDocument, foldSearchText } from '@shared/rules/searchText';
import type { ChatMember, ChatMessage, ChatRoom } from '@shared/schemas/chat';
import type { SessionPerson } from '@shared/schemas/person';
import { chatPath } from './chatPath';
import type { Draft } from './drafts';

/** The person a private room is with: the member who is not me (spec networking §3, one-to-one). */
export function otherMember(room: ChatRoom): ChatMember | undefined {
  return room.members.find((m) => m.participantId !== room.me) ?? room.members[0];
}

/** The room of a pair in an event, if I have one. */
export function roomWith(
  rooms: readonly ChatRoom[],
  eventId: string,
  participantId: string,
): ChatRoom | undefined {
  return rooms.find((room) => room.eventId === eventId && room.meta.members.includes(participantId));
}

/**
 * A row of the room list: a room, a draft (a person I started typing to, no room yet), or a person
 * the search found who has neither (searchOnly).
 */
export interface RoomRow extends ChatListItem {
  key: string;
  eventId: string;
  room: ChatRoom | null;
  draft: Draft | null;
  person: SessionPerson;
  unread: number;
  lastMessage: ChatMessage | null;
}

/**
 * The room list (spec networking §4 Chat): my rooms and the drafts without a room, found by the
 * search in the person's name, company and job title, then the people the directory found for the
 * same search who have neither (searchOnlyRows: the server already matched them), in the spec's
 * order (orderChatRooms).
 */
export function roomRows(
  rooms: readonly ChatRoom[],
  drafts: readonly Draft[],
  query: string,
  searchOnly: readonly RoomRow[] = [],
): RoomRow[] {
  const rows: RoomRow[] = [];
  for (const room of rooms) {
    const person = otherMember(room);
    if (!person) continue;
    rows.push({
      key: room.id,
      eventId: room.eventId,
      room,
      draft: null,
      person,
      unread: room.countUnreadMessages,
      lastMessage: room.lastMessage,
      pinned: room.meta.pin,
      hasDraft: room.meta.lastMessageDate === null,
      lastMessageDate: room.meta.lastMessageDate,
      searchOnly: false,
    });
  }
  for (const draft of drafts) {
    if (roomWith(rooms, draft.eventId, draft.participantId)) continue;
    rows.push({
      key: `draft-${draft.eventId}-${draft.participantId}`,
      eventId: draft.eventId,
      room: null,
      draft,
      person: draft.person,
      unread: 0,
      lastMessage: null,
      pinned: false,
      hasDraft: true,
      lastMessageDate: null,
      searchOnly: false,
    });
  }
  const folded = foldSearchText(query);
  const found = folded
    ? rows.filter((row) =>
        searchDocument([fullName(row.person), row.person.company, row.person.jobTitle]).includes(folded),
      )
    : rows;
  return orderChatRooms([...found, ...(folded ? searchOnly : [])]);
}

/** Where a row leads: its room, else the person of its event (their draft; docs/chat.md Addresses). */
export const rowPath = (row: RoomRow): string =>
  chatPath(
    row.room ? { roomId: row.room.id } : { eventId: row.eventId, participantId: row.person.participantId },
  );
