import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { PrinterStatus } from '@shared/ipc/printers';
import type { PrintDocument, PrintRequest, QueueJob } from '@shared/ipc/queue';
import type { PrintQueue } from '../../../main/devices/queue';
import {
  PrinterError,
  type PrintOptions,
  type PrinterDriver,
  type PrinterJobRecord,
} from '../../../main/devices/printers/types';

export async function tempDir(
  prefix = 'lanyard-queue-',
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), prefix));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A 90 × 120 mm badge page (DECISIONS 17) with a name on it, as the renderer would hand over. */
export async function badgePdf(name = 'Ada Lovelace'): Promise<Uint8Array<ArrayBuffer>> {
  const mm = 72 / 25.4;
  const doc = await PDFDocument.create();
  const page = doc.addPage([90 * mm, 120 * mm]);
  page.drawText(name, { x: 20, y: 200, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return new Uint8Array(await doc.save());
}

let requests = 0;

/** A print request for one badge; the key is unique unless given. */
export function printRequest(
  printerUri: string,
  overrides: Partial<PrintRequest> & { data?: Uint8Array<ArrayBuffer> } = {},
): PrintRequest {
  requests += 1;
  const { data, ...rest } = overrides;
  return {
    key: `evt-1:T-${requests}:v1`,
    printerUri,
    jobName: `Badge T-${requests}`,
    copies: 1,
    document: { format: 'application/pdf', data: data ?? new Uint8Array([0x25, 0x50, 0x44, 0x46]) },
    ...rest,
  };
}

/** Resolves with the job once it reaches the state (or fails the test after timeoutMs). */
export function waitForJob(
  queue: PrintQueue,
  id: string,
  state: QueueJob['state'] | ((job: QueueJob) => boolean),
  timeoutMs = 10_000,
): Promise<QueueJob> {
  const matches = typeof state === 'function' ? state : (job: QueueJob) => job.state === state;
  return new Promise((resolve, reject) => {
    const current = queue.get(id);
    if (current && matches(current)) return resolve(current);
    const timer = setTimeout(() => {
      queue.off('change', listener);
      reject(new Error(`Job ${id} did not reach ${String(state)}; it is ${JSON.stringify(queue.get(id))}`));
    }, timeoutMs);
    const listener = (job: QueueJob) => {
      if (job.id !== id || !matches(job)) return;
      clearTimeout(timer);
      queue.off('change', listener);
      resolve(job);
    };
    queue.on('change', listener);
  });
}

/**
 * The folder as a crash would leave it right now: copied while the queue runs, minus the lock
 * (whose owner would be dead). Starting a queue on the copy is a restart after kill -9.
 */
export async function crashCopy(dir: string): Promise<string> {
  const copy = `${dir}-crashed`;
  await cp(dir, copy, { recursive: true });
  await rm(path.join(copy, 'queue.lock'), { force: true });
  return copy;
}

type PrintBehaviour = (call: { document: PrintDocument; options: PrintOptions }) => Promise<void> | void;

/**
 * A test double of a printer driver for the cases a real peer cannot stage on cue (a print that
 * never returns, a job the printer reports pending, an error on the third attempt). It records
 * what was printed and how many prints ran at once.
 */
export class FakePrinter implements PrinterDriver {
  readonly kind = 'ipp' as const;
  printed: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  statusState: PrinterStatus['state'] = 'idle';
  statusReasons: string[] = [];
  behaviours: PrintBehaviour[] = [];
  /** Set to give the fake job memory (IPP-like); null = the printer does not list the job. */
  jobs?: Map<string, PrinterJobRecord['state']>;
  statusCalls = 0;
  findCalls = 0;

  constructor(readonly uri: string) {}

  get findJobByName(): PrinterDriver['findJobByName'] {
    const jobs = this.jobs;
    if (!jobs) return undefined;
    return async (name: string) => {
      this.findCalls += 1;
      const state = jobs.get(name);
      return state ? { printerJobId: 1, state } : null;
    };
  }

  async status(): Promise<PrinterStatus> {
    this.statusCalls += 1;
    return { state: this.statusState, reasons: this.statusReasons, checkedAt: Date.now() };
  }

  async formats(): Promise<string[]> {
    return ['application/pdf', 'image/png'];
  }

  async print(document: PrintDocument, options: PrintOptions): Promise<{ printerJobId?: number }> {
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      const behaviour = this.behaviours.shift();
      await behaviour?.({ document, options });
      this.printed.push(options.jobName);
      this.jobs?.set(options.jobName, 'completed');
      return {};
    } finally {
      this.inFlight -= 1;
    }
  }
}

export const offline = () => {
  throw new PrinterError('unreachable', 'Printer 127.0.0.1:9 is unreachable (ECONNREFUSED).', true);
};

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A promise and its resolve function, to hold a print until the test lets it go. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}
