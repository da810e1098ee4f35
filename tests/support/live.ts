import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { LiveServerMessage } from '@shared/live/messages';

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

/** A socket to /v1/live that records what the server sends. */
export async function openLive(app: FastifyInstance): Promise<LiveTestClient> {
  const socket = new WebSocket(await liveUrl(app));
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
