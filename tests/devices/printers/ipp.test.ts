import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IppPrinter, PrinterError, sampleBadge, sampleBadgePdf } from '../../../main/devices/printers';
import { blockingError, refusal } from '../../../main/devices/printers/ipp';
import { ippRequest } from '../../../main/devices/printers/ippTransport';
import { freePort, startIppEvePrinter, type IppEvePrinter } from '../../support/ippeveprinter';

let printer: IppEvePrinter;
let pdfOnly: IppEvePrinter;

beforeAll(async () => {
  [printer, pdfOnly] = await Promise.all([
    startIppEvePrinter(),
    startIppEvePrinter({ formats: ['application/pdf'] }),
  ]);
});

afterAll(async () => {
  await Promise.all([printer?.close(), pdfOnly?.close()]);
});

function rejection(promise: Promise<unknown>): Promise<PrinterError> {
  return promise.then(
    () => {
      throw new Error('expected a PrinterError');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PrinterError);
      return error as PrinterError;
    },
  );
}

async function png(): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    await QRCode.toBuffer('https://lanyard.example/tickets/T-1', { type: 'png', width: 300 }),
  );
}

describe('IPP Everywhere printer (ippeveprinter)', () => {
  it('reads state idle, the formats it takes and its media', async () => {
    const attributes = await new IppPrinter(printer.uri).attributes();
    expect(attributes.state).toBe('idle');
    expect(attributes.reasons).toEqual([]);
    expect(attributes.acceptingJobs).toBe(true);
    expect(attributes.formats).toEqual(expect.arrayContaining(['application/pdf', 'image/png']));
    expect(attributes.mediaSupported).toContain('iso_a4_210x297mm');
    expect(attributes.mediaReady.length).toBeGreaterThan(0);
    expect(await new IppPrinter(printer.uri).status()).toMatchObject({ state: 'idle', reasons: [] });
  });

  it('prints a PDF badge: the job completes and the document lands in the spool folder', async () => {
    const before = (await printer.documents()).length;
    const document = await sampleBadgePdf();
    const result = await new IppPrinter(printer.uri).print(document, {
      jobName: 'Badge T-000001',
      copies: 1,
    });

    expect(result.printerJobId).toBeGreaterThan(0);
    const documents = await printer.waitForDocuments(before + 1);
    const landed = documents.find((d) => d.name.startsWith(`${result.printerJobId}-`));
    expect(landed?.name).toBe(`${result.printerJobId}-badge_t-000001.pdf`);
    expect(await readFile(landed!.file)).toEqual(Buffer.from(document.data));
  });

  it('prints a PNG badge with copies', async () => {
    const data = await png();
    const result = await new IppPrinter(printer.uri).print(
      { format: 'image/png', data },
      { jobName: 'Badge T-1', copies: 2 },
    );
    const documents = await printer.waitForDocuments(1);
    const landed = documents.find((d) => d.name === `${result.printerJobId}-badge_t-1.png`);
    expect(landed?.size).toBe(data.length);
  });

  it('refuses a format the printer does not take, naming the ones it does, before sending anything', async () => {
    const error = await rejection(
      new IppPrinter(pdfOnly.uri).print(
        { format: 'image/png', data: await png() },
        { jobName: 'x', copies: 1 },
      ),
    );
    expect(error.code).toBe('unsupported-format');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('does not take image/png');
    expect(error.message).toContain('application/pdf');
    expect(await pdfOnly.documents()).toEqual([]);
  });

  it('refuses the text badge: IPP printers get a rendered PDF or PNG', async () => {
    const error = await rejection(
      new IppPrinter(printer.uri).print(sampleBadge(), { jobName: 'x', copies: 1 }),
    );
    expect(error.code).toBe('unsupported-format');
    expect(error.retryable).toBe(false);
  });

  it("turns the printer's own refusal into a clear, non-retryable error", async () => {
    const response = await ippRequest(
      pdfOnly.uri,
      {
        operation: 'Print-Job',
        attributes: { 'requesting-user-name': 'test', 'job-name': 'jpeg', 'document-format': 'image/jpeg' },
        data: new Uint8Array(64),
      },
      { timeoutMs: 5_000 },
    );
    expect(response.status).toMatch(/^client-error/);
    const error = refusal('Print-Job', response);
    expect(error.code).toBe('unsupported-format');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain(response.status);
  });

  it('reports an unreachable printer as offline, and a print to it as unreachable and retryable', async () => {
    const uri = `ipp://127.0.0.1:${await freePort()}/ipp/print`;
    expect(await new IppPrinter(uri).status()).toMatchObject({ state: 'offline' });
    const error = await rejection(
      new IppPrinter(uri).print(await sampleBadgePdf(), { jobName: 'x', copies: 1 }),
    );
    expect(error.code).toBe('unreachable');
    expect(error.retryable).toBe(true);
    expect(error.message).toContain('ECONNREFUSED');
  });

  it('names a wrong resource path instead of retrying forever', async () => {
    const error = await rejection(new IppPrinter(printer.uri.replace('/ipp/print', '/nope')).attributes());
    expect(error.code).toBe('refused');
    expect(error.retryable).toBe(false);
  });

  it('reports a tray without paper from printer-state-reasons', async () => {
    await printer.setTrayLevels(0, 0);
    try {
      const status = await new IppPrinter(printer.uri).status();
      expect(status.reasons).toContain('media-empty-report');
    } finally {
      await printer.setTrayLevels(250, 25);
    }
    expect((await new IppPrinter(printer.uri).status()).reasons).toEqual([]);
  });

  it('speaks ipps:// to a printer with a self-signed certificate, and refuses it when told to verify', async () => {
    expect(await new IppPrinter(printer.ippsUri).status()).toMatchObject({ state: 'idle' });
    await new IppPrinter(printer.ippsUri).print(await sampleBadgePdf(), { jobName: 'Over TLS', copies: 1 });

    const error = await rejection(new IppPrinter(printer.ippsUri, { tls: { verify: true } }).attributes());
    expect(error.code).toBe('refused');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/TLS/);
  });
});

