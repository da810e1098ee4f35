import { Command } from 'commander';
import { ticketUrl } from '@shared/rules/ticketUrl';
import { fullName } from '@shared/rules/personName';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { createParticipantsRepository } from '../db/repositories/participants';
import { DEMO_EVENT_IDS } from '../db/seed';
import { migrateDatabase, openConfiguredDatabase } from './database';

/**
 * An event's tickets, one a line: number, holder, e-mail and the ticket URL its QR holds. The URL
 * carries the ticket's secret (DECISIONS 15), new on every seed, so the demo cannot list them in
 * its docs: make a QR of a URL to try the kiosk or the camera.
 */
async function ticketsText(
  config: Config,
  database: Database,
  eventId: string,
  limit = Infinity,
): Promise<string> {
  const all = await createParticipantsRepository(database.db).tickets(eventId);
  if (all.length === 0) return `Event ${eventId} has no tickets.`;
  const rows = all.slice(0, limit);
  const width = Math.max(...rows.map((r) => fullName(r).length));
  return rows
    .map((r) =>
      [
        r.ticketNumber ?? '-',
        fullName(r).padEnd(width),
        ticketUrl(config.publicUrl, r.ticketId ?? ''),
        r.email ?? '',
      ].join('  '),
    )
    .join('\n')
    .concat(
      rows.length < all.length ? `\n… ${all.length - rows.length} more: npm run lanyard -- tickets` : '',
    );
}

/** What `seed` and `serve` print after seeding: the live event's first tickets. */
export async function demoTicketsText(config: Config, database: Database): Promise<string> {
  const tickets = await ticketsText(config, database, DEMO_EVENT_IDS.live, 8);
  return `Tickets of the live event (their URLs change with every seed):\n${tickets}`;
}

/** `lanyard tickets`: the demo's live event unless --event names another. */
export function ticketsCommand(): Command {
  return new Command('tickets')
    .description("Print an event's tickets with their ticket URLs (the demo's live event by default)")
    .option('--event <eventId>', 'the event whose tickets to print', DEMO_EVENT_IDS.live)
    .action(async (opts: { event: string }) => {
      const config = loadConfig();
      const database = await openConfiguredDatabase(config);
      try {
        await migrateDatabase(database);
        console.log(await ticketsText(config, database, opts.event));
      } finally {
        await database.close();
      }
    });
}
