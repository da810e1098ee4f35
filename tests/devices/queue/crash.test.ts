import { spawn, type ChildProcess } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueJob } from '@shared/ipc/queue';
import { startIppEvePrinter, type IppEvePrinter } from '../../support/ippeveprinter';
import { badgePdf, tempDir } from './support';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const worker = path.join(root, 'tests/devices/queue/fixtures/queueWorker.ts');

interface WorkerMessage {
  /** The jobs as the station found them on disk at start. */
  started?: QueueJob[];
  change?: QueueJob;
  done?: boolean;
}

/** One run of the station process; `until` waits for the message at which the test acts. */
class Station {
  readonly child: ChildProcess;
  readonly messages: WorkerMessage[] = [];
  private readonly exited: Promise<void>;
  private readonly waiters = new Set<(message: WorkerMessage) => void>();
  private stderr = '';

  constructor(args: string[]) {
    this.child = spawn(process.execPath, ['--import', 'tsx', worker, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child.stderr?.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    readline.createInterface({ input: this.child.stdout! }).on('line', (line) => {
      const message = JSON.parse(line) as WorkerMessage;
      this.messages.push(message);
      for (const waiter of this.waiters) waiter(message);
    });
    // 'close', not 'exit': every line it wrote has been read by then.
    this.exited = new Promise((resolve) => this.child.once('close', () => resolve()));
  }

  /** The first message, seen already or to come, that matches; fails if the process ends first. */
  until(matches: (message: WorkerMessage) => boolean, timeoutMs = 30_000): Promise<WorkerMessage> {
    const earlier = this.messages.find(matches);
    if (earlier) return Promise.resolve(earlier);
    return new Promise((resolve, reject) => {
      const finish = (error: Error | null, message?: WorkerMessage) => {
        clearTimeout(timer);
        this.waiters.delete(waiter);
        if (error) reject(new Error(`${error.message}; station stderr:\n${this.stderr}`));
        else resolve(message!);
      };
      const waiter = (message: WorkerMessage) => matches(message) && finish(null, message);
      const timer = setTimeout(() => finish(new Error(`No such message within ${timeoutMs} ms`)), timeoutMs);
      this.waiters.add(waiter);
      void this.exited.then(() =>
        finish(new Error(`The station exited after ${JSON.stringify(this.messages.slice(-3))}`)),
      );
    });
  }

  /** kill -9: no handler runs, nothing is flushed or closed. */
  async kill(): Promise<void> {
    this.child.kill('SIGKILL');
    await this.exited;
  }
}

let printer: IppEvePrinter;
let pdfFile: string;
let removeTemp: () => Promise<void>;
let tempRoot: string;

beforeAll(async () => {
  printer = await startIppEvePrinter({ formats: ['application/pdf'] });
  const temp = await tempDir();
  tempRoot = temp.dir;
  removeTemp = temp.remove;
  pdfFile = path.join(tempRoot, 'badge.pdf');
  await writeFile(pdfFile, await badgePdf());
});

afterAll(async () => {
  await printer?.close();
  await removeTemp?.();
});

/** Documents the printer received per key (its spool file names carry the job-name, i.e. the key). */
async function documentsPerKey(keys: string[]): Promise<Record<string, number>> {
  const documents = await printer.documents();
  return Object.fromEntries(keys.map((key) => [key, documents.filter((d) => d.name.includes(key)).length]));
}

describe('print queue under kill -9', { timeout: 180_000 }, () => {
  it('prints every job exactly once, counted at the printer, when the station is killed mid-job and restarted', async () => {
    const count = 10;
    const prefix = 'crashjob';
    const keys = Array.from({ length: count }, (_, i) => `${prefix}${String(i).padStart(2, '0')}`);
    const dir = path.join(tempRoot, 'queue');
    const args = [dir, printer.uri, String(count), prefix, pdfFile];

    // Each run is killed at another point, counted in that run's own changes: while the jobs are
    // still being queued, right after a job was recorded as 'sending' (the one unsafe window: the
    // printer may or may not have it), and right after a job printed.
    const killPoints: [QueueJob['state'], number][] = [
      ['queued', 4],
      ['sending', 1],
      ['sending', 2],
      ['printed', 1],
      ['sending', 1],
    ];
    const foundSending: number[] = [];
    const start = async () => {
      const station = new Station(args);
      const { started } = await station.until((m) => m.started !== undefined);
      foundSending.push(started!.filter((j) => j.state === 'sending').length);
      return station;
    };
    for (const [state, nth] of killPoints) {
      const station = await start();
      let seen = 0;
      await station.until((m) => m.change?.state === state && ++seen === nth);
      await station.kill();
    }

    const last = await start();
    await last.until((m) => m.done === true, 45_000);
    await last.kill();

    expect(await documentsPerKey(keys)).toEqual(Object.fromEntries(keys.map((key) => [key, 1])));
    expect(await printer.documents()).toHaveLength(count);
    // Restarts did find jobs in 'sending' (the kill landed inside the window) and resolved them.
    expect(foundSending.filter((n) => n > 0).length).toBeGreaterThanOrEqual(2);
  });
});
