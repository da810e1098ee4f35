import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrinterInfo } from '@shared/ipc/printers';
import type { QueueJob } from '@shared/ipc/queue';
import { openDatabase } from '../../../server/db/client';
import { printers } from '../../../server/db/schema';
import { insertEvent } from '../../support/builders';
import { startIppEvePrinter, type IppEvePrinter } from '../../support/ippeveprinter';
import { startTcpPrinter, type TcpPrinter } from '../../support/tcpPrinter';
import { badgePdf, tempDir } from './support';

// `lanyard devices` as venue IT runs it: bin/lanyard.js in a child process, against real peers.

const root = fileURLToPath(new URL('../../../', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let dataDir: string;
let remove: () => Promise<void>;
let ipp: IppEvePrinter;
let tcp: TcpPrinter;
let pdf: string;

function lanyard(...args: string[]): Promise<Run> {
  // The embedded database under DATA_DIR, whatever database the environment names.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = { ...inherited, DATA_DIR: dataDir };
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['bin/lanyard.js', 'devices', ...args],
      { cwd: root, env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  ({ dir: dataDir, remove } = await tempDir('lanyard-cli-'));
  [ipp, tcp] = await Promise.all([startIppEvePrinter(), startTcpPrinter()]);
  pdf = path.join(dataDir, 'badge.pdf');
  await writeFile(pdf, await badgePdf());
});

afterAll(async () => {
  await Promise.all([ipp?.close(), tcp?.close()]);
  await remove?.();
});

// Each command is a Node start-up (~1 s, several on a busy machine).
describe('lanyard devices', { timeout: 120_000 }, () => {
  it('print: prints a PDF through the queue and exits 0 once the printer has it', async () => {
    const run = await lanyard('print', '--printer', ipp.uri, pdf);

    expect(run).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Printed badge\.pdf on ipp:/) });
    const documents = await ipp.documents();
    expect(
      documents.filter((d) => d.name.includes('badge.pdf') || d.name.includes('badge_pdf')),
    ).toHaveLength(1);
  });

  it('print: a printer that refuses exits 1 with its reason', async () => {
    const run = await lanyard('print', '--printer', ipp.uri.replace('/ipp/print', '/ipp/none'), pdf);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Print failed \(job \w+\): .*not-found/);
  });

  it('print: an unreachable printer is retried until --timeout, then exits 75 saying the job stays queued', async () => {
    const run = await lanyard('print', '--printer', 'ipp://127.0.0.1:9/ipp/print', '--timeout', '1.5', pdf);

    expect(run.code).toBe(75);
    expect(run.stderr).toMatch(/Not printed yet: .*unreachable.*Trying again/);
    expect(run.stderr).toMatch(/Not printed within 2 s: .*stays queued/);

    const list = await lanyard('queue', 'list', '--json');
    const waiting = (JSON.parse(list.stdout) as QueueJob[]).find((j) => j.printerUri.includes(':9/'));
    expect(waiting).toMatchObject({ state: 'queued', lastError: expect.stringMatching(/unreachable/) });

    const cancel = await lanyard('queue', 'cancel', waiting!.id);
    expect(cancel).toMatchObject({ code: 0, stdout: `Job ${waiting!.id} is cancelled.\n` });
    const table = await lanyard('queue');
    expect(table.stdout).toMatch(new RegExp(`${waiting!.id}\\s+cancelled`));
  });

  it('print: refuses a file that is neither PDF nor PNG, by its content', async () => {
    const fake = path.join(dataDir, 'not-really.pdf');
    await writeFile(fake, 'hello');
    const run = await lanyard('print', '--printer', ipp.uri, fake);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('is neither a PDF nor a PNG');
  });

  it('test-badge: a PDF badge on an IPP printer and a text badge with one cut on ESC/POS', async () => {
    const before = (await ipp.documents()).length;
    const onIpp = await lanyard('test-badge', '--printer', ipp.uri);
    const onTcp = await lanyard('test-badge', '--printer', tcp.uri);

    expect(onIpp.code).toBe(0);
    expect(onTcp.code).toBe(0);
    const added = (await ipp.documents()).slice(before);
    expect(added.map((d) => d.name)).toEqual([expect.stringMatching(/test_badge.*\.pdf$/i)]);
    expect(tcp.cuts()).toBe(1);
  });

  it("printers --event: the event's configured printers from the database, with live status", async () => {
    const database = await openDatabase({ databaseUrl: null, pgliteDir: path.join(dataDir, 'pglite') });
    let eventId: string;
    try {
      await database.migrate();
      eventId = (await insertEvent(database.db)).id;
      await database.db.insert(printers).values([
        { id: 'p1', eventId, label: 'Entrance', ip: `127.0.0.1:${ipp.port}/ipp/print`, printType: 'ipp' },
        { id: 'p2', eventId, label: 'Receipts', ip: `127.0.0.1:${tcp.port}`, printType: 'TXT' },
        { id: 'p3', eventId, label: 'Nothing', ip: '', printType: 'none' },
      ]);
    } finally {
      await database.close();
    }

    const run = await lanyard('printers', '--event', eventId, '--no-discovery', '--json');

    expect(run.code).toBe(0);
    const list = JSON.parse(run.stdout) as PrinterInfo[];
    expect(list.map((p) => [p.label, p.kind, p.source, p.uri, p.status.state])).toEqual([
      ['Entrance', 'ipp', 'configured', ipp.uri, 'idle'],
      ['Receipts', 'escpos', 'configured', tcp.uri, 'idle'],
    ]);
  });

  it('queue retry: an unknown job id exits 1 and says so', async () => {
    const run = await lanyard('queue', 'retry', 'nosuchjob');
    expect(run).toMatchObject({ code: 1, stderr: 'No print job nosuchjob.\n' });
  });
});
