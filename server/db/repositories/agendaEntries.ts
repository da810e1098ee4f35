import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { agendaEntries } from '../schema';

export type AgendaEntryRow = typeof agendaEntries.$inferSelect;
export type AgendaState = AgendaEntryRow['state'];

/** My Agenda's entries: one per participant and session, joined, pending (a request) or declined. */
export function createAgendaEntriesRepository(db: Db) {
  return {
    async entriesOf(participantId: string): Promise<AgendaEntryRow[]> {
      return db.select().from(agendaEntries).where(eq(agendaEntries.participantId, participantId));
    },

    async entryFor(participantId: string, sessionId: string): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .select()
        .from(agendaEntries)
        .where(and(eq(agendaEntries.participantId, participantId), eq(agendaEntries.sessionId, sessionId)))
        .limit(1);
      return row ?? null;
    },

    async findEntry(eventId: string, id: string): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .select()
        .from(agendaEntries)
        .where(and(eq(agendaEntries.eventId, eventId), eq(agendaEntries.id, id)))
        .limit(1);
      return row ?? null;
    },

    async insertEntry(row: AgendaEntryRow): Promise<AgendaEntryRow> {
      const [saved] = await db.insert(agendaEntries).values(row).returning();
      if (!saved) throw new Error('agenda entry insert returned nothing');
      return saved;
    },

    /** Moves an entry from one state to another; null when it is no longer in `from` (decided meanwhile). */
    async moveEntry(
      id: string,
      from: AgendaState,
      to: AgendaState,
      at: number,
      decidedBy: string | null,
    ): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .update(agendaEntries)
        .set({ state: to, updatedAt: at, decidedBy })
        .where(and(eq(agendaEntries.id, id), eq(agendaEntries.state, from)))
        .returning();
      return row ?? null;
    },

    async deleteEntry(participantId: string, sessionId: string): Promise<AgendaEntryRow | null> {
      const [row] = await db
        .delete(agendaEntries)
        .where(and(eq(agendaEntries.participantId, participantId), eq(agendaEntries.sessionId, sessionId)))
        .returning();
      return row ?? null;
    },

    /** Requests to join blocking sessions in one state, oldest first. */
    async entriesInState(eventId: string, state: AgendaState): Promise<AgendaEntryRow[]> {
      return db
        .select()
        .from(agendaEntries)
        .where(and(eq(agendaEntries.eventId, eventId), eq(agendaEntries.state, state)))
        .orderBy(asc(agendaEntries.createdAt), asc(agendaEntries.id));
    },
  };
}

export type AgendaEntriesRepository = ReturnType<typeof createAgendaEntriesRepository>;
