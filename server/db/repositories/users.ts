import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { events, participants, users } from '../schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, 'id' | 'email' | 'username' | 'name' | 'surname'> & {
  createdAt: number;
};

/** Users and their profile; the link from a ticket holder's participant row to the user. */
export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row ?? null;
    },

    /** Whether an account already uses this e-mail or username (in either column). */
    async isTaken(email: string, username: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(
          or(
            eq(users.email, email),
            eq(users.username, username),
            eq(users.username, email),
            eq(users.email, username),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const [row] = await db.insert(users).values(user).returning();
      if (!row) throw new Error('insert into users returned nothing');
      return row;
    },

    async updateProfile(
      id: string,
      changes: { name: string; surname: string; timezone?: string; phone?: string | null },
    ): Promise<UserRow | null> {
      const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Sets (or with null removes) the profile photo's path; the user as they are now. */
    async setProfilePhoto(id: string, profilePhotoPath: string | null): Promise<UserRow | null> {
      const [row] = await db.update(users).set({ profilePhotoPath }).where(eq(users.id, id)).returning();
      return row ?? null;
    },

    /** Shallow-merges into the stored settings in one statement (jsonb ||), so concurrent merges keep both. */
    async mergeUiSettings(id: string, patch: Record<string, unknown>): Promise<UserRow | null> {
      const [row] = await db
        .update(users)
        .set({ uiSettings: sql`${users.uiSettings} || ${JSON.stringify(patch)}::jsonb` })
        .where(eq(users.id, id))
        .returning();
      return row ?? null;
    },

    /** Credentials, reset codes and refresh tokens go with the user; participant rows stay, unlinked. */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length === 1;
    },

    /** Whether the event exists and lets ticket holders sign up with their ticket (useTicketIdForSignup). */
    async takesTicketSignup(eventId: string): Promise<boolean> {
      const [row] = await db
        .select({ on: events.useTicketIdForSignup })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return row?.on === true;
    },

    /** The holder of a ticket, by the ticket's secret (never by its guessable number). */
    async findParticipantByTicket(eventId: string, ticketId: string) {
      const [row] = await db
        .select({ id: participants.id, userId: participants.userId, email: participants.email })
        .from(participants)
        .where(and(eq(participants.eventId, eventId), eq(participants.ticketId, ticketId)))
        .limit(1);
      return row ?? null;
    },

    /** Links a ticket holder's participant row to the user; false when someone linked it first. */
    async linkParticipant(participantId: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(participants)
        .set({ userId })
        .where(and(eq(participants.id, participantId), isNull(participants.userId)))
        .returning({ id: participants.id });
      return rows.length === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
