import { randomBytes } from 'node:crypto';
import type { Database, Db } from '../client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoRole } from './accounts';
import { insertPlan } from './index';
import { buildDemoPlan, worldId, worldEmail } from './plan';

/*
 * Test worlds (docs/tooling.md "Test worlds"): the demo built again under a new key, so every
 * e2e test has people, events and tickets no other test touches. Only the test-builder route
 * (server/routes/testWorlds.ts, behind LANYARD_TEST_BUILDERS=1) calls this.
 */

type EventKey = 'live' | 'upcoming' | 'past' | 'restricted';

export interface WorldTicket {
  participantId: string;
  ticketNumber: string;
  /** The ticket's secret: what its ticket URL carries after /tickets/. */
  ticketId: string;
}

export interface WorldPerson extends WorldTicket {
  name: string;
  surname: string;
  /** Their sign-in (password `World.password`), or null: a ticket holder who has not signed up. */
  email: string | null;
  typeId: string;
  boothId: string | null;
}

export interface World {
  key: string;
  password: string;
  events: Record<EventKey, { id: string; name: string }>;
  /** The demo's named accounts (docs/demo.md), as this world has them. */
  accounts: Record<DemoRole, { email: string; name: string; surname: string }>;
  /** The named accounts' tickets in the live event (the newcomer has none there). */
  tickets: Partial<Record<DemoRole, WorldTicket>>;
  /** The live event's generated people, in the demo's order (the 1st is person-001.<key>@…). */
  crowd: WorldPerson[];
}

export interface WorldOptions {
  /** The live event's generated people: 20 unless said (the demo has 320). */
  crowd?: number;
  hashPassword: (password: string) => Promise<string>;
  now?: number;
}

export const WORLD_CROWD = 20;

/** Builds a new world in one transaction and describes it. */
export async function buildWorld(database: Database, opts: WorldOptions): Promise<World> {
  const key = randomBytes(5).toString('hex');
  const plan = buildDemoPlan(opts.now ?? Date.now(), await opts.hashPassword(DEMO_PASSWORD), {
    key,
    crowd: opts.crowd ?? WORLD_CROWD,
  });
  await database.db.transaction((tx) => insertPlan(tx as unknown as Db, plan));

  const eventId = (k: EventKey) => worldId(key, 'event', k);
  const events = Object.fromEntries(
    (['live', 'upcoming', 'past', 'restricted'] as const).map((k) => [
      k,
      { id: eventId(k), name: plan.events.find((e) => e.id === eventId(k))!.name },
    ]),
  ) as World['events'];
  const live = plan.participants.filter((p) => p.eventId === events.live.id);
  const ticketOf = (p: (typeof live)[number]): WorldTicket => ({
    participantId: p.id!,
    ticketNumber: p.ticketNumber!,
    ticketId: p.ticketId!,
  });
  const accounts = {} as World['accounts'];
  const tickets: World['tickets'] = {};
  for (const a of DEMO_ACCOUNTS) {
    const email = worldEmail(a.email, key);
    accounts[a.role] = { email, name: a.name, surname: a.surname };
    const own = live.find((p) => p.email === email);
    if (own) tickets[a.role] = ticketOf(own);
  }
  const named = new Set(Object.values(accounts).map((a) => a.email));
  const crowd = live
    .filter((p) => !named.has(p.email!))
    .map((p) => ({
      ...ticketOf(p),
      name: p.name!,
      surname: p.surname!,
      email: p.userId ? p.email! : null,
      typeId: p.typeId!,
      boothId: p.boothId ?? null,
    }));
  return { key, password: DEMO_PASSWORD, events, accounts, tickets, crowd };
}
