import { sql } from 'drizzle-orm';
import { bigint } from 'drizzle-orm/pg-core';

/** Instants are UTC milliseconds (DECISIONS 8). */
export const millis = (name: string) => bigint(name, { mode: 'number' });

/** When the row was made, filled in by the database. */
export const createdAt = () =>
  millis('created_at')
    .notNull()
    .default(sql`(extract(epoch from now()) * 1000)::bigint`);
