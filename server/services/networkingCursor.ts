import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { DirectoryKey } from './directorySearchIndex';
import { invalidField } from '../http/errors';

/*
 * search2's page cursor (shared/schemas/participants.ts participantSearchResult): base64url of the
 * last row's sort values and a fingerprint of the filters it was made under, so a cursor sent with
 * other filters is refused instead of silently paging another list.
 */

const cursorShape = z.object({
  f: z.string(),
  s: z.number().finite(),
  k: z.string(),
  i: z.string().min(1),
});

/** A short digest of the effective filters (anything that changes which rows come, or their order). */
export function filtersFingerprint(filters: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(filters)).digest('base64url').slice(0, 16);
}

export function encodeCursor(fingerprint: string, key: DirectoryKey): string {
  const value: z.infer<typeof cursorShape> = { f: fingerprint, s: key.score, k: key.nameKey, i: key.id };
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** The row a cursor stands for; 400 MST-00400 on `after` when it is not one of ours or not for these filters. */
export function decodeCursor(cursor: string, fingerprint: string): DirectoryKey {
  let parsed: z.infer<typeof cursorShape>;
  try {
    parsed = cursorShape.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw invalidField('after', 'not a page cursor of this directory');
  }
  if (parsed.f !== fingerprint) throw invalidField('after', 'the cursor was made for other filters');
  return { score: parsed.s, nameKey: parsed.k, id: parsed.i };
}
