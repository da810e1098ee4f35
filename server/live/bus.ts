import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import type { AccessLoss } from '../services/access/loss';
import { accessLossSchema } from './accessLossNotice';

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
 * user's verified tokens and closes the user's sockets. accessLost: access was taken away — every
 * node checks the subscriptions the loss names again and ends those that no longer pass (hub.ts).
 */
export type NodeNotice = { type: 'sessionsEnded'; userId: string } | { type: 'accessLost'; loss: AccessLoss };

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

/** One change or notice on the wire. */
type WireItem =
  | {
      t: string;
      /** Present unless the value was too large; then receivers reload. */
      v?: unknown;
    }
  | { n: NodeNotice };

/**
 * One NOTIFY: the items one node published in one turn of the event loop, as many as fit under
 * NOTIFY_MAX_BYTES, so a send's four pushes cost every node one notification to parse, not four.
 */
interface WireEnvelope {
  /** The publishing node, first, so it can skip its own echo unparsed (it has delivered locally). */
  o: string;
  m: WireItem[];
}

/** A notice as it arrives from another node, checked before any listener trusts it. */
function parseNotice(value: unknown): NodeNotice | null {
  const n = value as { type?: unknown; userId?: unknown; loss?: unknown } | null;
  if (n?.type === 'sessionsEnded' && typeof n.userId === 'string') {
    return { type: 'sessionsEnded', userId: n.userId };
  }
  if (n?.type !== 'accessLost') return null;
  const loss = accessLossSchema.safeParse(n.loss);
  return loss.success ? { type: 'accessLost', loss: loss.data } : null;
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
  const ownEcho = `{"o":${JSON.stringify(nodeId)},`;
  const send = createNotifyBatcher(ownEcho, (payloads) => database.notify(LIVE_CHANNEL, payloads));

  const onItem = (item: WireItem) => {
    if ('n' in item) {
      const notice = parseNotice(item.n);
      if (notice) notices.deliver(notice);
      return;
    }
    if (typeof item.t !== 'string') return;
    deliveries.deliver(
      'v' in item ? { topic: item.t, value: item.v, reload: false } : { topic: item.t, reload: true },
    );
  };

  const onPayload = (payload: string) => {
    if (payload.startsWith(ownEcho)) return;
    let envelope: WireEnvelope;
    try {
      envelope = JSON.parse(payload) as WireEnvelope;
    } catch {
      return;
    }
    if (Array.isArray(envelope.m)) envelope.m.forEach(onItem);
  };

  return {
    async publish(topic, value) {
      deliveries.deliver({ topic, value, reload: false });
      let item = JSON.stringify({ t: topic, v: value } satisfies WireItem);
      if (Buffer.byteLength(item, 'utf8') > MAX_ITEM_BYTES) {
        item = JSON.stringify({ t: topic } satisfies WireItem);
      }
      await send(item);
    },
    async changed(topic) {
      deliveries.deliver({ topic, reload: true });
      await send(JSON.stringify({ t: topic } satisfies WireItem));
    },
    onDelivery: deliveries.add,
    async notice(notice) {
      notices.deliver(notice);
      await send(JSON.stringify({ n: notice } satisfies WireItem));
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
/** An item's budget: what is left of a NOTIFY once the envelope (`{"o":"<uuid>","m":[…]}`) is around it. */
const MAX_ITEM_BYTES = NOTIFY_MAX_BYTES - 64;

/**
 * Sends the items published in one turn of the event loop as one statement, packed into as few
 * NOTIFYs as fit: a burst of changes (20 bookings at once, each telling four topics; a chat send's
 * four pushes) costs a round trip, and each node a notification to parse per few KB, not one per
 * topic. Items keep their order. Each caller's promise settles when its item has been sent.
 */
function createNotifyBatcher(prefix: string, notify: (payloads: readonly string[]) => Promise<void>) {
  let batch: { items: string[]; sent: Promise<void> } | null = null;
  return (item: string): Promise<void> => {
    if (batch === null) {
      const items: string[] = [];
      const sent = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        batch = null;
        const payloads = pack(prefix, items);
        for (let i = 0; i < payloads.length; i += NOTIFY_BATCH_MAX) {
          await notify(payloads.slice(i, i + NOTIFY_BATCH_MAX));
        }
      });
      batch = { items, sent };
    }
    batch.items.push(item);
    return batch.sent;
  };
}

/** The items as envelopes of at most NOTIFY_MAX_BYTES each, in order (each item fits one alone). */
function pack(prefix: string, items: readonly string[]): string[] {
  const payloads: string[] = [];
  let open: string[] = [];
  let bytes = 0;
  const close = () => {
    if (open.length > 0) payloads.push(`${prefix}"m":[${open.join(',')}]}`);
    open = [];
    bytes = Buffer.byteLength(prefix, 'utf8') + 7;
  };
  close();
  for (const item of items) {
    const size = Buffer.byteLength(item, 'utf8') + 1;
    if (open.length > 0 && bytes + size > NOTIFY_MAX_BYTES) close();
    open.push(item);
    bytes += size;
  }
  close();
  return payloads;
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
