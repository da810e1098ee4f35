import { count, inArray, or } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import type { Database, Db } from '../client';
import {
  areas,
  badges,
  booths,
  categories,
  checkInStates,
  credentials,
  events,
  participantTypes,
  participants,
  printers,
  sessionOccurrences,
  sessions,
  ticketTypes,
  users,
} from '../schema';
import { DEMO_PASSWORD } from './accounts';
import { buildDemoPlan, DEMO_EVENT_IDS } from './plan';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
export { DEMO_EVENT_IDS } from './plan';

export interface SeedOptions {
  /**
   * The identity module's argon2id hasher. It is called once, only when seeding happens; every
   * demo account (the named ones and the generated person-NNN ones) shares that one hash of
   * DEMO_PASSWORD, so seeding costs one KDF run, not one per account.
   */
  hashPassword: (password: string) => Promise<string>;
  /** Replace the demo (its four events and the demo accounts) even when events exist. */
  force?: boolean;
  now?: number;
}

export type SeedResult =
  | { seeded: true; events: number; participants: number; sessions: number; users: number; ms: number }
  | { seeded: false; existingEvents: number };

/** Rows per INSERT: well under PostgreSQL's 65535 bind parameters for the widest table. */
const BATCH = 500;

/**
 * Seeds the demo (docs/demo.md) in one transaction. Without `force` it does nothing when the
 * database has any event, so `serve` can call it on every start. With `force` it removes the
 * previous demo — the demo event ids and its users' e-mails (the accounts and the generated speakers) — and seeds again; other
 * events and users are left alone.
 */
export async function seedDemo(database: Database, opts: SeedOptions): Promise<SeedResult> {
  const started = Date.now();
  const existing = await countEvents(database.db);
  if (existing > 0 && !opts.force) return { seeded: false, existingEvents: existing };

  const plan = buildDemoPlan(opts.now ?? Date.now(), await opts.hashPassword(DEMO_PASSWORD));
  await database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await db.delete(events).where(inArray(events.id, Object.values(DEMO_EVENT_IDS)));
    // By id too: a demo seeded before its generated users took their person-NNN e-mails.
    await db.delete(users).where(
      or(
        inArray(
          users.id,
          plan.users.map((u) => u.id!),
        ),
        inArray(
          users.email,
          plan.users.map((u) => u.email),
        ),
      ),
    );
    await insertPlan(db, plan);
  });
  return {
    seeded: true,
    events: plan.events.length,
    participants: plan.participants.length,
    sessions: plan.sessions.length,
    users: plan.users.length,
    ms: Date.now() - started,
  };
}

/** Inserts every row of a plan, table by table, in an open transaction (the demo's or a world's). */
export async function insertPlan(db: Db, plan: ReturnType<typeof buildDemoPlan>): Promise<void> {
  await insertAll(db, users, plan.users);
  await insertAll(db, credentials, plan.credentials);
  await insertAll(db, events, plan.events);
  await insertAll(db, participantTypes, plan.participantTypes);
  await insertAll(db, ticketTypes, plan.ticketTypes);
  await insertAll(db, categories, plan.categories);
  await insertAll(db, booths, plan.booths);
  await insertAll(db, participants, plan.participants.map(withDirectoryColumns));
  await insertAll(db, sessions, plan.sessions);
  await insertAll(db, sessionOccurrences, plan.sessionOccurrences);
  await insertAll(db, areas, plan.areas);
  await insertAll(db, checkInStates, plan.checkInStates);
  await insertAll(db, badges, plan.badges);
  await insertAll(db, printers, plan.printers);
}

async function countEvents(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(events);
  return row?.n ?? 0;
}

async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db.insert(table).values(rows.slice(i, i + BATCH));
  }
}
