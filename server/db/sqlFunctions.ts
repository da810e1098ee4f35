import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's SQL functions (docs/postgresql.md "SQL functions"): each one's current definition is
 * one `CREATE OR REPLACE FUNCTION` in `server/db/functions/<name>.sql`, which the migrator applies
 * after the versioned migrations, in this order. A LANGUAGE sql body is checked when it is created,
 * so a function comes after the ones it calls (lanyard_chat_room_state after lanyard_chat_unread
 * and lanyard_chat_message_json).
 */
export const SQL_FUNCTIONS = [
  'lanyard_check_in',
  'lanyard_directory_participant_changed',
  'lanyard_directory_booth_owner_changed',
  'lanyard_directory_entrance_changed',
  'lanyard_accept_facts',
  'lanyard_book_accepted',
  'lanyard_chat_unread',
  'lanyard_chat_message_json',
  'lanyard_chat_room_state',
  'lanyard_chat_mark_seen',
  'lanyard_chat_write',
  'lanyard_chat_send',
] as const;

export const sqlFunctionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

export interface SqlFunctionFile {
  name: string;
  /** The file's text: comments and one CREATE OR REPLACE FUNCTION statement. */
  text: string;
}

/**
 * The function files in SQL_FUNCTIONS order. A file the list leaves out (or a listed one missing)
 * throws: it would never be applied, and the database would keep an older body without a word.
 */
export async function readSqlFunctions(): Promise<SqlFunctionFile[]> {
  const onDisk = (await fs.readdir(sqlFunctionsFolder))
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.slice(0, -4));
  const listed = new Set<string>(SQL_FUNCTIONS);
  const unlisted = onDisk.filter((name) => !listed.has(name));
  const missing = SQL_FUNCTIONS.filter((name) => !onDisk.includes(name));
  if (unlisted.length > 0 || missing.length > 0) {
    throw new Error(
      `server/db/functions and SQL_FUNCTIONS (server/db/sqlFunctions.ts) differ: ` +
        `not listed [${unlisted.join(', ')}], no file [${missing.join(', ')}]`,
    );
  }
  return Promise.all(
    SQL_FUNCTIONS.map(async (name) => ({
      name,
      text: await fs.readFile(path.join(sqlFunctionsFolder, `${name}.sql`), 'utf8'),
    })),
  );
}
