import type { WebSocket } from 'ws';
import { ErrorCode } from '@shared/errors';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE_UNAUTHORIZED,
  liveClientMessage,
  type LiveServerMessage,
} from '@shared/live/messages';
import { findInputProblem, problemField } from '../http/inputGuard';
import type { AuthUser } from '../http/route';
import type { AccessLoss } from '../services/access/loss';
import type { LiveService } from '../services/live';
import { lossAffects } from './accessLoss';
import type { LiveBus, LiveDelivery } from './bus';
import { deliveryMessage, reloadedMessage } from './deliveryMessage';

/** Limits that keep one connection cheap. */
export const LIVE_MAX_MESSAGE_BYTES = 4096;
export const LIVE_MAX_SUBSCRIPTIONS = 500;
/** A socket that misses a pong for this long is terminated (dead TCP peers otherwise linger). */
export const LIVE_HEARTBEAT_MS = 30_000;

export interface LiveHubOptions {
  live: LiveService;
  bus: LiveBus;
  /** Verifies an app token exactly as the REST routes do; throws when it is not valid. */
  authenticate(token: string): Promise<AuthUser>;
  authTimeoutMs?: number;
  heartbeatMs?: number;
}

/**
 * A subscription waits for its snapshot before it passes values on: a change that commits while
 * the snapshot is being read is queued and sent after it, so the client always ends on the newest
 * value. It waits the same way while its rule is checked again after an access loss (`rechecks`),
 * so nothing published after the loss reaches a socket that no longer has access.
 */
interface Subscription {
  ready: boolean;
  rechecks: number;
  queued: LiveServerMessage[];
}

/** What a socket is told when its access to a topic was taken away and the topic stopped. */
const ACCESS_ENDED = 'Your access to this topic ended';

interface Connection {
  socket: WebSocket;
  userId: string | null;
  authTimer: NodeJS.Timeout | null;
  alive: boolean;
  subscriptions: Map<string, Subscription>;
}

/**
 * The realtime hub of one node: authenticates sockets, checks each subscription against the
 * topic's rule, answers with a snapshot and forwards bus deliveries to subscribed sockets.
 * State per socket is a user id and a map of topics; per topic, the set of sockets.
 */
