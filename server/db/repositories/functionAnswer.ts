import { z } from 'zod';

/**
 * The answer of `select some_function(…) as result`, parsed: both drivers answer a raw query as
 * { rows }, and the project's SQL functions (server/db/functions) answer one row.
 */
export const functionAnswer = <T extends z.ZodType>(record: T) =>
  z.object({ rows: z.tuple([z.object({ result: record })]) });
