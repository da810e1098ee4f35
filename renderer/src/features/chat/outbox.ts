import { z } from 'zod';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { chatContactCard, type ChatContactCard } from '@shared/schemas/chat';
import { ApiCallError } from '../../api/errors';
import { openRoom, putMessage, putRoom, sendMessage, shareContact } from './api';
import { useDrafts } from './drafts';
import { followSignedInUser, perUserPersist } from './perUser';

/**
 * Messages on their way (issue 12: sending is optimistic with a retry on failure; offline they wait
 * and go when the network is back). Each has the id the client made, which the server keeps
 * (POST /v1/chat/message `id`), so sending it again never writes it twice. Kept in this browser for
 * the signed-in user (perUser.ts), so a reload keeps what had not gone.
 */
export interface Outgoing {
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

interface OutboxState {
  items: Outgoing[];
  set: (id: string, change: Partial<Outgoing>) => void;
  add: (item: Outgoing) => void;
  remove: (id: string) => void;
}

const storedOutbox = z.object({
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
});

/**
 * What a reload finds: waiting messages wait on; one that was being sent may or may not have gone,
 * so it comes back failed, and Retry sends it with its id again (the server answers the stored one
 * if it had arrived: never twice). The refusal itself is not kept (the message then says it was
 * interrupted).
 */
const stored = (item: Outgoing) => ({
  id: item.id,
  roomId: item.roomId,
  eventId: item.eventId,
  participantId: item.participantId,
  msg: item.msg,
  ...(item.contact ? { contact: item.contact } : {}),
  dt: item.dt,
  state: item.state === 'waiting' ? ('waiting' as const) : ('failed' as const),
});

export const useOutbox = create<OutboxState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) => set((s) => ({ items: [...s.items, item] })),
      set: (id, change) =>
        set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, ...change } : i)) })),
      remove: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
    }),
    perUserPersist('lanyard.chat.outbox', storedOutbox, { items: [] }, (s: OutboxState) => ({
      items: s.items.map(stored),
    })),
  ),
);
followSignedInUser(useOutbox);

const isOffline = (err: unknown) => !navigator.onLine || (err instanceof ApiCallError && err.isNetwork);

/**
 * Sends one outgoing message: opens the draft's room first when it has none (the pair's room, made
 * now: spec §4 "a new room is created on the first message"), then the message with its id. On
 * success the message joins its room's history and leaves the outbox.
 */
export async function deliver(id: string): Promise<void> {
  const outbox = useOutbox.getState();
  const item = outbox.items.find((i) => i.id === id);
  if (!item || item.state === 'sending') return;
  if (!navigator.onLine) {
    outbox.set(id, { state: 'waiting' });
    return;
  }
  outbox.set(id, { state: 'sending', error: undefined });
  try {
    let roomId = item.roomId;
    if (!roomId) {
      const opened = await openRoom(item.eventId, item.participantId);
      roomId = opened.object;
      putRoom(opened.room);
      // The room exists now, and the draft whose first message this is hands over to it (spec §3
      // firstMessage): the room's input takes the draft's place, its text and its focus
      // (useRoomText). A text sent leaves it empty; a shared contact leaves what was typed.
      if (!item.contact) useDrafts.getState().type(item.eventId, item.participantId, '');
      useOutbox.getState().set(id, { roomId });
    }
    putMessage(
      await (item.contact
        ? shareContact(roomId, item.contact, item.id)
        : sendMessage(roomId, item.msg, item.id)),
    );
    useOutbox.getState().remove(id);
  } catch (error) {
    useOutbox.getState().set(id, isOffline(error) ? { state: 'waiting' } : { state: 'failed', error });
  }
}

/** Where a message goes: a room, or a draft's person. */
export type OutgoingTarget = Pick<Outgoing, 'roomId' | 'eventId' | 'participantId'>;

/** Queues a typed message and sends it. */
export function send(to: OutgoingTarget, msg: string): void {
  const id = crypto.randomUUID();
  useOutbox.getState().add({ ...to, id, msg, dt: Date.now(), state: 'waiting' });
  void deliver(id);
}

/** Queues a shared contact and sends it, as a typed message goes (optimistic, retry, offline). */
export function sendContact(to: OutgoingTarget, contact: ChatContactCard): void {
  const id = crypto.randomUUID();
  useOutbox.getState().add({ ...to, id, msg: '', contact, dt: Date.now(), state: 'waiting' });
  void deliver(id);
}

/** Sends what waited for the network, one after another in the order it was typed. */
export async function sendWaiting(): Promise<void> {
  for (const item of useOutbox.getState().items) if (item.state === 'waiting') await deliver(item.id);
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void sendWaiting());
  // What waited before a reload, or for the user now signed in, goes now (it waits on if offline).
  useOutbox.persist.onFinishHydration(() => void sendWaiting());
  void sendWaiting();
}
