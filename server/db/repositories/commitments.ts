import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../client';

/**
 * What every repository that holds a kind of commitment (session occurrences, off-time, meetings)
 * shares: the window a person's commitments are read for, and its SQL condition, so each kind is
 * cut to the window by the same half-open rule as shared/rules/commitments.ts overlaps; and the
 * columns each kind answers in, so every kind of every person is read in one statement
 * (services/commitments.ts).
 */

/** [from, to): the instants a collision check looks at. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The span [starts, ends) overlaps the window: an interval ending at 10:00 does not overlap one starting then. Null window: no condition. */
export function overlapsWindow(starts: unknown, ends: unknown, window: TimeWindow | null): SQL | undefined {
  return window ? and(sql`${starts} < ${window.to}`, sql`${ends} > ${window.from}`) : undefined;
}

/** The kinds of commitment, in the order a person's are listed (then by start). */
export const COMMITMENT_KINDS = ['session', 'offTime', 'meeting'] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];

/** One person's commitment of one kind, as the kinds' queries answer it. */
export interface CommitmentRow {
  participantId: string;
  kind: CommitmentKind;
  id: string;
  sessionId: string | null;
  startsAt: number;
  endsAt: number;
}

/**
 * The columns of a CommitmentRow: whose (the participant asked about) and the kind as constants,
 * then the commitment's id, session (null but for occurrences) and span. Every kind's query
 * selects these, so the queries stack into one UNION (commitmentRows).
 */
export function commitmentColumns(
  participantId: string,
  kind: CommitmentKind,
  own: { id: PgColumn; sessionId: PgColumn | null; startsAt: PgColumn; endsAt: PgColumn },
) {
  return {
    participantId: sql<string>`cast(${participantId} as text)`.as('participant_id'),
    kind: sql<CommitmentKind>`cast(${kind} as text)`.as('kind'),
    id: own.id,
    sessionId: own.sessionId ?? sql<null>`cast(null as text)`.as('session_id'),
    startsAt: own.startsAt,
    endsAt: own.endsAt,
  };
}

/** The UNION's raw rows; bigint instants come back as text from node-postgres. */
const commitmentsAnswer = z.object({
  rows: z.array(
    z.object({
      participant_id: z.string(),
      kind: z.enum(COMMITMENT_KINDS),
      id: z.string(),
      session_id: z.string().nullable(),
      starts_at: z.coerce.number(),
      ends_at: z.coerce.number(),
    }),
  ),
});

/**
 * Runs the kinds' queries (each selecting commitmentColumns) as one statement: a UNION, so a row
 * two queries find (an occurrence I joined and speak at) comes once.
 */
export async function commitmentRows(db: Db, queries: readonly SQLWrapper[]): Promise<CommitmentRow[]> {
  if (queries.length === 0) return [];
  const answer = await db.execute(
    sql.join(
      queries.map((q) => sql`(${q})`),
      sql` union `,
    ),
  );
  return commitmentsAnswer.parse(answer).rows.map((row) => ({
    participantId: row.participant_id,
    kind: row.kind,
    id: row.id,
    sessionId: row.session_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
  }));
}
