import { readFileSync } from 'node:fs';
import { appendFile, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueueJob } from '@shared/ipc/queue';
import { createPrintQueue, QueueLockedError, readQueueJobs } from '../../../main/devices/queue';
import { PrinterError, type PrinterJobRecord } from '../../../main/devices/printers/types';
import { crashCopy, FakePrinter, gate, offline, printRequest, sleep, tempDir, waitForJob } from './support';

const A = 'ipp://127.0.0.1:1631/ipp/print';
const B = 'ipp://127.0.0.1:1632/ipp/print';
const fast = { initialMs: 40, maxMs: 160 };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface SetupOptions {
  printers?: FakePrinter[];
  now?: () => number;
  compactAfterLines?: number;
  backoff?: { initialMs: number; maxMs: number };
}

async function setup(options: SetupOptions = {}) {
  const { dir, remove } = await tempDir();
  const printers = new Map(
    (options.printers ?? [new FakePrinter(A), new FakePrinter(B)]).map((p) => [p.uri, p]),
  );
  const open = async (overrides: Partial<Parameters<typeof createPrintQueue>[0]> = {}) => {
    const queue = createPrintQueue({
      dir,
      driverFor: (uri) => printers.get(uri) ?? new FakePrinter(uri),
      backoff: options.backoff ?? fast,
      ...(options.now ? { now: options.now } : {}),
      ...(options.compactAfterLines ? { compactAfterLines: options.compactAfterLines } : {}),
      ...overrides,
    });
    await queue.start();
    cleanups.push(() => queue.close());
    return queue;
  };
  cleanups.push(remove);
  const queue = await open();
  return { dir, queue, open, printer: (uri: string) => printers.get(uri)! };
}

function journalLines(dir: string): Promise<{ v: number; job: QueueJob }[]> {
  return readFile(path.join(dir, 'journal.jsonl'), 'utf8').then((text) =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { v: number; job: QueueJob }),
  );
}

