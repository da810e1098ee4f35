import { asc, eq } from 'drizzle-orm';
import type { ConfiguredPrinter } from '@shared/ipc/printers';
import type { Db } from '../client';
import { printers } from '../schema';

/** The printers configured on an event (spec: label, ip, printType), in label order. */
export function createPrintersRepository(db: Db) {
  return {
    async listForEvent(eventId: string): Promise<ConfiguredPrinter[]> {
      return db
        .select({ label: printers.label, ip: printers.ip, printType: printers.printType })
        .from(printers)
        .where(eq(printers.eventId, eventId))
        .orderBy(asc(printers.label), asc(printers.id));
    },
  };
}
