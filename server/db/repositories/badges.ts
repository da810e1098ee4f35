import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { badgePrints, badges, events, participants, participantTypes, ticketTypes } from '../schema';

export type BadgeRow = typeof badges.$inferSelect;
export type BadgePrintRow = typeof badgePrints.$inferSelect;
/** A ticket by its secret, or by its number (check-in staff only: every caller checks that first). */
export type TicketKey = { ticketId: string } | { ticketNumber: string };

/** One print of a badge: the ticket, the template version, where and whether it was forced. */
export interface BadgePrint {
  eventId: string;
  ticketId: string;
  badgeId: string;
  version: number;
  printer: string | null;
  forced: boolean;
  at: number;
}

/** Badge templates, the event's default badge, badge holders and the printed flags. */
export function createBadgesRepository(db: Db) {
  return {
    async list(eventId: string): Promise<BadgeRow[]> {
      return db
        .select()
        .from(badges)
        .where(eq(badges.eventId, eventId))
        .orderBy(asc(badges.name), asc(badges.id));
    },

    async find(eventId: string, id: string): Promise<BadgeRow | null> {
      const [row] = await db
        .select()
        .from(badges)
        .where(and(eq(badges.eventId, eventId), eq(badges.id, id)))
        .limit(1);
      return row ?? null;
    },

    async insert(row: typeof badges.$inferInsert): Promise<BadgeRow> {
      const [created] = await db.insert(badges).values(row).returning();
      if (!created) throw new Error('badge insert returned nothing');
      return created;
    },

    /** Replaces a template's content and bumps its version in one statement; null when it is gone. */
    async update(
      eventId: string,
      id: string,
      fields: Pick<BadgeRow, 'name' | 'widthMm' | 'heightMm' | 'template'>,
    ): Promise<BadgeRow | null> {
      const [row] = await db
        .update(badges)
        .set({ ...fields, version: sql`${badges.version} + 1` })
        .where(and(eq(badges.eventId, eventId), eq(badges.id, id)))
        .returning();
      return row ?? null;
    },

    async remove(eventId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(badges)
        .where(and(eq(badges.eventId, eventId), eq(badges.id, id)))
        .returning({ id: badges.id });
      return rows.length > 0;
    },

    /** events.default_badge; undefined when the event does not exist. */
    async defaultBadgeId(eventId: string): Promise<string | null | undefined> {
      const [row] = await db
        .select({ defaultBadge: events.defaultBadge })
        .from(events)
        .where(eq(events.id, eventId))
        .limit(1);
      return row ? row.defaultBadge : undefined;
    },

    async setDefault(eventId: string, badgeId: string): Promise<void> {
      await db.update(events).set({ defaultBadge: badgeId }).where(eq(events.id, eventId));
    },

    /** Sets the default only when the event has none yet (its first template). */
    async setDefaultIfUnset(eventId: string, badgeId: string): Promise<void> {
      await db
        .update(events)
        .set({ defaultBadge: badgeId })
        .where(and(eq(events.id, eventId), sql`${events.defaultBadge} is null`));
    },

    /**
     * The ticket holder, by the ticket's secret or by its number, with the names of their
     * participant type and ticket type.
     */
    async holder(eventId: string, ticket: TicketKey) {
      const [row] = await db
        .select({
          participant: participants,
          typeTexts: participantTypes.texts,
          ticketTypeName: ticketTypes.name,
        })
        .from(participants)
        .leftJoin(
          participantTypes,
          and(
            eq(participantTypes.eventId, participants.eventId),
            eq(participantTypes.id, participants.typeId),
          ),
        )
        .leftJoin(
          ticketTypes,
          and(eq(ticketTypes.eventId, participants.eventId), eq(ticketTypes.id, participants.ticketTypeId)),
        )
        .where(
          and(
            eq(participants.eventId, eventId),
            'ticketId' in ticket
              ? eq(participants.ticketId, ticket.ticketId)
              : eq(participants.ticketNumber, ticket.ticketNumber),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    async findPrint(eventId: string, ticketId: string, badgeId: string, version: number) {
      const [row] = await db
        .select()
        .from(badgePrints)
        .where(
          and(
            eq(badgePrints.eventId, eventId),
            eq(badgePrints.ticketId, ticketId),
            eq(badgePrints.badgeId, badgeId),
            eq(badgePrints.version, version),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Records a first print; null when the ticket's badge of that version was printed before. */
    async insertFirstPrint(print: BadgePrint): Promise<BadgePrintRow | null> {
      const [row] = await db.insert(badgePrints).values(toRow(print)).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Records a print whether or not one came before: a second print counts up. */
    async addPrint(print: BadgePrint): Promise<BadgePrintRow> {
      const [row] = await db
        .insert(badgePrints)
        .values(toRow(print))
        .onConflictDoUpdate({
          target: [badgePrints.eventId, badgePrints.ticketId, badgePrints.badgeId, badgePrints.version],
          set: {
            count: sql`${badgePrints.count} + 1`,
            printedAt: print.at,
            printer: print.printer,
            forced: print.forced,
          },
        })
        .returning();
      if (!row) throw new Error('badge print upsert returned nothing');
      return row;
    },
  };
}

function toRow(print: BadgePrint): typeof badgePrints.$inferInsert {
  return {
    eventId: print.eventId,
    ticketId: print.ticketId,
    badgeId: print.badgeId,
    version: print.version,
    printer: print.printer,
    forced: print.forced,
    printedAt: print.at,
    count: 1,
  };
}

export type BadgesRepository = ReturnType<typeof createBadgesRepository>;
