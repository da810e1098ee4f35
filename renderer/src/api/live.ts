import { liveServerMessage, type LiveClientMessage, type LiveServerMessage } from '@shared/live/messages';
import { topicPath, topics, type TopicName, type TopicParamsOf, type TopicValue } from '@shared/live/topics';
import { API_ORIGIN } from '../config';
import { collectionChange, type CollectionChange, type CollectionTopicName } from './liveCollection';
import { onTokensChange, readTokens } from './tokens';

type TopicEvent = Exclude<LiveServerMessage, { type: 'ready' }>;
type Handler = (event: TopicEvent) => void;

const RECONNECT_MIN_MS = 1000;
const RECONNECT_MAX_MS = 30_000;

function liveUrl(): string {
  const origin = API_ORIGIN || window.location.origin;
  return `${origin.replace(/^http/, 'ws')}/v1/live`;
}

/**
 * The one WebSocket to /v1/live. Subscriptions are kept here, not on the socket, so after a
 * reconnect (network change, server restart, token refresh) every topic is subscribed again and
 * its fresh snapshot replaces what the screen had.
 */
class LiveClient {
  private socket: WebSocket | null = null;
  private ready = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private retryMs = RECONNECT_MIN_MS;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor() {
    onTokensChange((tokens) => {
      // A new token (sign-in, refresh) must authenticate a new socket; no token means no socket.
      this.close();
      if (tokens && this.handlers.size > 0) this.connect();
    });
  }

  subscribe(topic: string, handler: Handler): () => void {
    let set = this.handlers.get(topic);
    if (!set) {
      set = new Set();
      this.handlers.set(topic, set);
      if (this.ready) this.send({ type: 'subscribe', topic });
    }
    set.add(handler);
    if (!this.socket) this.connect();
    return () => {
      const current = this.handlers.get(topic);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0) {
        this.handlers.delete(topic);
        if (this.ready) this.send({ type: 'unsubscribe', topic });
      }
      if (this.handlers.size === 0) this.close();
    };
  }

  private connect(): void {
    const token = readTokens()?.token;
    if (!token || this.socket) return;
    const socket = new WebSocket(liveUrl());
    this.socket = socket;
    socket.addEventListener('open', () => this.send({ type: 'auth', token }));
    socket.addEventListener('message', (e) => this.onMessage(e.data));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.ready = false;
      this.scheduleReconnect();
    });
  }

  private onMessage(data: unknown): void {
    if (typeof data !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = liveServerMessage.safeParse(json);
    if (!parsed.success) return;
    const msg = parsed.data;
    if (msg.type === 'ready') {
      this.ready = true;
      this.retryMs = RECONNECT_MIN_MS;
      for (const topic of this.handlers.keys()) this.send({ type: 'subscribe', topic });
      return;
    }
    const targets = msg.topic ? [msg.topic] : [...this.handlers.keys()];
    for (const topic of targets) this.handlers.get(topic)?.forEach((h) => h(msg));
  }

  private scheduleReconnect(): void {
    if (this.handlers.size === 0 || this.retryTimer || !readTokens()) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, RECONNECT_MAX_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private send(msg: LiveClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(msg));
  }

  private close(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const socket = this.socket;
    this.socket = null;
    this.ready = false;
    socket?.close();
  }
}

const live = new LiveClient();

/**
 * Follows topic N: onValue gets each value the server sends — the snapshot on subscribing (again
 * after a reconnect), then every change — parsed with the topic's shared schema; a payload that
 * does not parse is dropped. `snapshot` tells the first from a change. Returns the unsubscribe.
 */
export function followTopic<N extends TopicName>(
  name: N,
  params: TopicParamsOf<N>,
  onValue: (value: TopicValue<N>, snapshot: boolean) => void,
): () => void {
  const payload = topics[name].payload;
  return live.subscribe(topicPath(name, params), (event) => {
    if (event.type !== 'snapshot' && event.type !== 'value') return;
    const parsed = payload.safeParse(event.value);
    if (parsed.success) onValue(parsed.data as TopicValue<N>, event.type === 'snapshot');
  });
}

/**
 * Follows collection topic N (userRooms, a room's messages): onChange gets its snapshot, then each
 * child added or changed (an upsert by key) or removed, parsed with the topic's shared schemas
 * (liveCollection.ts). Returns the unsubscribe.
 */
export function followCollection<N extends CollectionTopicName>(
  name: N,
  params: TopicParamsOf<N>,
  onChange: (change: CollectionChange<N>) => void,
): () => void {
  return live.subscribe(topicPath(name, params), (event) => {
    const change = collectionChange(name, event);
    if (change) onChange(change);
  });
}
