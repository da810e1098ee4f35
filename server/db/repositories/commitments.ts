import { and, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../client';

/**
 * A person's busy time as the view participant_commitments holds it (migration 0012; docs/meetings.md
 * "Busy time"): occurrences of blocking sessions joined or asked for, sessions spoken at, moderated
 * or translated, off-time and accepted meetings. The view is the one definition: the commitments
 * module reads it here, and the booking functions read it in SQL.
 */

/** [from, to): the instants a collision check looks at. */
export interface TimeWindow {
  from: number;
  to: number;
}

/** The kinds of commitment, in the order a person's are listed (then by start). */
export const COMMITMENT_KINDS = ['session', 'offTime', 'meeting'] as const;
export type CommitmentKind = (typeof COMMITMENT_KINDS)[number];

/** One person's commitment of one kind. */
export interface CommitmentRow {
  participantId: string;
  kind: CommitmentKind;
  id: string;
  sessionId: string | null;
  startsAt: number;
  endsAt: number;
}

/** Whose commitments, over which time, leaving out what is being replaced. */
export interface CommitmentRowsQuery {
  eventId: string;
  participantId: string;
  /** Only those overlapping it (half-open: one ending at 10:00 does not overlap one starting then); null for all. */
  window: TimeWindow | null;
  /** Leaves this session's occurrences out. */
  exceptSessionId?: string | undefined;
  /** Leaves this meeting out. */
  exceptMeetingId?: string | undefined;
}

/** The view's raw rows; bigint instants come back as text from node-postgres. */
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

function matching(q: CommitmentRowsQuery): SQL | undefined {
  return and(
    sql`event_id = ${q.eventId}`,
    sql`participant_id = ${q.participantId}`,
    q.window ? sql`starts_at < ${q.window.to} and ends_at > ${q.window.from}` : undefined,
    q.exceptSessionId ? sql`session_id is distinct from ${q.exceptSessionId}` : undefined,
    q.exceptMeetingId ? sql`not (kind = 'meeting' and id = ${q.exceptMeetingId})` : undefined,
  );
}

/** The commitments each query asks for, every person's in one statement. */
export async function commitmentRows(
  db: Db,
  queries: readonly CommitmentRowsQuery[],
): Promise<CommitmentRow[]> {
  if (queries.length === 0) return [];
  const answer = await db.execute(
    sql`select participant_id, kind, id, session_id, starts_at, ends_at from participant_commitments where ${or(...queries.map(matching))}`,
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
