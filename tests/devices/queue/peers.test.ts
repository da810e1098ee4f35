import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import QRCode from 'qrcode';
import { createPrintQueue, type PrintQueue } from '../../../main/devices/queue';
import { createPrinterDriver, SAMPLE_BADGE } from '../../../main/devices/printers';
import { startIppEvePrinter, type IppEvePrinter } from '../../support/ippeveprinter';
import { PAPER_END, READY, startTcpPrinter, type TcpPrinter } from '../../support/tcpPrinter';
import { badgePdf, printRequest, tempDir, waitForJob } from './support';

// The queue with the real drivers against real peers: ippeveprinter (IPP) and a TCP 9100 listener
// (ESC/POS).

const fast = { initialMs: 100, maxMs: 400 };
let queue: PrintQueue;
let removeDir: () => Promise<void>;

async function openQueue(): Promise<PrintQueue> {
  const { dir, remove } = await tempDir();
  removeDir = remove;
  queue = createPrintQueue({ dir, driverFor: (uri) => createPrinterDriver(uri), backoff: fast });
  await queue.start();
  return queue;
}

afterEach(async () => {
  await queue?.close();
  await removeDir?.();
});

describe('print queue with ippeveprinter', () => {
  let printer: IppEvePrinter;
  beforeAll(async () => {
    printer = await startIppEvePrinter();
  });
  afterAll(async () => {
    await printer?.close();
  });

  it('prints a PDF and a PNG; each lands in the spool under a job-name carrying the job id', async () => {
    const q = await openQueue();
    const before = (await printer.documents()).length;
    const png = await QRCode.toBuffer('https://lanyard.example/tickets/T-1', { type: 'png' });

    const pdfJob = await q.enqueue(
      printRequest(printer.uri, { jobName: 'Badge PDF', data: await badgePdf() }),
    );
    const pngJob = await q.enqueue({
      ...printRequest(printer.uri, { jobName: 'Badge PNG' }),
      document: { format: 'image/png', data: new Uint8Array(png) },
    });
    await waitForJob(q, pdfJob.job.id, 'printed');
    await waitForJob(q, pngJob.job.id, 'printed');

    const names = (await printer.documents()).slice(before).map((d) => d.name);
    expect(names).toEqual([
      expect.stringMatching(new RegExp(`Badge_PDF_${pdfJob.job.id}.*\\.pdf$`, 'i')),
      expect.stringMatching(new RegExp(`Badge_PNG_${pngJob.job.id}.*\\.png$`, 'i')),
    ]);
  });

  it('keeps the job queued while the printer is stopped and prints it once the printer is back', async () => {
    const q = await openQueue();
    const before = (await printer.documents()).length;
    await printer.stop();

    const { job } = await q.enqueue(printRequest(printer.uri, { data: await badgePdf() }));
    const waiting = await waitForJob(q, job.id, (j) => j.attempts >= 2);
    expect(waiting).toMatchObject({ state: 'queued', lastError: expect.stringMatching(/unreachable/) });
    expect(waiting.nextAttemptAt).toBeGreaterThan(waiting.updatedAt);

    await printer.restart();
    await waitForJob(q, job.id, 'printed', 20_000);
    const received = (await printer.documents()).slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.name).toContain(job.id);
  });

  it('fails a job the printer refuses for good, with the printer’s reason', async () => {
    const q = await openQueue();
    const wrongPath = printer.uri.replace('/ipp/print', '/ipp/nothing-here');
    const { job } = await q.enqueue(printRequest(wrongPath, { data: await badgePdf() }));
    const failed = await waitForJob(q, job.id, 'failed');
    expect(failed.lastError).toMatch(/not-found|404/);
  });
});

describe('print queue with an ESC/POS printer on TCP 9100', () => {
  let printer: TcpPrinter;
  beforeAll(async () => {
    printer = await startTcpPrinter();
  });
  afterAll(async () => {
    await printer?.close();
  });

  const textBadge = (key: string) => ({
    ...printRequest(printer.uri, { key }),
    document: { format: 'text/x-badge' as const, badge: SAMPLE_BADGE },
  });

  it('prints the text badge once: the name, the QR code of the ticket URL and one cut', async () => {
    const q = await openQueue();
    const cuts = printer.cuts();
    const { job } = await q.enqueue(textBadge('escpos-1'));
    await waitForJob(q, job.id, 'printed');
    const bytes = Buffer.concat(printer.connections.map((c) => c.bytes)).toString('latin1');
    expect(bytes).toContain(SAMPLE_BADGE.name);
    expect(bytes).toContain(SAMPLE_BADGE.ticketUrl);
    expect(printer.cuts()).toBe(cuts + 1);
  });

  it('keeps the job queued while the printer is out of paper or unreachable, then prints it once', async () => {
    const q = await openQueue();
    const cuts = printer.cuts();
    printer.setStatus(PAPER_END);
    const { job } = await q.enqueue(textBadge('escpos-2'));
    const outOfPaper = await waitForJob(q, job.id, (j) => j.attempts >= 1);
    expect(outOfPaper.state).toBe('queued');

    await printer.close();
    await waitForJob(q, job.id, (j) => /unreachable|ECONNREFUSED|offline/i.test(j.lastError ?? ''));
    printer.setStatus(READY);
    await printer.reopen();

    await waitForJob(q, job.id, 'printed', 20_000);
    expect(printer.cuts()).toBe(cuts + 1);
  });
});
