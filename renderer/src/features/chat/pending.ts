import { QueryObserver, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { chatContactCard, type ChatMessage } from '@shared/schemas/chat';
import { queryClient } from '../../api/queryClient';
import { putMessage } from './api';
import { followSignedInUser, perUserStorage, signedInUser } from './perUser';
import { chatKeys } from './roomsQuery';
import {
  changePending,
  pendingOf,
  withoutPending,
  withPending,
  type PendingMessage,
  type ThreadData,
} from './thread';

/*
 * The messages on their way, where they live: in their conversation's thread in the query cache
 * (thread.ts), beside the sent ones. Kept in this browser for the signed-in user (perUser.ts), so a
 * reload keeps what had not gone; a thread holding one is kept in the cache however long it is not
 * shown.
 */

/** The thread a message on its way belongs to: its room's, or its draft's before the room exists. */
export const threadKeyOf = (to: Pick<PendingMessage, 'roomId' | 'eventId' | 'participantId'>): QueryKey =>
  to.roomId ? chatKeys.thread(to.roomId) : chatKeys.draftThread(to.eventId, to.participantId);

const threads = () => queryClient.getQueriesData<ThreadData>({ queryKey: chatKeys.threads() });

/** Every message on its way, in every thread, in the order typed. */
export const allPending = (): PendingMessage[] =>
  threads()
    .flatMap(([, data]) => pendingOf(data))
    .sort((a, b) => a.dt - b.dt);

export const findPending = (id: string): PendingMessage | undefined => allPending().find((m) => m.id === id);

/** A message typed: into its thread, shown at once. */
export function addPending(entry: PendingMessage): void {
  queryClient.setQueryData<ThreadData>(threadKeyOf(entry), (data) => withPending(data, entry));
  keep();
}

/** A message on its way changed (sending, waiting, failed) wherever it is held. */
export function setPending(id: string, change: Partial<PendingMessage>): void {
  for (const [key, data] of threads())
    if (pendingOf(data).some((m) => m.id === id))
      queryClient.setQueryData<ThreadData>(key, (held) => changePending(held, id, change));
  keep();
}

/** A draft's message moves to the room its first message opened. */
export function moveToRoom(entry: PendingMessage, roomId: string): void {
  queryClient.setQueryData<ThreadData>(threadKeyOf(entry), (data) => withoutPending(data, entry.id));
  addPending({ ...entry, roomId });
}

/** The server stored it: the sent message takes its place by the client's id. */
export function confirmSent(message: ChatMessage): void {
  putMessage(message);
  keep();
}

/* Kept across reloads in the form the outbox store of issue 12 wrote (its key and shape), so what waited is kept over
 * an update too. */
const STORE = 'lanyard.chat.outbox';
const STORE_VERSION = 0;
const storage = perUserStorage(signedInUser);

const storedOutbox = z.object({
  state: z.object({
    items: z.array(
      z.object({
        id: z.string(),
        roomId: z.string().nullable(),
        eventId: z.string(),
        participantId: z.string(),
        msg: z.string(),
        contact: chatContactCard.optional(),
        dt: z.number(),
        state: z.enum(['waiting', 'failed']),
      }),
    ),
  }),
});

/**
 * What a reload finds: waiting messages wait on; one that was being sent may or may not have gone,
 * so it comes back failed, and Retry sends it with its id again (the server answers the stored one
 * if it had arrived: never twice). The refusal itself is not kept (the message then says it was
 * interrupted).
 */
const stored = (entry: PendingMessage) => ({
  id: entry.id,
  roomId: entry.roomId,
  eventId: entry.eventId,
  participantId: entry.participantId,
  msg: entry.msg,
  ...(entry.contact ? { contact: entry.contact } : {}),
  dt: entry.dt,
  state: entry.state === 'waiting' ? ('waiting' as const) : ('failed' as const),
});

/** Threads holding a message on their way, each observed here so the cache never collects it. */
const holds = new Map<string, { key: QueryKey; off: () => void }>();

function holdThreads(): void {
  const holding = new Set<string>();
  for (const [key, data] of threads()) {
    if (pendingOf(data).length === 0) continue;
    const hash = JSON.stringify(key);
    holding.add(hash);
    if (!holds.has(hash)) {
      const observer = new QueryObserver<ThreadData>(queryClient, { queryKey: key, enabled: false });
      holds.set(hash, { key, off: observer.subscribe(() => undefined) });
    }
  }
  for (const [hash, hold] of holds)
    if (!holding.has(hash) || !queryClient.getQueryCache().find({ queryKey: hold.key, exact: true })) {
      hold.off();
      holds.delete(hash);
    }
}

/** After each change: stored for the signed-in user, and their threads held. */
function keep(): void {
  storage.setItem(
    STORE,
    JSON.stringify({ state: { items: allPending().map(stored) }, version: STORE_VERSION }),
  );
  holdThreads();
}

/**
 * Reads what the signed-in user kept (at start, at a sign-in or a change of account): what is held
 * in memory is replaced whole, by nothing when the user has nothing stored (or what is stored does
 * not parse: an older shape). Nothing is written back.
 */
export function restorePending(): void {
  for (const [key, data] of threads())
    if (pendingOf(data).length > 0)
      queryClient.setQueryData<ThreadData>(key, (held) =>
        pendingOf(held).reduce<ThreadData | undefined>((d, m) => withoutPending(d, m.id), held),
      );
  const raw = storage.getItem(STORE);
  let parsed: z.infer<typeof storedOutbox> | undefined;
  try {
    const result = storedOutbox.safeParse(typeof raw === 'string' ? JSON.parse(raw) : null);
    parsed = result.success ? result.data : undefined;
  } catch {
    parsed = undefined;
  }
  for (const entry of parsed?.state.items ?? [])
    queryClient.setQueryData<ThreadData>(threadKeyOf(entry), (data) => withPending(data, entry));
  holdThreads();
}

restorePending();
followSignedInUser(restorePending);
