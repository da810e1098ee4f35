import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { LiveServerMessage } from '@shared/live/messages';
import { topicPath } from '@shared/live/topics';

/** Starts the app on a spare port once and answers its ws:// address for /v1/live. */
export async function liveUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/v1/live`;
}

export interface LiveTestClient {
  socket: WebSocket;
  /** Every message received so far, parsed. */
  messages: LiveServerMessage[];
  send(message: unknown): void;
  sendRaw(data: string): void;
  /** The first message (received or still to come) matching the predicate; fails after `ms`. */
  waitFor(predicate: (m: LiveServerMessage) => boolean, ms?: number): Promise<LiveServerMessage>;
  /** Resolves with the close code once the server closes the socket. */
  closed: Promise<{ code: number; reason: string }>;
  /** Sends auth and waits for ready. */
  authenticate(token: string): Promise<void>;
  /** Subscribes and answers the snapshot or error for that topic. */
  subscribe(topic: string): Promise<LiveServerMessage>;
  close(): void;
}

/** A socket to the app's /v1/live (or to the given ws:// address) that records what the server sends. */
export async function openLive(target: FastifyInstance | string): Promise<LiveTestClient> {
  const socket = new WebSocket(typeof target === 'string' ? target : await liveUrl(target));
  const messages: LiveServerMessage[] = [];
  const waiters = new Set<() => void>();
  socket.on('message', (raw) => {
    messages.push(JSON.parse(String(raw)) as LiveServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });

  const waitFor: LiveTestClient['waitFor'] = (predicate, ms = 5000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (!found) return false;
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`No matching live message within ${ms} ms; received ${JSON.stringify(messages)}`));
      }, ms);
      if (!check()) waiters.add(wake);
    });

  const client: LiveTestClient = {
    socket,
    messages,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (data) => socket.send(data),
    waitFor,
    closed,
    async authenticate(token) {
      client.send({ type: 'auth', token });
      await waitFor((m) => m.type === 'ready');
    },
    subscribe(topic) {
      const before = messages.length;
      client.send({ type: 'subscribe', topic });
      return waitFor(
        (m) =>
          messages.indexOf(m) >= before &&
          (m.type === 'snapshot' || m.type === 'error') &&
          'topic' in m &&
          m.topic === topic,
      );
    },
    close: () => socket.close(),
  };
  return client;
}

/**
 * Waits until everything published before this call has reached the socket, which must follow
 * ui/{userId}: the user changes their UI language through `app` (node A's, when the socket is on
 * node B) and the socket receives the change. Deliveries keep their order, on one node and across
 * the bus, so whatever was published earlier has arrived by then — and what has not, never will.
 */
export async function settled(
  app: FastifyInstance,
  socket: LiveTestClient,
  user: { userId: string; auth: Record<string, string> },
): Promise<void> {
  const before = socket.messages.length;
  const language = before % 2 === 0 ? 'tr' : 'es';
  const put = await app.inject({
    method: 'PUT',
    url: '/v1/user/profile',
    headers: user.auth,
    payload: { action: 'uiSettings', uiSettings: { language } },
  });
  if (put.statusCode !== 200) throw new Error(`PUT /v1/user/profile answered ${put.statusCode}`);
  await socket.waitFor(
    (m) =>
      socket.messages.indexOf(m) >= before &&
      m.type === 'value' &&
      m.topic === `ui/${user.userId}` &&
      (m.value as { language?: string }).language === language,
  );
}

/**
 * The sockets a test file opens with `follow`: each signed in as the person and following their
 * ui topic (so `settled` can prove nothing more arrives) and the given topics, every subscription
 * answered with its snapshot. `closeAll` after each test.
 */
export function liveFollowers() {
  const open: LiveTestClient[] = [];
  return {
    async follow(
      target: FastifyInstance | string,
      who: { userId: string; token: string },
      ...topics: string[]
    ) {
      const socket = await openLive(target);
      open.push(socket);
      await socket.authenticate(who.token);
      for (const topic of [topicPath('ui', { userId: who.userId }), ...topics]) {
        const answer = await socket.subscribe(topic);
        if (answer.type !== 'snapshot') throw new Error(`${topic}: ${JSON.stringify(answer)}`);
      }
      return socket;
    },
    closeAll() {
      for (const socket of open.splice(0)) socket.close();
    },
  };
}
