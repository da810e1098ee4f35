import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { readSqlFunctions } from '../../../server/db/sqlFunctions';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/** A function's definition as PostgreSQL prints it (pg_get_functiondef), by name; overloads listed. */
type Definitions = Record<string, string[]>;

/** Where the files' functions are created to be printed, in a transaction that is rolled back. */
const SCRATCH = 'lanyard_function_files';

/** Runs body in a transaction that is always rolled back, and answers what body answered. */
async function rolledBack<T>(db: Db, body: (tx: Db) => Promise<T>): Promise<T> {
  let answer: T | undefined;
  try {
    await db.transaction(async (tx) => {
      answer = await body(tx as unknown as Db);
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return answer as T;
}

async function definitionsIn(db: Db, schema: string): Promise<Definitions> {
  const { rows } = (await db.execute(sql`
    SELECT p.proname AS name, pg_get_functiondef(p.oid) AS def
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = ${schema} AND p.proname LIKE 'lanyard\_%'
      ORDER BY 1, 2`)) as unknown as { rows: { name: string; def: string }[] };
  const out: Definitions = {};
  for (const row of rows) (out[row.name] ??= []).push(row.def);
  return out;
}

/** The lanyard_* functions the database holds in schema public. */
const databaseDefinitions = (db: Db) => definitionsIn(db, 'public');

/**
 * The files' functions as PostgreSQL prints them: each file is created in a scratch schema (its
 * CREATE naming the function as its file does), printed, and the schema rolled back. Comparing
 * PostgreSQL's own printing compares the signature as PostgreSQL reads it (types, defaults,
 * attributes, whatever the file's spelling) and the body as written between the dollar quotes.
 */
async function fileDefinitions(db: Db): Promise<Definitions> {
  const files = await readSqlFunctions();
  const printed = await rolledBack(db, async (tx) => {
    await tx.execute(sql.raw(`CREATE SCHEMA ${SCRATCH}`));
    for (const file of files) {
      const creates = [...file.text.matchAll(/CREATE OR REPLACE FUNCTION\s+(\w+)\s*\(/g)];
      expect(
        creates.map((m) => m[1]),
        `${file.name}.sql holds one CREATE OR REPLACE FUNCTION ${file.name}`,
      ).toEqual([file.name]);
      await tx.execute(
        sql.raw(file.text.replace(creates[0]![0], `CREATE OR REPLACE FUNCTION ${SCRATCH}.${file.name}(`)),
      );
    }
    return definitionsIn(tx, SCRATCH);
  });
  return Object.fromEntries(
    Object.entries(printed).map(([name, defs]) => [
      name,
      defs.map((d) => d.replace(`${SCRATCH}.`, 'public.')),
    ]),
  );
}

/**
 * server/db/functions holds each SQL function's current definition (docs/postgresql.md "SQL
 * functions"). What a migrated database holds must be exactly the files: a function a migration made
 * or left without a file (an old overload after a signature change, a dropped file), or a file the
 * migrator did not apply, fails here.
 */
describe.each(engines)('the SQL functions on %s', (engine) => {
  let t: TestApp;
  let files: Definitions;
  beforeAll(async () => {
    t = await createTestApp({ engine });
    files = await fileDefinitions(t.database.db);
  });
  afterAll(() => t.close());

  it('holds every lanyard_ function as its file defines it, and none without a file', async () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(await databaseDefinitions(t.database.db)).toEqual(files);
  });

  it('tells a function changed without its file, or one without a file, from the files', async () => {
    const drifted = await rolledBack(t.database.db, async (tx) => {
      // lanyard_chat_unread as if its file had been edited and not applied: counting deleted messages.
      const unread = (await readSqlFunctions()).find((f) => f.name === 'lanyard_chat_unread')!;
      await tx.execute(sql.raw(unread.text.replace('AND NOT c.deleted', '')));
      await tx.execute(
        sql.raw(`CREATE FUNCTION lanyard_orphan() RETURNS int LANGUAGE sql AS $$ SELECT 1 $$`),
      );
      return databaseDefinitions(tx);
    });
    expect(drifted).not.toEqual(files);
    const differing = Object.keys({ ...files, ...drifted }).filter(
      (name) => JSON.stringify(files[name]) !== JSON.stringify(drifted[name]),
    );
    expect(differing.sort()).toEqual(['lanyard_chat_unread', 'lanyard_orphan']);
  });
});
