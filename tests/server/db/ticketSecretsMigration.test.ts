import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from '../../../server/db/client';
import { createDatabaseFrom, dropDatabase } from '../../support/postgres';
import { engines } from '../../support/testApp';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../../server/db/migrations');
const SECRET = /^[0-9A-HJKMNP-TV-Z]{20}$/;
const EVENT = 'e'.repeat(32);

/** A migrations folder with the migrations before 0005: a database as it was before ticket secrets. */
async function migrationsBefore0005(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-migrations-'));
  await fs.mkdir(path.join(dir, 'meta'));
  const journal = JSON.parse(await fs.readFile(path.join(migrations, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((entry) => entry.idx < 5);
  await fs.writeFile(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries) {
    await fs.copyFile(path.join(migrations, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

/** An engine's fresh, empty database: migrate to a folder, run SQL, close. */
interface Scratch {
  migrate(folder: string): Promise<void>;
  /** Statements separated by semicolons, no answer. */
  exec(sql: string): Promise<void>;
  query<T>(sql: string): Promise<T[]>;
  close(): Promise<void>;
}

async function scratchDatabase(engine: 'pglite' | 'postgres'): Promise<Scratch> {
  if (engine === 'pglite') {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    const db = drizzlePglite({ client });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      exec: async (sql) => void (await client.exec(sql)),
      query: async <T>(sql: string) => (await client.query<T>(sql)).rows,
      close: () => client.close(),
    };
  }
  const provided = inject('postgres');
  if (!provided) throw new Error('No PostgreSQL cluster: is tests/support/globalSetup.ts the globalSetup?');
  const name = `lanyard_migration_${randomBytes(4).toString('hex')}`;
  await createDatabaseFrom(provided.adminUrl, name, 'template0');
  const url = new URL(provided.adminUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool });
  return {
    migrate: (folder) => migratePg(db, { migrationsFolder: folder }),
    exec: async (sql) => void (await pool.query(sql)),
    query: async <T>(sql: string) => (await pool.query(sql)).rows as T[],
    close: async () => {
      await pool.end();
      await dropDatabase(provided.adminUrl, name);
    },
  };
}

describe.each(engines)('migration 0005 (ticket secrets) on %s', (engine) => {
  let scratch: Scratch;
  let before: string;
  beforeAll(async () => {
    before = await migrationsBefore0005();
    scratch = await scratchDatabase(engine);
    await scratch.migrate(before);
    await scratch.exec(`
      INSERT INTO events (id, name, event_type, timezone, starts_at, ends_at)
        VALUES ('${EVENT}', 'Before', 'normal', 'UTC', 0, 1);
      INSERT INTO participants (id, event_id, type_id, ticket_id, name, surname) VALUES
        ${Array.from({ length: 50 }, (_, i) => `('p${i}', '${EVENT}', 't', 'T-${String(i + 1).padStart(6, '0')}', 'A', 'B')`).join(', ')},
        ('staff', '${EVENT}', 't', null, 'No', 'Ticket');
      INSERT INTO badge_prints (event_id, ticket_id, badge_id, version, printed_at)
        VALUES ('${EVENT}', 'T-000001', 'badge', 2, 0);
      INSERT INTO print_jobs (id, event_id, printer_id, ticket_id, participant_name, badge_id, version, key,
                              state, requested_by, created_at, updated_at)
        VALUES ('job', '${EVENT}', 'printer', 'T-000002', 'A B', 'badge', 2, '${EVENT}:T-000002:badge:v2',
                'pending', 'u', 0, 0);
    `);
    await scratch.migrate(migrations);
  });
  afterAll(async () => {
    await scratch?.close();
    await fs.rm(before, { recursive: true, force: true });
  });

  it('gives every existing ticket its own secret of 100 random bits and keeps its number', async () => {
    const rows = await scratch.query<{ id: string; ticket_id: string | null; ticket_number: string | null }>(
      'SELECT id, ticket_id, ticket_number FROM participants ORDER BY id',
    );
    const tickets = rows.filter((r) => r.id !== 'staff');
    expect(tickets).toHaveLength(50);
    for (const row of tickets) {
      expect(row.ticket_number).toBe(`T-${String(Number(row.id.slice(1)) + 1).padStart(6, '0')}`);
      expect(row.ticket_id).toMatch(SECRET);
    }
    expect(new Set(tickets.map((r) => r.ticket_id)).size).toBe(50);
    // Someone without a ticket gets none.
    expect(rows.find((r) => r.id === 'staff')).toMatchObject({ ticket_id: null, ticket_number: null });
  });

  it('moves printed badges and queued print jobs to the secret, so nothing prints twice', async () => {
    const [first] = await scratch.query<{ ticket_id: string }>(
      "SELECT ticket_id FROM participants WHERE ticket_number = 'T-000001'",
    );
    const [second] = await scratch.query<{ ticket_id: string }>(
      "SELECT ticket_id FROM participants WHERE ticket_number = 'T-000002'",
    );
    expect(await scratch.query('SELECT ticket_id FROM badge_prints')).toEqual([
      { ticket_id: first!.ticket_id },
    ]);
    expect(await scratch.query('SELECT ticket_id, ticket_number, key FROM print_jobs')).toEqual([
      {
        ticket_id: second!.ticket_id,
        ticket_number: 'T-000002',
        key: `${EVENT}:${second!.ticket_id}:badge:v2`,
      },
    ]);
  });

  it('leaves no helper function behind', async () => {
    const functions = await scratch.query<{ proname: string }>(
      "SELECT proname FROM pg_proc WHERE proname LIKE 'lanyard%' ORDER BY proname",
    );
    // The secret generator lived only inside migration 0005; the check-in function stays, as do
    // the directory's trigger functions (0008), the accept's booking functions (0012) and the
    // chat's (0013).
    const names = functions.map((f) => f.proname);
    expect(names).not.toContain('lanyard_new_ticket_secret');
    expect(
      names.filter((n) => !n.startsWith('lanyard_directory_') && !n.startsWith('lanyard_chat_')),
    ).toEqual(['lanyard_accept_facts', 'lanyard_book_accepted', 'lanyard_check_in']);
  });
});
