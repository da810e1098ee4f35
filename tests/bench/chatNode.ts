import { randomBytes, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../server/app';
import { createTokenSigner } from '../../server/auth/tokens';
import { loadSigningKeys } from '../../server/auth/keys';
import { identityPolicy } from '../../server/auth/policy';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { chatRoomMembers, chatRooms, participantTypes, participants, users } from '../../server/db/schema';
import { pairKeyOf } from '../../server/services/chat/context';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import { newTicketSecret } from '@shared/rules/ticketSecret';
import { insertEvent } from '../support/builders';

/**
 * One server node of the chat and mixed-load benchmarks (tests/bench/chat.ts, mixed.ts; started by
 * nodeProcess.ts), in its own process so the load generator does not share its event loop and its
 * memory can be measured alone (run with --expose-gc). Environment: DATA_DIR, DATABASE_URL (PostgreSQL; PGlite in DATA_DIR without it),
 * MIGRATE=1 on the first node. It listens on a spare port and talks to the bench over IPC:
 * `{ type: 'seed', rooms }` writes an event with rooms × 2 participants (users with app tokens,
 * no sign-in), one private room per pair; `{ type: 'usage', gc }` answers memory (after a full GC
 * with `gc`), the CPU time used so far and the event loop's delay since the previous usage request.
 */

export interface SeededPerson {
  userId: string;
  token: string;
}
export interface SeededRoom {
  roomId: string;
  members: [SeededPerson, SeededPerson];
}
export interface NodeUsage {
  rss: number;
  heapUsed: number;
  external: number;
  /** User + system CPU time of the process so far, in ms. */
  cpuMs: number;
  /** The event loop's delay since the previous usage request (p99 and max, ms): how long work held it. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}
export type NodeRequest = { id: number } & ({ type: 'seed'; rooms: number } | { type: 'usage'; gc: boolean });
export type NodeMessage =
  { type: 'listening'; port: number } | { type: 'answer'; id: number; value: SeededRoom[] | NodeUsage };

const PGLITE_SUBDIR = 'pglite';
const CHUNK = 500;

async function main() {
  const dataDir = process.env.DATA_DIR!;
  const databaseUrl = process.env.DATABASE_URL ?? null;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIR: `${dataDir}/no-web-bundle`,
    DESKTOP_DIR: `${dataDir}/no-desktop-bundle`,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: databaseUrl ? null : `${dataDir}/${PGLITE_SUBDIR}`,
  });
  if (process.env.MIGRATE === '1') await database.migrate();
  const { app } = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.db;
  const tokens = createTokenSigner(() => loadSigningKeys(config), Date.now);

  async function person(): Promise<SeededPerson & { email: string }> {
    const userId = randomUUID();
    const email = `chat-${randomBytes(5).toString('hex')}@lanyard.test`;
    const token = await tokens.sign('app', { sub: userId, username: email }, identityPolicy.appTokenTtlMs);
    return { userId, token, email };
  }

  /** Rows written in chunks: a seed of 10,000 people is a few dozen statements, not 30,000. */
  async function seed(roomCount: number): Promise<SeededRoom[]> {
    const event = await insertEvent(db, { timezone: 'UTC' });
    await db
      .insert(participantTypes)
      .values({ eventId: event.id, id: 'attendee', index: 0, texts: { en: 'Attendee' } });
    const rooms: SeededRoom[] = [];
    for (let start = 0; start < roomCount; start += CHUNK) {
      const pairs = await Promise.all(
        Array.from({ length: Math.min(CHUNK, roomCount - start) }, async () => ({
          roomId: randomUUID(),
          people: await Promise.all([person(), person()]),
          participantIds: [randomUUID(), randomUUID()] as const,
        })),
      );
      const everyone = pairs.flatMap((p) =>
        p.people.map((who, i) => ({ who, participantId: p.participantIds[i]! })),
      );
      await db.insert(users).values(
        everyone.map(({ who }) => ({
          id: who.userId,
          email: who.email,
          username: who.email,
          name: 'Chat',
          surname: 'Bench',
        })),
      );
      await db.insert(participants).values(
        everyone.map(({ who, participantId }) =>
          withDirectoryColumns({
            id: participantId,
            eventId: event.id,
            userId: who.userId,
            typeId: 'attendee',
            ticketId: newTicketSecret(),
            ticketNumber: `T-${randomBytes(4).toString('hex').toUpperCase()}`,
            name: 'Chat',
            surname: 'Bench',
          }),
        ),
      );
      await db.insert(chatRooms).values(
        pairs.map((p) => ({
          id: p.roomId,
          eventId: event.id,
          pairKey: pairKeyOf(p.participantIds[0], p.participantIds[1]),
        })),
      );
      await db
        .insert(chatRoomMembers)
        .values(
          pairs.flatMap((p) =>
            p.participantIds.map((participantId) => ({ roomId: p.roomId, participantId })),
          ),
        );
      for (const p of pairs) {
        const [a, b] = p.people.map(({ userId, token }) => ({ userId, token }));
        rooms.push({ roomId: p.roomId, members: [a!, b!] });
      }
    }
    return rooms;
  }

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();

  /** With `gc`, after a full collection (for memory; a collection's own CPU would blur a CPU figure). */
  function usage(gc: boolean): NodeUsage {
    if (gc) globalThis.gc?.();
    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const answer = {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      external: memory.external,
      cpuMs: (cpu.user + cpu.system) / 1000,
      loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
      loopDelayMaxMs: loopDelay.max / 1e6,
    };
    loopDelay.reset();
    return answer;
  }

  const send = (message: NodeMessage) => process.send!(message);
  process.on('message', (request: NodeRequest) => {
    const answer = request.type === 'seed' ? seed(request.rooms) : Promise.resolve(usage(request.gc));
    void answer.then((value) => send({ type: 'answer', id: request.id, value }));
  });
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  send({ type: 'listening', port: (app.server.address() as AddressInfo).port });
}

await main();
