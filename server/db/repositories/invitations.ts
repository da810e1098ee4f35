import { and, desc, eq, inArray, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { InvitationState } from '@shared/schemas/invitations';
import type { Db } from '../client';
import { invitations } from '../schema';

/*
 * Meeting requests and reschedule requests (docs/meetings.md). Rows as the table holds them; the
 * service turns them into the spec's Invitation (shared/schemas/invitations.ts).
 */

export type InvitationRow = typeof invitations.$inferSelect;
export type NewInvitation = typeof invitations.$inferInsert;

/** Invitations between the two, either way. */
const between = (a: string, b: string) =>
  or(
    and(eq(invitations.fromParticipantId, a), eq(invitations.toParticipantId, b)),
    and(eq(invitations.fromParticipantId, b), eq(invitations.toParticipantId, a)),
  );

export function createInvitationsRepository(db: Db) {
  return {
    async insert(row: NewInvitation): Promise<InvitationRow> {
      const [inserted] = await db.insert(invitations).values(row).returning();
      return inserted!;
    },

    /** The invitation of the event, locked until the transaction ends when `lock`. */
    async byId(eventId: string, id: string, lock = false): Promise<InvitationRow | null> {
      const query = db
        .select()
        .from(invitations)
        .where(and(eq(invitations.eventId, eventId), eq(invitations.id, id)))
        .limit(1);
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async update(id: string, patch: Partial<NewInvitation>): Promise<InvitationRow> {
      const [row] = await db.update(invitations).set(patch).where(eq(invitations.id, id)).returning();
      return row!;
    },

    /**
     * Accepts the request into its meeting, and with it every waiting request (not a reschedule)
     * between the same two, either way: one UPDATE. The request alone gets the answer's message.
     * Answers the request as written.
     */
    async acceptRequest(
      row: InvitationRow,
      accepted: { meetingId: string; expiresAt: number; updatedAt: number },
      answerMessage: string,
    ): Promise<InvitationRow> {
      const rows = await db
        .update(invitations)
        .set({
          ...accepted,
          state: 'accepted',
          answerMessage: sql`case when ${invitations.id} = ${row.id} then ${answerMessage} else ${invitations.answerMessage} end`,
        })
        .where(
          and(
            eq(invitations.eventId, row.eventId),
            between(row.fromParticipantId, row.toParticipantId),
            or(
              eq(invitations.id, row.id),
              and(ne(invitations.type, 'reschedule'), eq(invitations.state, 'waiting')),
            ),
          ),
        )
        .returning();
      return rows.find((r) => r.id === row.id)!;
    },

    /** Every invitation between the two, either way, newest first. */
    async betweenPair(eventId: string, a: string, b: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(and(eq(invitations.eventId, eventId), between(a, b)))
        .orderBy(desc(invitations.createdAt));
    },

    /** Every invitation the participant sent or received (the meeting count reads them). */
    async ofParticipant(eventId: string, participantId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.eventId, eventId),
            or(
              eq(invitations.fromParticipantId, participantId),
              eq(invitations.toParticipantId, participantId),
            ),
          ),
        );
    },

    /**
     * The invitations the participants sent or received, or that reached the booths (a booth's team
     * sees its invitations), in the given states; newest first.
     */
    async listFor(
      participantIds: readonly string[],
      boothIds: readonly string[],
      states: readonly InvitationState[] | null,
    ): Promise<InvitationRow[]> {
      if (participantIds.length === 0) return [];
      const reaches: SQL[] = [
        inArray(invitations.fromParticipantId, [...participantIds]),
        inArray(invitations.toParticipantId, [...participantIds]),
      ];
      if (boothIds.length > 0) reaches.push(inArray(invitations.toBoothId, [...boothIds]));
      return db
        .select()
        .from(invitations)
        .where(and(or(...reaches), states === null ? undefined : inArray(invitations.state, [...states])))
        .orderBy(desc(invitations.createdAt));
    },

    /** The live reschedule requests on a meeting. */
    async waitingReschedules(meetingId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(invitations)
        .where(
          and(
            eq(invitations.meetingId, meetingId),
            eq(invitations.type, 'reschedule'),
            eq(invitations.state, 'waiting'),
          ),
        );
    },

    /** When the invitations of a participant or a booth last changed; null when there are none. */
    async poolChangedAt(eventId: string, poolId: string): Promise<number | null> {
      const [row] = await db
        .select({ at: max(invitations.updatedAt) })
        .from(invitations)
        .where(
          and(
            eq(invitations.eventId, eventId),
            or(
              eq(invitations.fromParticipantId, poolId),
              eq(invitations.toParticipantId, poolId),
              eq(invitations.toBoothId, poolId),
            ),
          ),
        );
      return row?.at === null || row?.at === undefined ? null : Number(row.at);
    },

    /** Every invitation that made or would move the meeting. */
    async ofMeeting(meetingId: string): Promise<InvitationRow[]> {
      return db.select().from(invitations).where(eq(invitations.meetingId, meetingId));
    },
  };
}

export type InvitationsRepository = ReturnType<typeof createInvitationsRepository>;
