import { mutationOptions, MutationObserver, useMutation } from '@tanstack/react-query';
import type { ChatContactCard, ChatMessage } from '@shared/schemas/chat';
import { ApiCallError } from '../../api/errors';
import { queryClient } from '../../api/queryClient';
import { openRoom, putRoom, sendMessage, shareContact } from './api';
import { useDrafts } from './drafts';
import { addPending, allPending, confirmSent, findPending, moveToRoom, setPending } from './pending';
import { followSignedInUser } from './perUser';
import { chatKeys } from './roomsQuery';
import type { PendingMessage } from './thread';

/*
 * Sending (issue 12: optimistic with a retry on failure; offline a message waits and goes when the
 * network is back, in the order typed). A message shows at once in its thread (pending.ts) with the
 * id the client made, and each attempt is the send mutation with that id: the server keeps it, so
 * sending it again never writes it twice, and its answer takes the pending one's place by id.
 */

const isOffline = (err: unknown) => !navigator.onLine || (err instanceof ApiCallError && err.isNetwork);

/**
 * One attempt: opens the draft's room first when it has none (the pair's room, made now: spec §4
 * "a new room is created on the first message"), then sends the message with its id. Null when it
 * is no longer on its way (sent meanwhile).
 */
async function deliver(asked: PendingMessage): Promise<ChatMessage | null> {
  const entry = findPending(asked.id);
  if (!entry) return null;
  let roomId = entry.roomId;
  if (!roomId) {
    const opened = await openRoom(entry.eventId, entry.participantId);
    roomId = opened.object;
    putRoom(opened.room);
    // The room exists now, and the draft whose first message this is hands over to it (spec §3
    // firstMessage): the room's input takes the draft's place, its text and its focus
    // (useRoomText). A text sent leaves it empty; a shared contact leaves what was typed.
    if (!entry.contact) useDrafts.getState().type(entry.eventId, entry.participantId, '');
    moveToRoom(entry, roomId);
  }
  return entry.contact
    ? shareContact(roomId, entry.contact, entry.id)
    : sendMessage(roomId, entry.msg, entry.id);
}

/** The send mutation: one at a time (its scope), so what waited goes in the order typed. */
export const sendMutation = () =>
  mutationOptions({
    mutationKey: chatKeys.send(),
    scope: { id: 'chat.send' },
    mutationFn: deliver,
    onSuccess: (message: ChatMessage | null) => {
      if (message) confirmSent(message);
    },
    onError: (error: unknown, entry: PendingMessage) =>
      setPending(entry.id, isOffline(error) ? { state: 'waiting' } : { state: 'failed', error }),
  });

type Mutate = (entry: PendingMessage) => Promise<unknown>;

/** Sends outside a screen (what waited, once online): the same mutation through its own observer. */
const inBackground: Mutate = (entry) => new MutationObserver(queryClient, sendMutation()).mutate(entry);

/** Sends a message on its way unless it is being sent; offline it waits without asking. */
async function attempt(id: string, mutate: Mutate): Promise<void> {
  const entry = findPending(id);
  if (!entry || entry.state === 'sending') return;
  if (!navigator.onLine) {
    setPending(id, { state: 'waiting' });
    return;
  }
  setPending(id, { state: 'sending', error: undefined });
  // A failure is the message's state (onError), not the caller's.
  await mutate(entry).catch(() => undefined);
}

/** Where a message goes: a room, or a draft's person. */
export type SendTarget = Pick<PendingMessage, 'roomId' | 'eventId' | 'participantId'>;

/** What is sent: a text, or a shared contact (spec §3 type contact). */
export type SendContent = { msg: string; contact?: never } | { contact: ChatContactCard; msg?: never };

/** Shows a typed message at once with a new client id and sends it. */
export function send(to: SendTarget, content: SendContent, mutate: Mutate = inBackground): Promise<void> {
  const id = crypto.randomUUID();
  const contact = content.contact ? { contact: content.contact } : {};
  addPending({ ...to, id, msg: content.msg ?? '', ...contact, dt: Date.now(), state: 'waiting' });
  return attempt(id, mutate);
}

/** Sends a failed message again, with its id. */
export const retry = (id: string, mutate: Mutate = inBackground): Promise<void> => attempt(id, mutate);

/** Sends what waited for the network, in the order it was typed (the mutation's scope keeps it). */
export async function sendWaiting(): Promise<void> {
  const waiting = allPending().filter((m) => m.state === 'waiting');
  await Promise.all(waiting.map((m) => attempt(m.id, inBackground)));
}

/** A conversation's sending: the send mutation (useMutation) for what it sends and retries. */
export function useSend() {
  const { mutateAsync } = useMutation(sendMutation());
  return {
    send: (to: SendTarget, content: SendContent) => void send(to, content, mutateAsync),
    retry: (id: string) => void retry(id, mutateAsync),
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void sendWaiting());
  // What waited before a reload, or for the user now signed in (pending.ts has read it back), goes
  // now; offline it waits on.
  followSignedInUser(() => void sendWaiting());
  void sendWaiting();
}