describe('print queue', () => {
  it('prints a queued job and goes queued → sending → printed, announcing each change', async () => {
    const { queue, printer } = await setup();
    const changes: string[] = [];
    queue.on('change', (job) => changes.push(job.state));

    const { outcome, job } = await queue.enqueue(printRequest(A, { jobName: 'Badge Ada' }));

    expect(outcome).toBe('queued');
    const printed = await waitForJob(queue, job.id, 'printed');
    expect(printed).toMatchObject({ state: 'printed', attempts: 1, printerUri: A, jobName: 'Badge Ada' });
    expect(changes).toEqual(['queued', 'sending', 'printed']);
    // The printer gets the job id in the job-name, so a restart can find the job there.
    expect(printer(A).printed).toEqual([`Badge Ada [${job.id}]`]);
  });

  it('announces a change only once its journal line is on disk', async () => {
    const { dir, queue } = await setup();
    const seen: boolean[] = [];
    queue.on('change', (job) => {
      // Read synchronously, at the moment of the announcement.
      const lines = readFileSync(path.join(dir, 'journal.jsonl'), 'utf8').split('\n').filter(Boolean);
      seen.push(
        lines.some((line) => {
          const { job: recorded } = JSON.parse(line) as { job: QueueJob };
          return recorded.id === job.id && recorded.state === job.state;
        }),
      );
    });
    const { job } = await queue.enqueue(printRequest(A));
    await waitForJob(queue, job.id, 'printed');
    expect(seen).toEqual([true, true, true]);
  });

  it('prints one job at a time per printer, in the order they were queued, and printers in parallel', async () => {
    const a = new FakePrinter(A);
    const b = new FakePrinter(B);
    const slow = () => sleep(30);
    a.behaviours = [slow, slow, slow, slow];
    b.behaviours = [slow, slow];
    const { queue } = await setup({ printers: [a, b] });

    const jobs: QueueJob[] = [];
    for (const uri of [A, B, A, A, B, A]) jobs.push((await queue.enqueue(printRequest(uri))).job);
    await Promise.all(jobs.map((job) => waitForJob(queue, job.id, 'printed')));

    const order = (uri: string) =>
      jobs.filter((j) => j.printerUri === uri).map((j) => `${j.jobName} [${j.id}]`);
    expect(a.printed).toEqual(order(A));
    expect(b.printed).toEqual(order(B));
    expect(a.maxInFlight).toBe(1);
    expect(b.maxInFlight).toBe(1);
  });

  it('prints the two printers at the same time', async () => {
    const a = new FakePrinter(A);
    const b = new FakePrinter(B);
    const holdA = gate();
    a.behaviours = [() => holdA.promise];
    const { queue } = await setup({ printers: [a, b] });

    const first = await queue.enqueue(printRequest(A));
    const second = await queue.enqueue(printRequest(B));

    // B prints while A is still busy with its job.
    await waitForJob(queue, second.job.id, 'printed');
    expect(queue.get(first.job.id)?.state).toBe('sending');
    holdA.open();
    await waitForJob(queue, first.job.id, 'printed');
  });

  describe('job keys (DECISIONS 18)', () => {
    it('refuses a key that printed, and prints it again only when forced', async () => {
      const { queue, printer } = await setup();
      const request = printRequest(A, { key: 'evt-1:T-000123:v3' });
      const first = await queue.enqueue(request);
      await waitForJob(queue, first.job.id, 'printed');

      const again = await queue.enqueue({ ...request, jobName: 'second try' });
      expect(again.outcome).toBe('alreadyPrinted');
      expect(again.job.id).toBe(first.job.id);

      const forced = await queue.enqueue({ ...request, force: true });
      expect(forced.outcome).toBe('queued');
      await waitForJob(queue, forced.job.id, 'printed');
      expect(printer(A).printed).toHaveLength(2);
    });

    it('returns the queued job instead of a second one, also for requests that arrive together', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      const { queue } = await setup({ printers: [a] });
      const request = printRequest(A, { key: 'evt-1:T-7:v1' });

      const results = await Promise.all([
        queue.enqueue(request),
        queue.enqueue(request),
        queue.enqueue(request),
      ]);

      expect(results.map((r) => r.outcome)).toEqual(['queued', 'alreadyQueued', 'alreadyQueued']);
      expect(new Set(results.map((r) => r.job.id)).size).toBe(1);
      expect(queue.list()).toHaveLength(1);
    });

    it('a new job for the key of a failed job replaces it, so retrying the old one cannot print the key twice', async () => {
      const a = new FakePrinter(A);
      a.behaviours = [
        () => {
          throw new PrinterError('unsupported-format', 'does not take PDF', false);
        },
      ];
      const { queue } = await setup({ printers: [a] });
      const request = printRequest(A, { key: 'evt-1:T-9:v1' });
      const failed = await queue.enqueue(request);
      await waitForJob(queue, failed.job.id, 'failed');

      const second = await queue.enqueue(request);
      expect(second.outcome).toBe('queued');
      await waitForJob(queue, second.job.id, 'printed');
      expect(queue.get(failed.job.id)).toMatchObject({
        state: 'cancelled',
        lastError: `Replaced by job ${second.job.id}`,
      });
      await expect(queue.retry(failed.job.id)).rejects.toThrow(/only failed or queued/);
    });
  });

  describe('failures', () => {
    it('keeps a job queued with growing back-off while the printer is offline, then prints it', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      const { queue } = await setup({ printers: [a] });
      const queuedStates: QueueJob[] = [];
      queue.on('change', (job) => job.state === 'queued' && job.lastError && queuedStates.push(job));

      const { job } = await queue.enqueue(printRequest(A));
      await waitForJob(queue, job.id, (j) => j.attempts >= 3);
      a.statusState = 'idle';
      const printed = await waitForJob(queue, job.id, 'printed');

      expect(a.printed).toHaveLength(1);
      const delays = queuedStates.slice(0, 3).map((j) => j.nextAttemptAt! - j.updatedAt);
      expect(delays).toEqual([40, 80, 160]);
      expect(queuedStates[0]?.lastError).toMatch(/offline|unreachable/i);
      expect(printed.lastError).toBeUndefined();
    });

    it('caps the back-off at maxMs', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'stopped';
      a.statusReasons = ['media-empty-error'];
      const { queue } = await setup({ printers: [a] });
      const { job } = await queue.enqueue(printRequest(A));

      const waiting = await waitForJob(queue, job.id, (j) => j.attempts >= 5);

      expect(waiting.state).toBe('queued');
      expect(waiting.nextAttemptAt! - waiting.updatedAt).toBe(160);
      expect(waiting.lastError).toMatch(/out of media/);
    });

    it('does not wait out a back-off that a wall clock set back has stretched', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      let now = Date.now() + 60 * 60_000;
      const { queue } = await setup({
        printers: [a],
        now: () => now,
        backoff: { initialMs: 300, maxMs: 300 },
      });
      const { job } = await queue.enqueue(printRequest(A));
      await waitForJob(queue, job.id, (j) => j.attempts === 1);

      // NTP moves the clock back an hour: the next attempt would be an hour and 300 ms away.
      now -= 60 * 60_000;
      a.statusState = 'idle';
      const printed = await waitForJob(queue, job.id, 'printed', 3_000);
      expect(printed.attempts).toBe(2);
    });

    it('fails a job on an error that retrying cannot fix, and retry puts it back at the end of the line', async () => {
      const a = new FakePrinter(A);
      a.behaviours = [
        () => {
          throw new PrinterError(
            'refused',
            'The printer refused Print-Job (client-error-not-possible).',
            false,
          );
        },
      ];
      const { queue } = await setup({ printers: [a] });
      const { job } = await queue.enqueue(printRequest(A));
      const failed = await waitForJob(queue, job.id, 'failed');
      expect(failed.lastError).toMatch(/client-error-not-possible/);
      expect(failed.nextAttemptAt).toBeUndefined();

      const retried = await queue.retry(job.id);
      expect(retried.state).toBe('queued');
      const printed = await waitForJob(queue, job.id, 'printed');
      expect(printed.attempts).toBe(2);
      expect(a.printed).toHaveLength(1);
    });

    it('retry of a queued job waiting for its back-off tries it now', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      const { queue: q } = await setup({ printers: [a], backoff: { initialMs: 60_000, maxMs: 60_000 } });

      const { job } = await q.enqueue(printRequest(A));
      await waitForJob(q, job.id, (j) => j.attempts === 1);
      a.statusState = 'idle';
      await q.retry(job.id);
      await waitForJob(q, job.id, 'printed', 2_000);
    });

    it('fails a job on a printer without job memory when sending broke off, rather than risk a second badge', async () => {
      const a = new FakePrinter('socket://127.0.0.1:9100');
      a.behaviours = [offline];
      const { queue } = await setup({ printers: [a] });

      const { job } = await queue.enqueue(printRequest(a.uri));
      const failed = await waitForJob(queue, job.id, 'failed');

      expect(failed.lastError).toMatch(
        /\(ECONNREFUSED\)\. Interrupted while sending .* check whether the badge came out/,
      );
      expect(failed.attempts).toBe(1);
      expect(a.printed).toHaveLength(0);
    });

    it('asks a printer with job memory before sending again after an unclear error', async () => {
      const a = new FakePrinter(A);
      a.jobs = new Map();
      // The printer took the job, then the connection broke while the driver waited for it.
      a.behaviours = [
        ({ options }) => {
          a.jobs!.set(options.jobName, 'processing');
          setTimeout(() => a.jobs!.set(options.jobName, 'completed'), 100);
          throw new PrinterError('timeout', 'did not answer Get-Job-Attributes within 5000 ms', true);
        },
      ];
      const { queue } = await setup({ printers: [a] });

      const { job } = await queue.enqueue(printRequest(A));
      const printed = await waitForJob(queue, job.id, 'printed');

      expect(printed.attempts).toBe(1);
      expect(a.findCalls).toBeGreaterThanOrEqual(1);
      // print() ran once: the second copy was never sent.
      expect(a.printed).toHaveLength(0);
    });
  });

  describe('cancel', () => {
    it('cancels a queued job and a failed job, but not a job being sent', async () => {
      const a = new FakePrinter(A);
      const hold = gate();
      a.behaviours = [
        () => hold.promise,
        () => {
          throw new PrinterError('unsupported-format', 'no', false);
        },
      ];
      const { queue, dir } = await setup({ printers: [a] });

      const sending = await queue.enqueue(printRequest(A));
      const failing = await queue.enqueue(printRequest(A));
      const waiting = await queue.enqueue(printRequest(A));
      await waitForJob(queue, sending.job.id, 'sending');

      await expect(queue.cancel(sending.job.id)).rejects.toThrow(/sending/);
      expect((await queue.cancel(waiting.job.id)).state).toBe('cancelled');
      hold.open();
      await waitForJob(queue, failing.job.id, 'failed');
      expect((await queue.cancel(failing.job.id)).state).toBe('cancelled');
      await waitForJob(queue, sending.job.id, 'printed');

      expect(a.printed).toEqual([`${sending.job.jobName} [${sending.job.id}]`]);
      // Printed and cancelled jobs no longer need their documents.
      expect(await readdir(path.join(dir, 'documents'))).toEqual([]);
    });

    it('refuses an invalid request, naming the field', async () => {
      const { queue } = await setup();
      await expect(queue.enqueue(printRequest('http://printer/'))).rejects.toThrow(/printerUri/);
      expect(queue.list()).toEqual([]);
    });

    it('says which job it does not know', async () => {
      const { queue } = await setup();
      await expect(queue.cancel('nope')).rejects.toMatchObject({ code: 'not-found' });
      await expect(queue.retry('nope')).rejects.toMatchObject({ code: 'not-found' });
    });
  });

  describe('on disk', () => {
    it('keeps queued jobs across a restart and prints them after it; printed keys stay refused', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      const { queue, open } = await setup({ printers: [a] });
      const printed = await queue.enqueue(printRequest(A, { key: 'k-printed' }));
      a.statusState = 'idle';
      await waitForJob(queue, printed.job.id, 'printed');
      a.statusState = 'offline';
      const waiting = await queue.enqueue(printRequest(A, { key: 'k-waiting', jobName: 'Waiting' }));
      await waitForJob(queue, waiting.job.id, (j) => j.attempts >= 1);
      await queue.close();

      a.statusState = 'idle';
      const reopened = await open();
      expect(reopened.list().map((j) => [j.key, j.state])).toEqual([
        ['k-printed', 'printed'],
        ['k-waiting', reopened.get(waiting.job.id)?.state],
      ]);
      await waitForJob(reopened, waiting.job.id, 'printed');
      expect((await reopened.enqueue(printRequest(A, { key: 'k-printed' }))).outcome).toBe('alreadyPrinted');
      expect(a.printed).toEqual([
        `${printed.job.jobName} [${printed.job.id}]`,
        `Waiting [${waiting.job.id}]`,
      ]);
    });

    it('ignores a torn last line, keeps it aside and carries on', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      const { queue, open, dir } = await setup({ printers: [a] });
      const { job } = await queue.enqueue(printRequest(A));
      await queue.close();
      // A crash in the middle of writing a line.
      await appendFile(path.join(dir, 'journal.jsonl'), '{"v":1,"job":{"id":"x","key":"k","printerU');

      a.statusState = 'idle';
      const reopened = await open();

      await waitForJob(reopened, job.id, 'printed');
      const files = await readdir(dir);
      const aside = files.find((f) => f.startsWith('journal.jsonl.corrupt-'));
      expect(aside).toBeDefined();
      expect(await readFile(path.join(dir, aside!), 'utf8')).toContain('"printerU');
      expect((await journalLines(dir)).every((l) => l.v === 1)).toBe(true);
    });

    it('skips an unreadable line in the middle without losing the others', async () => {
      const { queue, open, dir } = await setup({ printers: [new FakePrinter(A)] });
      const first = await queue.enqueue(printRequest(A));
      await waitForJob(queue, first.job.id, 'printed');
      await queue.close();
      const file = path.join(dir, 'journal.jsonl');
      const lines = (await readFile(file, 'utf8')).split('\n');
      await writeFile(file, [lines[0], 'garbage', ...lines.slice(1)].join('\n'));

      const reopened = await open();
      expect(reopened.get(first.job.id)?.state).toBe('printed');
    });

    it('compacts the journal so it does not grow with every change', async () => {
      const { queue, dir } = await setup({ compactAfterLines: 20 });
      for (let i = 0; i < 30; i++) {
        const { job } = await queue.enqueue(printRequest(A));
        await waitForJob(queue, job.id, 'printed');
      }
      // close() waits for a compaction in progress.
      await queue.close();
      const lines = await journalLines(dir);
      // 30 jobs × 3 changes = 90 lines without compaction; with it, at most two lines per job.
      expect(lines.length).toBeLessThanOrEqual(2 * 30 + 1);
      expect(new Set(lines.map((l) => l.job.id)).size).toBe(30);
      expect(queue.list().every((j) => j.state === 'printed')).toBe(true);
    });

    it('drops printed jobs after the retention time at compaction', async () => {
      let now = Date.UTC(2026, 4, 12, 9);
      const { queue, open } = await setup({ now: () => now });
      const { job } = await queue.enqueue(printRequest(A, { key: 'old' }));
      await waitForJob(queue, job.id, 'printed');
      await queue.close();

      now += 31 * 24 * 60 * 60 * 1000;
      const reopened = await open();
      expect(reopened.list()).toEqual([]);
    });

    it('lets one process at a time use a queue folder', async () => {
      const { open } = await setup();
      await expect(open()).rejects.toBeInstanceOf(QueueLockedError);
    });

    it('lists the jobs of a folder another process is using, without touching it', async () => {
      const a = new FakePrinter(A);
      a.statusState = 'offline';
      const { queue, dir } = await setup({ printers: [a] });
      const { job } = await queue.enqueue(printRequest(A));
      expect((await readQueueJobs(dir)).map((j) => j.id)).toEqual([job.id]);
    });
  });

  describe('after a crash while sending', () => {
    /** Runs a job into 'sending' with a print that never returns, then restarts from a copy of the folder. */
    /** `atPrinter`: what the printer lists under the job's name when the station comes back. */
    async function crashWhileSending(
      afterwards: FakePrinter,
      options: { now?: () => number; atPrinter?: PrinterJobRecord['state'] } = {},
    ) {
      const hanging = new FakePrinter(afterwards.uri);
      hanging.behaviours = [() => new Promise(() => {})];
      const first = await setup({ printers: [hanging] });
      const { job } = await first.queue.enqueue(printRequest(afterwards.uri));
      await waitForJob(first.queue, job.id, 'sending');
      const copy = await crashCopy(first.dir);
      cleanups.push(() => rm(copy, { recursive: true, force: true }));
      // The crashed process's print never returns; its queue is closed without waiting for it.
      cleanups.push(() => first.queue.close(0));
      const printerJobName = `${job.jobName} [${job.id}]`;
      if (options.atPrinter) afterwards.jobs?.set(printerJobName, options.atPrinter);
      const queue = createPrintQueue({
        dir: copy,
        driverFor: () => afterwards,
        backoff: fast,
        ...(options.now ? { now: options.now } : {}),
      });
      await queue.start();
      cleanups.push(() => queue.close());
      return { queue, job, printerJobName };
    }

    it('marks the job printed without resending when the printer has completed it', async () => {
      const after = new FakePrinter(A);
      after.jobs = new Map();
      const { queue, job } = await crashWhileSending(after, { atPrinter: 'completed' });
      await waitForJob(queue, job.id, 'printed');
      expect(after.printed).toEqual([]);
    });

    it('waits for a job the printer still holds, then marks it printed', async () => {
      const after = new FakePrinter(A);
      after.jobs = new Map();
      const { queue, job, printerJobName } = await crashWhileSending(after, {
        atPrinter: 'processing-stopped',
      });
      await waitForJob(
        queue,
        job.id,
        (j) => j.state === 'sending' && /processing-stopped/.test(j.lastError ?? ''),
      );
      after.jobs.set(printerJobName, 'completed');
      await waitForJob(queue, job.id, 'printed');
      expect(after.printed).toEqual([]);
    });

    it('sends the job again when the printer never got it', async () => {
      const after = new FakePrinter(A);
      after.jobs = new Map();
      const { queue, job, printerJobName } = await crashWhileSending(after);
      const printed = await waitForJob(queue, job.id, 'printed');
      expect(after.printed).toEqual([printerJobName]);
      expect(printed.attempts).toBe(2);
    });

    it('fails the job as in doubt when the printer no longer lists it and too long has passed', async () => {
      // The station comes back five minutes after the crash.
      const after = new FakePrinter(A);
      after.jobs = new Map();
      const { queue, job } = await crashWhileSending(after, { now: () => Date.now() + 5 * 60_000 });
      const failed = await waitForJob(queue, job.id, 'failed');
      expect(failed.lastError).toMatch(/check whether the badge came out/);
      expect(after.printed).toEqual([]);
    });

    it('fails the job as in doubt on a printer without job memory (at most once)', async () => {
      const after = new FakePrinter('socket://127.0.0.1:9100');
      const { queue, job } = await crashWhileSending(after);
      const failed = await waitForJob(queue, job.id, 'failed');
      expect(failed.lastError).toMatch(/check whether the badge came out/);
      expect(after.printed).toEqual([]);
    });
  });
});
