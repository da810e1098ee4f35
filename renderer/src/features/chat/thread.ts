import type { InfiniteData } from '@tanstack/react-query';
import type { ChatContactCard, ChatMessage, ChatMessagePage } from '@shared/schemas/chat';

/*
 * A conversation's messages as the query cache holds them (docs/chat.md, Renderer): the sent ones
 * and the ones on their way in one keyed store, one entry per id. A message on its way has the id
 * the client made, which the server keeps (POST /v1/chat/message `id`), so the stored message
 * takes its place by that id wherever it comes from (the send's answer, the room's topic, a page).
 */

/** A message on its way (issue 12: optimistic, retried on failure, waiting while offline). */
export interface PendingMessage {
  id: string;
  /** Where it goes: a room, or the person of a draft (the room is opened as it is sent). */
  roomId: string | null;
  eventId: string;
  participantId: string;
  /** The text; '' for a shared contact. */
  msg: string;
  /** A shared contact (spec §3 type contact) instead of text: POST /v1/chat/contact. */
  contact?: ChatContactCard;
  dt: number;
  /** sending: asked; waiting: offline, goes when back online; failed: refused, Retry asks again. */
  state: 'sending' | 'waiting' | 'failed';
  error?: unknown;
}

export type ThreadEntry = ChatMessage | PendingMessage;

export const isPending = (entry: ThreadEntry): entry is PendingMessage => 'state' in entry;

/**
 * One page of a thread: a page of GET /v1/chat/messages (the newest first in the cache, then older
 * ones), the newest also taking live and pending messages. `held`: no page has come yet, the page
 * only holds messages on their way (a reload, a draft's room just opened).
 */
export interface ThreadPage {
  messages: ThreadEntry[];
  more: boolean;
  held?: true;
}

/** The infinite query's data: pages newest first, each asked `before` a seq (null: the newest). */
export type ThreadData = InfiniteData<ThreadPage, number | null>;

const sentIn = (page: ThreadPage): ChatMessage[] =>
  page.messages.filter((m): m is ChatMessage => !isPending(m));
const newestSeq = (messages: readonly ThreadEntry[]) =>
  Math.max(-Infinity, ...messages.flatMap((m) => (isPending(m) ? [] : [m.seq])));

/** Whether a page of the server has come (the conversation shows it; before, it waits for one). */
export const isLoaded = (data: ThreadData | undefined): boolean =>
  data?.pages.some((page) => !page.held) ?? false;

/** The `before` of the next older page: the oldest seq held, while the oldest page said there is more. */
export function olderPageParam(pages: readonly ThreadPage[]): number | undefined {
  const last = pages.at(-1);
  const seqs = pages.flatMap((page) => sentIn(page).map((m) => m.seq));
  return last?.more && !last.held && seqs.length > 0 ? Math.min(...seqs) : undefined;
}

/** Replaces the entry of each message's id wherever it is (a pending one turns into the sent one), else adds it to the newest page. */
function upsert(pages: readonly ThreadPage[], messages: readonly ChatMessage[]): ThreadPage[] {
  const next = pages.map((page) => ({ ...page, messages: [...page.messages] }));
  for (const message of messages) {
    const page = next.find((p) => p.messages.some((m) => m.id === message.id)) ?? next[0];
    if (!page) continue;
    const at = page.messages.findIndex((m) => m.id === message.id);
    if (at === -1) page.messages.push(message);
    else page.messages[at] = message;
  }
  return next;
}

/** Messages the server answered (a send, a delete, the room's topic) into a thread that has loaded; none before. */
export function withMessages(
  data: ThreadData | undefined,
  messages: readonly ChatMessage[],
): ThreadData | undefined {
  return data && { ...data, pages: upsert(data.pages, messages) };
}

/** A message removed from the room's topic, gone from the thread. */
export function withoutMessage(data: ThreadData | undefined, id: string): ThreadData | undefined {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({ ...page, messages: page.messages.filter((m) => m.id !== id) })),
    }
  );
}

/**
 * The room topic's snapshot (its newest page) into the thread: the first page when none came yet;
 * else merged into the newest page, which keeps what older pages said of `more`.
 */
export function withSnapshot(data: ThreadData | undefined, page: ChatMessagePage): ThreadData {
  if (!data || data.pages.length === 0) return { pages: [{ ...page }], pageParams: [null] };
  const [newest, ...older] = upsert(data.pages, page.messages);
  const more = newest!.held ? page.more : newest!.more;
  return { ...data, pages: [{ messages: newest!.messages, more }, ...older] };
}

/**
 * The newest page as asked (its query function), with what the thread held that the answer does
 * not know: messages on their way (not yet answered as sent by id) and messages newer than the page
 * (from the topic while the page was asked).
 */
export function withHeld(fetched: ChatMessagePage, data: ThreadData | undefined): ThreadPage {
  const ids = new Set(fetched.messages.map((m) => m.id));
  const newest = newestSeq(fetched.messages);
  const kept = (data?.pages[0]?.messages ?? []).filter(
    (m) => !ids.has(m.id) && (isPending(m) || m.seq > newest),
  );
  return { messages: [...fetched.messages, ...kept], more: fetched.more };
}

/** A message on its way into its thread; a thread not loaded yet gets a page holding it. */
export function withPending(data: ThreadData | undefined, entry: PendingMessage): ThreadData {
  if (!data || data.pages.length === 0)
    return { pages: [{ messages: [entry], more: false, held: true }], pageParams: [null] };
  const [newest, ...older] = data.pages;
  const messages = [...newest!.messages.filter((m) => m.id !== entry.id), entry];
  return { ...data, pages: [{ ...newest!, messages }, ...older] };
}

/** A message on its way changed (its state, its room); a sent message of that id is left as it is. */
export function changePending(
  data: ThreadData | undefined,
  id: string,
  change: Partial<PendingMessage>,
): ThreadData | undefined {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.map((m) => (m.id === id && isPending(m) ? { ...m, ...change } : m)),
      })),
    }
  );
}

/** The thread without the message on its way of this id (it moved to the room its draft opened). */
export function withoutPending(data: ThreadData | undefined, id: string): ThreadData | undefined {
  return (
    data && {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        messages: page.messages.filter((m) => m.id !== id || !isPending(m)),
      })),
    }
  );
}

/** The messages on their way a thread holds, in the order typed. */
export const pendingOf = (data: ThreadData | undefined): PendingMessage[] =>
  (data?.pages ?? []).flatMap((page) => page.messages.filter(isPending));

/** What is left of a thread whose history is dropped (a chat deleted for me): its messages on their way. */
export function onlyPending(data: ThreadData | undefined): ThreadData | undefined {
  const pending = pendingOf(data);
  return pending.length === 0
    ? undefined
    : { pages: [{ messages: pending, more: false, held: true }], pageParams: [null] };
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

/**
 * A thread as the conversation shows it: the sent messages once each by id, ordered by seq
 * (docs/chat.md, Model), after my delete-for-me marker; then those on their way, in the order typed.
 */
export function threadView(
  data: ThreadData | undefined,
  clearedThroughSeq: number | null,
): { sent: ChatMessage[]; pending: PendingMessage[] } {
  const byId = new Map<string, ChatMessage>();
  // Oldest page first, so a newer page's copy of an id wins.
  for (const page of [...(data?.pages ?? [])].reverse()) for (const m of sentIn(page)) byId.set(m.id, m);
  const sent = [...byId.values()].sort((a, b) => a.seq - b.seq);
  return {
    sent: shownMessages(sent, clearedThroughSeq),
    pending: pendingOf(data).filter((m) => !byId.has(m.id)),
  };
}
