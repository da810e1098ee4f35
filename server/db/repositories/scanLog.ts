import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { participants, scanLog } from '../schema';

export type ScanLogInsert = typeof scanLog.$inferInsert;

export interface ScanLogFilter {
  eventId: string;
  areaId?: string;
  /** Only scans strictly before this instant. */
  before?: number;
  limit: number;
}

/** Every scan at the doors, admitted or refused, newest first. */
export function createScanLogRepository(db: Db) {
  const columns = {
    id: scanLog.id,
    at: scanLog.at,
    areaId: scanLog.areaId,
    checkIn: scanLog.checkIn,
    outcome: scanLog.outcome,
    scanned: scanLog.scanned,
    participantId: scanLog.participantId,
    name: participants.name,
    surname: participants.surname,
    ticketId: participants.ticketId,
    ticketNumber: participants.ticketNumber,
    operatorUserId: scanLog.operatorUserId,
    operatorName: scanLog.operatorName,
    stationId: scanLog.stationId,
    printer: scanLog.printer,
  };
  const select = () =>
    db
      .select(columns)
      .from(scanLog)
      .leftJoin(participants, eq(participants.id, scanLog.participantId))
      .$dynamic();

  return {
    async insert(entry: ScanLogInsert): Promise<void> {
      await db.insert(scanLog).values(entry);
    },

    /**
     * A page, newest first. A page never ends in the middle of a millisecond: the rest of the last
     * entry's instant is added, so a client paging with before = that instant misses nothing.
     */
    async page(filter: ScanLogFilter) {
      const scope = (extra?: ReturnType<typeof eq>) =>
        and(
          eq(scanLog.eventId, filter.eventId),
          filter.areaId === undefined ? undefined : eq(scanLog.areaId, filter.areaId),
          extra,
        );
      const order = [desc(scanLog.at), desc(scanLog.id)] as const;
      const rows = await select()
        .where(scope(filter.before === undefined ? undefined : lt(scanLog.at, filter.before)))
        .orderBy(...order)
        .limit(filter.limit);
      const last = rows.at(-1);
      if (!last || rows.length < filter.limit) return rows;
      const sameInstant = await select()
        .where(scope(eq(scanLog.at, last.at)))
        .orderBy(...order);
      const seen = new Set(rows.map((r) => r.id));
      return [...rows, ...sameInstant.filter((r) => !seen.has(r.id))];
    },
  };
}

export type ScanLogRow = Awaited<ReturnType<ReturnType<typeof createScanLogRepository>['page']>>[number];
