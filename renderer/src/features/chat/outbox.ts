import { create } from 'zustand';
import { ApiCallError } from '../../api/errors';
import { openRoom, putMessage, putRoom, sendMessage } from './api';
import { useDrafts } from './drafts';

/**
 * Messages on their way (issue 12: sending is optimistic with a retry on failure; offline they wait
 * and go when the network is back). Each has the id the client made, which the server keeps
 * (POST /v1/chat/message `id`), so sending it again never writes it twice.
 */
export interface Outgoing {
  id: string;
  /** Where it goes: a room, or the person of a draft (the room is opened as it is sent). */
  roomId: string | null;
  eventId: string;
  participantId: string;
  msg: string;
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

export const useOutbox = create<OutboxState>((set) => ({
  items: [],
  add: (item) => set((s) => ({ items: [...s.items, item] })),
  set: (id, change) => set((s) => ({ items: s.items.map((i) => (i.id === id ? { ...i, ...change } : i)) })),
  remove: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
}));

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
      // The room exists now: the draft has served (spec §3 firstMessage).
      useDrafts.getState().drop(item.eventId, item.participantId);
      useOutbox.getState().set(id, { roomId });
    }
    putMessage(await sendMessage(roomId, item.msg, item.id));
    useOutbox.getState().remove(id);
  } catch (error) {
    useOutbox.getState().set(id, isOffline(error) ? { state: 'waiting' } : { state: 'failed', error });
  }
}

/** Queues a typed message and sends it. */
export function send(to: Pick<Outgoing, 'roomId' | 'eventId' | 'participantId'>, msg: string): void {
  const id = crypto.randomUUID();
  useOutbox.getState().add({ ...to, id, msg, dt: Date.now(), state: 'waiting' });
  void deliver(id);
}

/** Sends what waited for the network, one after another in the order it was typed. */
export async function sendWaiting(): Promise<void> {
  for (const item of useOutbox.getState().items) if (item.state === 'waiting') await deliver(item.id);
}

if (typeof window !== 'undefined') window.addEventListener('online', () => void sendWaiting());