export function createLiveHub(opts: LiveHubOptions) {
  const authTimeoutMs = opts.authTimeoutMs ?? LIVE_AUTH_TIMEOUT_MS;
  const byTopic = new Map<string, Set<Connection>>();
  const connections = new Set<Connection>();

  const stopDeliveries = opts.bus.onDelivery((delivery) => void deliver(delivery));
  const stopNotices = opts.bus.onNotice((notice) => {
    if (notice.type === 'accessLost') recheck(notice.loss);
  });

  const heartbeat = setInterval(() => {
    for (const conn of connections) {
      if (!conn.alive) {
        conn.socket.terminate();
        continue;
      }
      conn.alive = false;
      conn.socket.ping();
    }
  }, opts.heartbeatMs ?? LIVE_HEARTBEAT_MS);
  heartbeat.unref();

  async function deliver(delivery: LiveDelivery): Promise<void> {
    const subscribers = byTopic.get(delivery.topic);
    if (!subscribers || subscribers.size === 0) return;
    let message: LiveServerMessage;
    try {
      // One read per node, however many sockets follow the topic.
      message = delivery.reload
        ? reloadedMessage(delivery.topic, await opts.live.snapshot(delivery.topic))
        : deliveryMessage(delivery.topic, delivery.value);
    } catch {
      return;
    }
    for (const conn of subscribers) {
      const sub = conn.subscriptions.get(delivery.topic);
      if (!sub) continue;
      if (!sub.ready || sub.rechecks > 0) sub.queued.push(message);
      else send(conn, message);
    }
  }

  /** Sends what a subscription queued once it has its snapshot and no access check is pending. */
  function flush(conn: Connection, sub: Subscription): void {
    if (!sub.ready || sub.rechecks > 0) return;
    for (const queued of sub.queued.splice(0)) send(conn, queued);
  }

  /**
   * Access was taken away: the subscriptions the loss names hold their deliveries at once, their
   * rules run again (once per user and topic), and those that no longer pass end with
   * `unsubscribed` and drop what they held. A check that fails to run ends the subscription too:
   * better a client that subscribes again than one that keeps what it may no longer see.
   */
  function recheck(loss: AccessLoss): void {
    const checks = new Map<string, Promise<boolean>>();
    for (const conn of connections) {
      const userId = conn.userId;
      if (userId === null) continue;
      for (const [topic, sub] of conn.subscriptions) {
        if (!lossAffects(loss, userId, topic)) continue;
        const key = `${userId}\n${topic}`;
        let check = checks.get(key);
        if (!check) {
          check = opts.live.canSubscribe({ userId }, topic).catch(() => false);
          checks.set(key, check);
        }
        sub.rechecks += 1;
        void check.then((passed) => settleRecheck(conn, topic, sub, passed));
      }
    }
  }

  function settleRecheck(conn: Connection, topic: string, sub: Subscription, passed: boolean): void {
    sub.rechecks -= 1;
    // Unsubscribed, subscribed anew or closed meanwhile: that path has answered the client.
    if (conn.subscriptions.get(topic) !== sub) return;
    if (passed) return flush(conn, sub);
    conn.subscriptions.delete(topic);
    removeFromTopic(conn, topic);
    send(conn, { type: 'unsubscribed', topic, errorCode: ErrorCode.Forbidden, errorMessage: ACCESS_ENDED });
  }

  function send(conn: Connection, message: LiveServerMessage): void {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(message));
  }

  function sendError(conn: Connection, errorCode: string, errorMessage: string, topic?: string): void {
    send(conn, { type: 'error', errorCode, errorMessage, ...(topic === undefined ? {} : { topic }) });
  }

  function closeUnauthorized(conn: Connection, reason: string): void {
    conn.socket.close(LIVE_CLOSE_UNAUTHORIZED, reason);
  }

  function drop(conn: Connection): void {
    if (conn.authTimer) clearTimeout(conn.authTimer);
    conn.authTimer = null;
    for (const topic of conn.subscriptions.keys()) removeFromTopic(conn, topic);
    conn.subscriptions.clear();
    connections.delete(conn);
  }

  function removeFromTopic(conn: Connection, topic: string): void {
    const set = byTopic.get(topic);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) byTopic.delete(topic);
  }

  async function onMessage(conn: Connection, raw: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
    const size = Array.isArray(raw) ? raw.reduce((n, b) => n + b.length, 0) : raw.byteLength;
    if (isBinary || size > LIVE_MAX_MESSAGE_BYTES) {
      return sendError(conn, ErrorCode.ValidationFailed, 'Messages are JSON text of at most 4096 bytes');
    }
    let json: unknown;
    try {
      json = JSON.parse(toText(raw));
    } catch {
      return sendError(conn, ErrorCode.ValidationFailed, 'Message is not JSON');
    }
    const problem = findInputProblem(json);
    if (problem) {
      return sendError(
        conn,
        ErrorCode.ValidationFailed,
        `${problemField(problem, 'message')}: ${problem.message}`,
      );
    }
    const parsed = liveClientMessage.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.length ? issue.path.join('.') : 'message';
      return sendError(conn, ErrorCode.ValidationFailed, `${field}: ${issue?.message ?? 'invalid'}`);
    }
    const message = parsed.data;

    if (conn.userId === null) {
      if (message.type !== 'auth') return closeUnauthorized(conn, 'The first message must be auth');
      if (conn.authTimer === null) return; // an auth is already being verified
      clearTimeout(conn.authTimer);
      conn.authTimer = null;
      let user: AuthUser;
      try {
        user = await opts.authenticate(message.token);
      } catch {
        return closeUnauthorized(conn, 'Invalid token');
      }
      conn.userId = user.userId;
      return send(conn, { type: 'ready', userId: user.userId });
    }

    switch (message.type) {
      case 'auth':
        return sendError(conn, ErrorCode.ValidationFailed, 'Already authenticated');
      case 'unsubscribe':
        conn.subscriptions.delete(message.topic);
        return removeFromTopic(conn, message.topic);
      case 'subscribe':
        return subscribe(conn, conn.userId, message.topic);
    }
  }

  async function subscribe(conn: Connection, userId: string, topic: string): Promise<void> {
    if (conn.subscriptions.has(topic)) conn.subscriptions.get(topic)!.ready = false;
    else if (conn.subscriptions.size >= LIVE_MAX_SUBSCRIPTIONS) {
      return sendError(conn, ErrorCode.TooManyRequests, 'Too many subscriptions on one socket', topic);
    }
    // Registered before the snapshot is read, so no change can fall between the two.
    const sub: Subscription = conn.subscriptions.get(topic) ?? { ready: false, rechecks: 0, queued: [] };
    conn.subscriptions.set(topic, sub);
    let set = byTopic.get(topic);
    if (!set) byTopic.set(topic, (set = new Set()));
    set.add(conn);

    let result: Awaited<ReturnType<LiveService['subscribe']>>;
    try {
      result = await opts.live.subscribe({ userId }, topic);
    } catch {
      result = { ok: false, errorCode: ErrorCode.Internal, errorMessage: 'Could not read the topic' };
    }
    if (conn.subscriptions.get(topic) !== sub) return; // unsubscribed or closed meanwhile
    if (!result.ok) {
      conn.subscriptions.delete(topic);
      removeFromTopic(conn, topic);
      return sendError(conn, result.errorCode, result.errorMessage, topic);
    }
    send(conn, { type: 'snapshot', topic, value: result.value });
    sub.ready = true;
    flush(conn, sub);
  }

  return {
    /** Takes over a freshly upgraded socket. */
    accept(socket: WebSocket): void {
      const conn: Connection = {
        socket,
        userId: null,
        authTimer: null,
        alive: true,
        subscriptions: new Map(),
      };
      connections.add(conn);
      conn.authTimer = setTimeout(() => {
        conn.authTimer = null;
        if (conn.userId === null) closeUnauthorized(conn, 'Authenticate within 5 seconds');
      }, authTimeoutMs);
      socket.on('pong', () => (conn.alive = true));
      socket.on('message', (raw, isBinary) => {
        onMessage(conn, raw, isBinary).catch(() =>
          sendError(conn, ErrorCode.Internal, 'The message could not be handled'),
        );
      });
      socket.on('close', () => drop(conn));
      socket.on('error', () => socket.terminate());
    },

    /**
     * Closes the user's sockets on this node with 4401, as an invalid token would: their sessions
     * ended (password changed or reset, account deleted). A client that still holds valid tokens
     * (the one that changed the password got new ones) reconnects; any other must sign in again.
     */
    closeUser(userId: string): void {
      for (const conn of [...connections]) {
        if (conn.userId !== userId) continue;
        closeUnauthorized(conn, 'Session ended');
        drop(conn);
      }
    },

    /** Open sockets and followed topics on this node (tests, diagnostics). */
    stats: () => ({ connections: connections.size, topics: byTopic.size }),

    close(): void {
      clearInterval(heartbeat);
      stopDeliveries();
      stopNotices();
      for (const conn of [...connections]) {
        conn.socket.close(1001, 'Server shutting down');
        drop(conn);
      }
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;

function toText(raw: Buffer | ArrayBuffer | Buffer[]): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
