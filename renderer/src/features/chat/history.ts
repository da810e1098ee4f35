import type { ChatMessage, ChatMessagePage } from '@shared/schemas/chat';

/** A room's messages as the conversation holds them: oldest first, and whether older ones may exist. */
export type ChatHistory = ChatMessagePage;

/**
 * Messages of two sources (the history pages, the live topic) as one list: one per id, the later
 * copy winning (a delete changes a message in place), ordered by seq (docs/chat.md, Model).
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * The history after a page: an older page (`before` asked) decides whether more are left; the
 * newest page (or the topic's snapshot) keeps what older pages already said.
 */
export function withPage(held: ChatHistory | undefined, page: ChatHistory, older: boolean): ChatHistory {
  if (!held) return page;
  return { messages: mergeMessages(held.messages, page.messages), more: older ? page.more : held.more };
}

/**
 * The messages I see: those after my delete-for-me marker (docs/chat.md, Delete a chat), which the
 * room's topic snapshot, being the room's and not mine, still holds.
 */
export function shownMessages(
  messages: readonly ChatMessage[],
  clearedThroughSeq: number | null,
): ChatMessage[] {
  return clearedThroughSeq === null ? [...messages] : messages.filter((m) => m.seq > clearedThroughSeq);
}
