import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';

/** One change on a topic: the topic's new value, as every subscriber should see it. */
export interface LiveChange {
  topic: string;
  value: unknown;
}

/**
 * How a delivery reached this node. `reload` means the value did not travel (too large for NOTIFY,
 * or only the change was told): the receiver must read the topic's current value itself.
 */
export type LiveDelivery = { topic: string; value: unknown; reload: false } | { topic: string; reload: true };

export type LiveListener = (delivery: LiveDelivery) => void;

/**
 * A message from one server node to all of them that is no client topic. sessionsEnded: the
 * user's password changed or was reset, or the account was deleted — every node forgets the
 * user's verified tokens and closes the user's sockets.
 */
export type NodeNotice = { type: 'sessionsEnded'; userId: string };

export type NoticeListener = (notice: NodeNotice) => void;

/**
 * The realtime bus. Services publish after their transaction commits; every node's hub listens.
 * In-process by default; on PostgreSQL it also fans out to the other nodes (docs/realtime.md).
 */
export interface LiveBus {
  publish(topic: string, value: unknown): Promise<void>;
  /**
   * Tells every node the topic changed, without its value: a node whose sockets follow it reads
   * the topic's snapshot once (hub.ts); a node without followers reads nothing.
   */
  changed(topic: string): Promise<void>;
  /** Adds a listener for every delivery on this node; returns the function that removes it. */
  onDelivery(listener: LiveListener): () => void;
  /** Hands the notice to this node's listeners at once, then to every other node's. */
  notice(notice: NodeNotice): Promise<void>;
  onNotice(listener: NoticeListener): () => void;
  /** Starts listening to the other nodes (no-op in-process). */
  start(): Promise<void>;
  close(): Promise<void>;
}

export const LIVE_CHANNEL = 'lanyard_live';
/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. Anything above this budget goes out as
 * a reference (topic only) and receivers reload the value, so no payload is ever split.
 */
export const NOTIFY_MAX_BYTES = 7900;

type WireMessage = {
  /** The publishing node, so it can skip its own echo (it has delivered locally already). */
  o: string;
} & (
  | {
      t: string;
      /** Present unless the value was too large; then receivers reload. */
      v?: unknown;
    }
  | { n: NodeNotice }
);

/** A notice as it arrives from another node, checked before any listener trusts it. */
function parseNotice(value: unknown): NodeNotice | null {
  const n = value as Partial<NodeNotice> | null;
  return n?.type === 'sessionsEnded' && typeof n.userId === 'string'
    ? { type: 'sessionsEnded', userId: n.userId }
    : null;
}

/** In-process bus: a delivery goes synchronously to this node's listeners. */
export function createLocalBus(): LiveBus {
  const deliveries = createListeners<LiveDelivery>();
  const notices = createListeners<NodeNotice>();
  return {
    async publish(topic, value) {
      deliveries.deliver({ topic, value, reload: false });
    },
    async changed(topic) {
      deliveries.deliver({ topic, reload: true });
    },
    onDelivery: deliveries.add,
    async notice(notice) {
      notices.deliver(notice);
    },
    onNotice: notices.add,
    async start() {},
    async close() {
      deliveries.clear();
      notices.clear();
    },
  };
}

/**
 * Bus over PostgreSQL LISTEN/NOTIFY. The publishing node delivers to its own listeners at once and
 * sends one NOTIFY; every other node receives it on its LISTEN connection and delivers it to its
 * listeners. NOTIFY is at-most-once (a node that is reconnecting misses messages), which suits
 * realtime views: a client that reconnects re-subscribes and gets a fresh snapshot.
 */
export function createPostgresBus(database: Pick<Database, 'listen' | 'notify'>): LiveBus {
  const nodeId = randomUUID();
  const deliveries = createListeners<LiveDelivery>();
  const notices = createListeners<NodeNotice>();
  let stopListening: (() => Promise<void>) | null = null;
  const send = createNotifyBatcher((payloads) => database.notify(LIVE_CHANNEL, payloads));

  const onPayload = (payload: string) => {
    let message: WireMessage;
    try {
      message = JSON.parse(payload) as WireMessage;
    } catch {
      return;
    }
    if (message.o === nodeId) return;
    if ('n' in message) {
      const notice = parseNotice(message.n);
      if (notice) notices.deliver(notice);
      return;
    }
    if (typeof message.t !== 'string') return;
    deliveries.deliver(
      'v' in message
        ? { topic: message.t, value: message.v, reload: false }
        : { topic: message.t, reload: true },
    );
  };

  return {
    async publish(topic, value) {
      deliveries.deliver({ topic, value, reload: false });
      let payload = JSON.stringify({ o: nodeId, t: topic, v: value } satisfies WireMessage);
      if (Buffer.byteLength(payload, 'utf8') > NOTIFY_MAX_BYTES) {
        payload = JSON.stringify({ o: nodeId, t: topic } satisfies WireMessage);
      }
      await send(payload);
    },
    async changed(topic) {
      deliveries.deliver({ topic, reload: true });
      await send(JSON.stringify({ o: nodeId, t: topic } satisfies WireMessage));
    },
    onDelivery: deliveries.add,
    async notice(notice) {
      notices.deliver(notice);
      await send(JSON.stringify({ o: nodeId, n: notice } satisfies WireMessage));
    },
    onNotice: notices.add,
    async start() {
      if (!stopListening) stopListening = await database.listen(LIVE_CHANNEL, onPayload);
    },
    async close() {
      deliveries.clear();
      notices.clear();
      const stop = stopListening;
      stopListening = null;
      await stop?.();
    },
  };
}

/** Most NOTIFYs one statement carries (each payload is a bind parameter). */
const NOTIFY_BATCH_MAX = 100;

/**
 * Sends the payloads published in one turn of the event loop as one statement: a burst of changes
 * (20 bookings at once, each telling four topics) costs a few round trips, not one per topic. Each
 * caller's promise settles when its payload has been sent.
 */
function createNotifyBatcher(notify: (payloads: readonly string[]) => Promise<void>) {
  let batch: { payloads: string[]; sent: Promise<void> } | null = null;
  return (payload: string): Promise<void> => {
    if (batch === null || batch.payloads.length >= NOTIFY_BATCH_MAX) {
      const payloads: string[] = [];
      const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        if (batch?.payloads === payloads) batch = null;
        return notify(payloads);
      });
      batch = { payloads, sent };
    }
    batch.payloads.push(payload);
    return batch.sent;
  };
}

/** PGlite is one process: in-process is enough. PostgreSQL may have several nodes. */
export function createBus(database: Database): LiveBus {
  return database.engine === 'postgres' ? createPostgresBus(database) : createLocalBus();
}

/** One kind of message's listeners on this node (deliveries, notices). */
function createListeners<T>() {
  const listeners = new Set<(message: T) => void>();
  return {
    /** Adds a listener; returns the function that removes it. */
    add(listener: (message: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    deliver(message: T): void {
      for (const listener of listeners) {
        try {
          listener(message);
        } catch {
          // One failing listener (a socket that just closed) must not stop the others.
        }
      }
    },
    clear: () => listeners.clear(),
  };
}
