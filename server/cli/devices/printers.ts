import { Command } from 'commander';
import { listPrinters } from '../../../main/devices/printers';
import type { ConfiguredPrinter, PrinterInfo } from '@shared/ipc/printers';
import { loadConfig } from '../../config';
import { createPrintersRepository } from '../../db/repositories/printers';
import { openConfiguredDatabase } from '../database';
import { action, CliExit, seconds } from './options';

/** The event's printers from the configured database (DATABASE_URL, else PGlite under DATA_DIR). */
async function eventPrinters(eventId: string): Promise<ConfiguredPrinter[]> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    return await createPrintersRepository(database.db).listForEvent(eventId);
  } catch (error) {
    throw new CliExit(
      `Could not read the printers of event ${eventId}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    await database.close();
  }
}

function table(printers: PrinterInfo[]): string {
  const rows = printers.map((p) => [
    p.label,
    p.status.state,
    p.kind,
    p.source,
    p.uri,
    [
      ...p.status.reasons,
      p.status.state === 'offline' || p.status.state === 'unknown' ? p.status.message : undefined,
    ]
      .filter(Boolean)
      .join(', '),
  ]);
  const header = ['PRINTER', 'STATE', 'KIND', 'SOURCE', 'URI', 'REASONS'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((cell, i) => (cell ?? '').padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `lanyard devices printers`: discovered (DNS-SD) and configured printers with their status now. */
export function printersCommand(): Command {
  return new Command('printers')
    .description('List the printers found by DNS-SD and those configured on an event, with their status')
    .option('--event <eventId>', "also list this event's configured printers (from the configured database)")
    .option('--discovery <seconds>', 'how long to browse DNS-SD', seconds, 3)
    .option('--no-discovery', 'configured printers only')
    .option('--json', 'print the list as JSON')
    .action(
      action(async (opts: { event?: string; discovery: number | false; json?: boolean }) => {
        const configured = opts.event ? await eventPrinters(opts.event) : [];
        if (opts.event && configured.length === 0) {
          process.stderr.write(`Event ${opts.event} has no printers configured.\n`);
        }
        const printers = await listPrinters(configured, {
          discoveryMs: opts.discovery === false ? 0 : opts.discovery * 1000,
        });
        if (opts.json) {
          console.log(JSON.stringify(printers, null, 2));
        } else if (printers.length === 0) {
          console.log('No printers found.');
        } else {
          console.log(table(printers));
        }
      }),
    );
}