describe('IPP printer that goes away', () => {
  let flaky: IppEvePrinter;
  beforeAll(async () => {
    flaky = await startIppEvePrinter({ formats: ['application/pdf'] });
  });
  afterAll(async () => {
    await flaky?.close();
  });

  it('times out (retryable) against a hung printer, then prints once it answers again', async () => {
    const driver = new IppPrinter(flaky.uri, { requestTimeoutMs: 300 });
    flaky.pause();
    try {
      expect(await driver.status()).toMatchObject({ state: 'offline' });
      const error = await rejection(driver.print(await sampleBadgePdf(), { jobName: 'hung', copies: 1 }));
      expect(error.code).toBe('timeout');
      expect(error.retryable).toBe(true);
    } finally {
      flaky.resume();
    }
    // Nothing was sent while it hung: the attributes check failed before Print-Job.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await flaky.documents()).toEqual([]);
    await driver.print(await sampleBadgePdf(), { jobName: 'after hang', copies: 1 });
    expect((await flaky.documents()).map((d) => d.name)).toEqual([
      expect.stringMatching(/-after_hang\.pdf$/),
    ]);
  });

  it('is unreachable while the printer is down and prints after it restarts on the same port', async () => {
    const driver = new IppPrinter(flaky.uri);
    await flaky.stop('SIGKILL');
    const error = await rejection(driver.print(await sampleBadgePdf(), { jobName: 'down', copies: 1 }));
    expect(error.code).toBe('unreachable');

    await flaky.restart();
    await driver.print(await sampleBadgePdf(), { jobName: 'back', copies: 1 });
    const names = (await flaky.documents()).map((d) => d.name);
    expect(names.filter((name) => name.endsWith('-back.pdf'))).toHaveLength(1);
    expect(names.some((name) => name.endsWith('-down.pdf'))).toBe(false);
  });
});

