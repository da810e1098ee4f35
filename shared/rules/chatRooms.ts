/*
 * The chat's pure rules (spec networking §4 Chat): what a member reads, delivery ticks, pinning and
 * the room list's order. Messages are ordered in their room by `seq` (shared/schemas/chat.ts). The
 * unread count is the database's alone (server/db/functions/lanyard_chat_unread.sql).
 */

/** What the rules read of a message. */
export interface SeqMessage {
  seq: number;
  /** The sender's participant id; null for a sender who no longer exists. */
  sndr: string | null;
  deleted: boolean;
}

/**
 * The seq a member reads a room's history after (0: all of it): what they deleted the chat through
 * for themselves, or the room's newest message when they were added to it — a member added later
 * reads from their joining on (issue 20, Matrix's "joined" history visibility) — whichever is later.
 */
export const readsAfter = (member: { clearedThroughSeq: number | null; joinedAfterSeq: number | null }) =>
  Math.max(member.clearedThroughSeq ?? 0, member.joinedAfterSeq ?? 0);

/**
 * Spec §4 delivery: single tick while unseen, double once the other member has seen it. A member
 * with read receipts off (issue 12, a per-user privacy setting) shows as null here: their seen
 * state is not shared, so my messages to them keep a single tick. null for a message not mine.
 */
export function tickState(
  message: SeqMessage,
  me: string,
  othersLastSeenSeq: readonly (number | null)[],
): 'single' | 'double' | null {
  if (message.sndr !== me) return null;
  const seenByAll =
    othersLastSeenSeq.length > 0 && othersLastSeenSeq.every((seen) => seen !== null && seen >= message.seq);
  return seenByAll ? 'double' : 'single';
}

/** Spec §4: a room can be pinned or unpinned, but not while it holds only a draft first message. */
export function mayPin(room: { lastMessageDate: number | null }): boolean {
  return room.lastMessageDate !== null;
}

/** A row of the room list as the order reads it. */
export interface ChatListItem {
  pinned: boolean;
  /** A first message typed but not sent yet (the renderer's draft). */
  hasDraft: boolean;
  lastMessageDate: number | null;
  /** Found by the search only: a person with no room yet. */
  searchOnly: boolean;
}

const rank = (item: ChatListItem): number => {
  if (item.searchOnly) return 3;
  if (item.pinned) return 0;
  return item.hasDraft ? 1 : 2;
};

/**
 * Spec §4 ordering: pinned rooms first; then rooms with a draft first message; then rooms with
 * messages by latest message; then search-only rooms. Within a group, the latest message first;
 * the sort is stable, so equal rows keep the order they came in.
 */
export function orderChatRooms<T extends ChatListItem>(items: readonly T[]): T[] {
  const latest = (item: ChatListItem) => item.lastMessageDate ?? Number.MIN_SAFE_INTEGER;
  return [...items].sort((a, b) => rank(a) - rank(b) || latest(b) - latest(a));
}
