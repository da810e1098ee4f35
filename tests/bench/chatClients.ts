import http from 'node:http';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import WebSocket from 'ws';
import { topicPath } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';
import type { SeededPerson, SeededRoom } from './chatNode';
import { busyShare, machineCpu, postgresCpuMs } from './cpuTime';
import { percentile } from './measure';
import type { ServerNode } from './nodeProcess';

/**
 * The chat benchmarks' clients (tests/bench/chat.ts, mixed.ts): real `ws` sockets that authenticate
 * with app tokens minted at seeding and subscribe to their room's rooms/{roomId}/messages, and
 * senders that POST /v1/chat/message over real HTTP (node:http, keep-alive). A message's delivery
 * time runs from just before its POST to the other member's socket receiving its child_added.
 */

export const DELIVERY_P95_TARGET_MS = 100;
/** How long a straggler may take before its message counts as lost. */
export const DRAIN_MS = 10_000;
/** At most this long for a phase's backlog to be answered. */
const BACKLOG_LIMIT_MS = 180_000;
const CONNECT_BATCH = 200;

export interface Client {
  socket: WebSocket;
  /** Called with each child_added key on a messages topic. */
  onAdded: ((key: string) => void) | null;
}

/** A socket to the node, authenticated and subscribed to the room's messages topic. */
export function connect(port: number, who: SeededPerson, roomId: string): Promise<Client> {
  const topic = topicPath('roomMessages', { roomId });
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/v1/live`);
    const client: Client = { socket, onAdded: null };
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: who.token })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as LiveServerMessage;
      if (message.type === 'child_added') client.onAdded?.(message.key);
      else if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', topic }));
      else if (message.type === 'snapshot') resolve(client);
      else if (message.type === 'error') reject(new Error(`${topic}: ${message.errorMessage}`));
    });
  });
}

export async function connectAll(jobs: (() => Promise<Client>)[]): Promise<Client[]> {
  const clients: Client[] = [];
  for (let i = 0; i < jobs.length; i += CONNECT_BATCH) {
    clients.push(...(await Promise.all(jobs.slice(i, i + CONNECT_BATCH).map((job) => job()))));
  }
  return clients;
}

export async function closeAll(clients: Client[]): Promise<void> {
  await Promise.all(
    clients.map(
      (c) =>
        new Promise<void>((resolve) => {
          if (c.socket.readyState === WebSocket.CLOSED) return resolve();
          c.socket.once('close', () => resolve());
          c.socket.close();
        }),
    ),
  );
}

export interface Pair {
  roomId: string;
  /** Tokens of the two members; index i's socket is sockets[i]. */
  members: [SeededPerson, SeededPerson];
  sockets: [Client, Client];
}

export interface Delivery {
  rate: number;
  sent: number;
  /** Send → the other member's child_added, ms. */
  latencies: number[];
  /** Send → the POST's answer, ms. */
  answers: number[];
  lost: number;
  failed: number;
  /** CPU ms per message of each server node and of this (client) process. */
  serverCpuPerMessage: number[];
  clientCpuPerMessage: number;
  /** This process's event-loop delay p99, ms: a client side that lags would add to the figures. */
  clientLoopP99: number;
  /** PostgreSQL's CPU ms per message (all its processes). */
  databaseCpuPerMessage: number;
  /** The share of the machine's cores busy during the phase (everything on it). */
  machineBusy: number;
  load: number;
}

/**
 * Sends `rate` messages a second for `seconds` (open loop, paced every 5 ms): room after room, the
 * two members taking turns (`turns`) or the first member only, each POSTed to `sendTo`; waits for
 * the last ones to arrive.
 */
export async function deliver(
  pairs: Pair[],
  rate: number,
  seconds: number,
  sendTo: { port: number; agent: http.Agent },
  nodes: ServerNode[],
  turns: boolean,
  postgresDataDir: string,
): Promise<Delivery> {
  /** Each message in flight: when it was sent and the socket that must receive it. */
  const inFlight = new Map<string, { started: number; to: Client }>();
  const latencies: number[] = [];
  const answers: number[] = [];
  let failed = 0;
  const total = rate * seconds;
  for (const client of pairs.flatMap((p) => p.sockets)) {
    // Only the other member's socket times a message; the sender's own echo is not counted.
    client.onAdded = (key) => {
      const flight = inFlight.get(key);
      if (flight?.to !== client) return;
      latencies.push(performance.now() - flight.started);
      inFlight.delete(key);
    };
  }
  const load = os.loadavg()[0] ?? 0;
  const serverBefore = await Promise.all(nodes.map((n) => n.ask({ type: 'usage', gc: false })));
  const clientBefore = process.cpuUsage();
  const databaseBefore = postgresCpuMs(postgresDataDir);
  const machineBefore = machineCpu();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();

  const fail = (id: string) => {
    failed++;
    inFlight.delete(id);
  };
  function sendOne(n: number): void {
    const pair = pairs[n % pairs.length]!;
    const sender = turns ? Math.floor(n / pairs.length) % 2 : 0;
    const from = pair.members[sender]!;
    const id = randomUUID();
    const body = JSON.stringify({
      roomId: pair.roomId,
      id,
      msg: `Message ${n}: see you at the booth at three?`,
    });
    const started = performance.now();
    inFlight.set(id, { started, to: pair.sockets[1 - sender]! });
    const req = http.request(
      {
        host: '127.0.0.1',
        port: sendTo.port,
        path: '/v1/chat/message',
        method: 'POST',
        agent: sendTo.agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${from.token}`,
        },
      },
      (response) => {
        response.resume();
        response.once('end', () => {
          if (response.statusCode === 200) answers.push(performance.now() - started);
          else fail(id);
        });
      },
    );
    req.once('error', () => fail(id));
    req.end(body);
  }

  const begin = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - begin) / 1000) * rate));
      while (sent < due) sendOne(sent++);
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 5);
  });
  // A node that falls behind keeps answering its backlog: wait for every POST's answer (so the next
  // phase starts on an idle node), then up to DRAIN_MS for the deliveries still under way.
  const waitStarted = performance.now();
  let answeredAt: number | null = null;
  while (latencies.length + failed < total && performance.now() - waitStarted < BACKLOG_LIMIT_MS) {
    if (answeredAt === null && answers.length + failed >= total) answeredAt = performance.now();
    if (answeredAt !== null && performance.now() - answeredAt > DRAIN_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  loop.disable();
  const clientCpu = process.cpuUsage(clientBefore);
  const machineBusy = busyShare(machineBefore, machineCpu());
  const databaseCpuPerMessage = (postgresCpuMs(postgresDataDir) - databaseBefore) / sent;
  const serverAfter = await Promise.all(nodes.map((n) => n.ask({ type: 'usage', gc: false })));
  return {
    rate,
    sent,
    latencies,
    answers,
    lost: inFlight.size,
    failed,
    serverCpuPerMessage: serverAfter.map((after, i) => (after.cpuMs - serverBefore[i]!.cpuMs) / sent),
    clientCpuPerMessage: (clientCpu.user + clientCpu.system) / 1000 / sent,
    clientLoopP99: loop.percentile(99) / 1e6,
    databaseCpuPerMessage,
    machineBusy,
    load,
  };
}

export async function pairsOn(rooms: SeededRoom[], ports: [number, number]): Promise<Pair[]> {
  const sockets = await connectAll(
    rooms.flatMap((room) => room.members.map((who, i) => () => connect(ports[i]!, who, room.roomId))),
  );
  return rooms.map((room, r) => ({
    roomId: room.roomId,
    members: room.members,
    sockets: [sockets[2 * r]!, sockets[2 * r + 1]!],
  }));
}

export const meetsTarget = (d: Delivery) =>
  d.lost + d.failed === 0 && percentile(d.latencies, 95) < DELIVERY_P95_TARGET_MS;