/** job-state of a job, asked straight from the printer. */
async function jobState(uri: string, jobId: number): Promise<unknown> {
  const response = await ippRequest(
    uri,
    {
      operation: 'Get-Job-Attributes',
      attributes: { 'job-id': jobId, 'requested-attributes': ['job-state'] },
    },
    { timeoutMs: 5_000 },
  );
  return response.job['job-state'];
}

describe('IPP job tracking', () => {
  let dir: string;
  let failing: IppEvePrinter;
  let slow: IppEvePrinter;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'lanyard-ipp-jobs-'));
    // A printer that takes 1.5 s per job and, like a real one, finishes the page it is on before a
    // cancel takes effect (ippeveprinter lets the print command run to its end).
    const sleeper = path.join(dir, 'print-slowly');
    await writeFile(sleeper, '#!/bin/sh\nexec sleep 1.5\n');
    await chmod(sleeper, 0o755);
    [failing, slow] = await Promise.all([
      startIppEvePrinter({ formats: ['application/pdf'], command: '/bin/false' }),
      startIppEvePrinter({ formats: ['application/pdf'], command: sleeper }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([failing?.close(), slow?.close()]);
    await rm(dir, { recursive: true, force: true });
  });

  it('resolves only once the printer reports the job completed', async () => {
    const { printerJobId } = await new IppPrinter(printer.uri).print(await sampleBadgePdf(), {
      jobName: 'tracked',
      copies: 1,
    });
    expect(await jobState(printer.uri, printerJobId)).toBe('completed');
  });

  it('fails, not retryable, when the printer aborts the job', async () => {
    const error = await rejection(
      new IppPrinter(failing.uri).print(await sampleBadgePdf(), { jobName: 'aborted', copies: 1 }),
    );
    expect(error.code).toBe('failed');
    expect(error.retryable).toBe(false);
    expect(error.message).toMatch(/Job \d+ was aborted by the printer/);
  });

  it('cancels a job that does not finish in time and offers a retry once the printer confirms the cancel', async () => {
    const error = await rejection(
      new IppPrinter(slow.uri, { jobTimeoutMs: 300 }).print(await sampleBadgePdf(), {
        jobName: 'stuck',
        copies: 1,
      }),
    );
    expect(error.code).toBe('timeout');
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(
      /^Job (\d+) did not complete within 300 ms.*; it was cancelled at the printer\.$/,
    );
    const jobId = Number(/Job (\d+)/.exec(error.message)?.[1]);
    expect(await jobState(slow.uri, jobId)).toBe('canceled');
  });

  it('does not offer a retry while a cancelled job may still print: that could print the badge twice', async () => {
    const error = await rejection(
      new IppPrinter(slow.uri, { jobTimeoutMs: 300, cancelGraceMs: 200 }).print(await sampleBadgePdf(), {
        jobName: 'still stopping',
        copies: 1,
      }),
    );
    expect(error.code).toBe('failed');
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('still stopping after a cancel');
    expect(error.message).toContain('reprint with force');
    const jobId = Number(/Job (\d+)/.exec(error.message)?.[1]);
    await expect.poll(() => jobState(slow.uri, jobId), { timeout: 5_000 }).toBe('canceled');
  });
});

describe('blockingError', () => {
  const idle = { state: 'idle' as const, reasons: [] as string[], acceptingJobs: true };
  it.each([
    [{ ...idle }, null],
    [{ ...idle, reasons: ['media-low-report', 'media-empty-report'] }, null],
    [{ ...idle, reasons: ['media-empty-error'] }, 'media-empty'],
    [{ ...idle, reasons: ['media-needed'] }, 'media-empty'],
    [{ ...idle, state: 'stopped' as const, reasons: ['media-jam-error'] }, 'media-jam'],
    [{ ...idle, state: 'stopped' as const, reasons: ['paused'] }, 'stopped'],
    [{ ...idle, reasons: ['cover-open-error'] }, 'stopped'],
    [{ ...idle, acceptingJobs: false }, 'refused'],
  ])('%o → %s', (printerState, code) => {
    const error = blockingError(printerState);
    expect(error?.code ?? null).toBe(code);
    if (error) expect(error.retryable).toBe(true);
  });
});
