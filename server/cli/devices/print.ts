import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Command } from 'commander';
import { printerAddress, sampleBadge, sampleBadgePdf } from '../../../main/devices/printers';
import { printerUri } from '@shared/ipc/printers';
import type { PrintDocument } from '@shared/ipc/queue';
import { action, CliExit, positiveInt, queueDir, seconds } from './options';
import { openQueue, waitForPrinted } from './queueRun';

interface PrintOptions {
  printer: string;
  queueDir?: string;
  timeout: number;
  copies: number;
  key?: string;
  force?: boolean;
}

/** A document by its content, not its name (DECISIONS 21): PDF or PNG. */
function documentFromBytes(file: string, data: Uint8Array<ArrayBuffer>): PrintDocument {
  const head = Buffer.from(data.subarray(0, 8));
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return { format: 'application/pdf', data };
  if (head.equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { format: 'image/png', data };
  throw new CliExit(`${file} is neither a PDF nor a PNG (checked by its content).`);
}

function checkedPrinter(uri: string): string {
  if (!printerUri.safeParse(uri).success) {
    throw new CliExit(`--printer ${uri}: expected ipp://host[:port]/path, ipps://… or socket://host[:port]`);
  }
  return uri;
}

/** Enqueues one document on the CLI's queue and waits for the outcome (see waitForPrinted). */
async function printAndWait(document: PrintDocument, jobName: string, opts: PrintOptions): Promise<void> {
  const uri = checkedPrinter(opts.printer);
  const queue = await openQueue(queueDir(opts.queueDir));
  try {
    const key = opts.key ?? `cli:${randomUUID()}`;
    const result = await queue.enqueue({
      key,
      printerUri: uri,
      jobName,
      copies: opts.copies,
      document,
      force: opts.force ?? false,
    });
    if (result.outcome === 'alreadyPrinted') {
      const when = new Date(result.job.updatedAt).toISOString();
      throw new CliExit(
        `${key} printed already (job ${result.job.id}, ${when}); add --force to print it again.`,
      );
    }
    if (result.outcome === 'alreadyQueued') {
      process.stderr.write(`${key} is already in the queue as job ${result.job.id}; waiting for it.\n`);
    }
    const printed = await waitForPrinted(queue, result.job.id, opts.timeout * 1000, (line) =>
      process.stderr.write(`${line}\n`),
    );
    console.log(`Printed ${jobName} on ${uri} (job ${printed.id}, ${printed.attempts} attempt(s)).`);
  } finally {
    await queue.close();
  }
}

function withPrintOptions(command: Command): Command {
  return command
    .requiredOption('--printer <uri>', 'ipp://host[:port]/ipp/print, ipps://… or socket://host[:9100]')
    .option('--queue-dir <dir>', 'queue folder (default DATA_DIR/print-queue)')
    .option('--timeout <seconds>', 'how long to wait for a printer that is not ready', seconds, 60)
    .option('--copies <n>', 'copies', positiveInt, 1);
}

/** `lanyard devices print --printer <uri> <file>`: a PDF or PNG through the queue. */
export function printCommand(): Command {
  return withPrintOptions(new Command('print'))
    .description('Print a PDF or PNG through the print queue and wait until it printed')
    .argument('<file>', 'a PDF or PNG file')
    .option('--key <key>', 'job key (DECISIONS 18): a key that printed is refused unless --force')
    .option('--force', 'print the key again even if it printed')
    .action(
      action(async (file: string, opts: PrintOptions) => {
        let data: Uint8Array<ArrayBuffer>;
        try {
          data = new Uint8Array(await readFile(file));
        } catch (error) {
          throw new CliExit(`Cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
        }
        await printAndWait(documentFromBytes(file, data), path.basename(file), opts);
      }),
    );
}

/** `lanyard devices test-badge --printer <uri>`: the sample badge, as PDF (IPP) or text + QR (ESC/POS). */
export function testBadgeCommand(): Command {
  return withPrintOptions(new Command('test-badge'))
    .description(
      'Print a sample badge: a 90 × 120 mm PDF on IPP printers, text and QR code on ESC/POS (socket://)',
    )
    .action(
      action(async (opts: PrintOptions) => {
        const uri = checkedPrinter(opts.printer);
        const document = printerAddress(uri).scheme === 'socket' ? sampleBadge() : await sampleBadgePdf();
        await printAndWait(document, 'Lanyard test badge', {
          ...opts,
          key: `cli:test-badge:${randomUUID()}`,
        });
      }),
    );
}
