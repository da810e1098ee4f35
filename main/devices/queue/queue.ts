import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import {
  printRequest,
  queueJob,
  type EnqueueResult,
  type PrintRequest,
  type QueueJob,
} from '@shared/ipc/queue';
import type { PrinterStatus } from '@shared/ipc/printers';
import { keyDuplicate, queuedJob, retryRefusal } from '@shared/rules/printQueue';
import { ippJobDropped } from '../printers/ippJobState';
import { paperProblem } from '../printers/paperProblem';
import { PrinterError, type PrinterDriver } from '../printers/types';
import { DocumentStore } from './documents';
import { Journal } from './journal';
import { lockQueueDirectory } from './lock';

/** What the journal stores per job: the public job plus what the queue needs to resume it. */
const storedJob = queueJob.extend({
  /** Position in its printer's line: order of entering the queue (a retried job re-enters). */
  seq: z.number().int(),
  force: z.boolean(),
  /** The job-name the printer gets, with the job id in it, so the job can be found there again. */
  printerJobName: z.string(),
  /** When the document was last handed to the printer (the 'sending' record). */
  sentAt: z.number().int().optional(),
  /** Consecutive retryable failures: the back-off exponent. */
  failures: z.number().int(),
});
type StoredJob = z.infer<typeof storedJob>;

const journalLine = z.object({ v: z.literal(1), job: storedJob });

export interface Backoff {
  initialMs: number;
  maxMs: number;
}

export interface PrintQueueOptions {
  /** The queue's folder: journal, documents and lock file. */
  dir: string;
  /** The driver for a printer URI; called once per printer. */
  driverFor: (printerUri: string) => PrinterDriver;
  now?: () => number;
  /** Delay before retrying after the n-th consecutive retryable failure: initialMs × 2^(n-1), at most maxMs. */
  backoff?: Backoff;
  onChange?: (job: QueueJob) => void;
  /**
   * How long a printer can be trusted to still list a job it received (IPP job history; CUPS and
   * ippeveprinter keep completed jobs 60 s). A job interrupted while sending that the printer does
   * not list is resent only within this time; later it is failed "in doubt" rather than risk a
   * second badge (docs/print-queue.md).
   */
  printerJobHistoryMs?: number;
  /** Printed and cancelled jobs older than this are dropped at compaction; their keys may print again. */
  retainMs?: number;
  /** Compact when the journal has more lines than this and twice the number of jobs. */
  compactAfterLines?: number;
  /** Load and accept list/retry/cancel without sending anything (the CLI's `queue` command). */
  paused?: boolean;
}

export type PrintQueueErrorCode = 'not-found' | 'invalid-state' | 'closed';

export class PrintQueueError extends Error {
  constructor(
    readonly code: PrintQueueErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PrintQueueError';
  }
}

const DEFAULT_BACKOFF: Backoff = { initialMs: 1_000, maxMs: 60_000 };
const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A recovered 'sending' job is looked up at the printer no sooner than this after it was sent: the
 * request a killed process had already written may still be on its way into the printer.
 */
const SETTLE_MS = 1_000;

/** Message of a job that may or may not have printed: the operator decides (retry or not). */
const IN_DOUBT =
  'Interrupted while sending and the printer cannot confirm it: check whether the badge came out, then retry the job if it did not.';

function newJobId(now: number): string {
  return now.toString(36) + randomBytes(5).toString('hex');
}

function publicJob(job: StoredJob): QueueJob {
  const {
    seq: _seq,
    force: _force,
    printerJobName: _name,
    sentAt: _sentAt,
    failures: _failures,
    ...rest
  } = job;
  return rest;
}

function asPrinterError(error: unknown): PrinterError {
  if (error instanceof PrinterError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new PrinterError('failed', message, false);
}

/** A printer that is not ready is a retryable failure found before anything is sent. */
function notReady(status: PrinterStatus): PrinterError | null {
  const detail = [status.message, ...status.reasons].filter(Boolean).join(', ');
  if (status.state === 'offline') return new PrinterError('unreachable', detail || 'printer offline', true);
  if (status.state !== 'stopped') return null;
  const paper = paperProblem(status.reasons);
  if (paper === 'media-empty') {
    return new PrinterError('media-empty', `printer out of media (${detail})`, true);
  }
  if (paper === 'media-jam') {
    return new PrinterError('media-jam', `paper jam (${detail})`, true);
  }
  return new PrinterError('stopped', `printer stopped${detail ? ` (${detail})` : ''}`, true);
}

/**
 * The station's print queue (ARCHITECTURE "Devices live in main", DECISIONS 18). Every state
 * change is journalled and fsynced before it is acted on or announced, so the queue resumes after
 * a crash or power loss with no job lost; jobs interrupted while sending are confirmed with the
 * printer before they are sent again, so none prints twice. One job at a time per printer, in the
 * order they entered the queue; different printers print in parallel.
 */
export class PrintQueue extends EventEmitter<{ change: [QueueJob] }> {
  private readonly jobs = new Map<string, StoredJob>();
  private readonly documents: DocumentStore;
  private readonly now: () => number;
  private readonly backoff: Backoff;
  private readonly historyMs: number;
  private readonly retainMs: number;
  private readonly compactAfterLines: number;
  private readonly drivers = new Map<string, PrinterDriver>();
  /** Printers whose line is being worked on, and the timers of those waiting for a back-off. */
  private readonly busy = new Map<string, Promise<void>>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Enqueues of one key run one after the other, so two requests cannot both queue it. */
  private readonly keyChains = new Map<string, Promise<unknown>>();
  /** Printers whose line changed while it was being worked on: look at the head again. */
  private readonly rescan = new Set<string>();
  private journal: Journal | null = null;
  private releaseLock: (() => Promise<void>) | null = null;
  private seq = 0;
  private state: 'new' | 'starting' | 'running' | 'closed' = 'new';
  private fatal: unknown = null;

  constructor(private readonly options: PrintQueueOptions) {
    super();
    this.documents = new DocumentStore(path.join(options.dir, 'documents'));
    this.now = options.now ?? Date.now;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.historyMs = options.printerJobHistoryMs ?? 60_000;
    this.retainMs = options.retainMs ?? 30 * DAY_MS;
    this.compactAfterLines = options.compactAfterLines ?? 1_000;
    if (options.onChange) this.on('change', options.onChange);
  }

  /**
   * Locks the folder, replays the journal (a torn last line is kept aside, not fatal), compacts it,
   * removes documents no live job needs and starts sending.
   */
  async start(): Promise<void> {
    if (this.state !== 'new')
      throw new PrintQueueError('invalid-state', 'The print queue was already started.');
    this.state = 'starting';
    await mkdir(this.options.dir, { recursive: true });
    this.releaseLock = await lockQueueDirectory(this.options.dir);
    try {
      await this.documents.init();
      const { journal, contents } = await Journal.open(
        path.join(this.options.dir, 'journal.jsonl'),
        (value) => journalLine.parse(value).job,
        this.now(),
      );
      this.journal = journal;
      for (const job of contents.records) {
        this.jobs.set(job.id, job);
        this.seq = Math.max(this.seq, job.seq);
      }
      if (contents.discarded > 0) {
        process.emitWarning(
          `Print queue: ${contents.discarded} unreadable journal line(s) kept aside in ${contents.keptAsideIn}`,
        );
      }
      this.prune();
      await journal.compact(() => this.snapshot());
      await this.removeOrphanDocuments();
      for (const job of this.jobs.values()) {
        // In doubt since the crash: ask the printer once the old request has had time to arrive.
        if (job.state === 'sending' && job.sentAt !== undefined) {
          job.nextAttemptAt = Math.max(job.nextAttemptAt ?? 0, job.sentAt + SETTLE_MS);
        }
      }
    } catch (error) {
      await this.journal?.close();
      await this.releaseLock();
      this.state = 'closed';
      throw error;
    }
    this.state = 'running';
    if (!this.options.paused) for (const uri of this.printerUris()) this.schedule(uri);
  }

  /**
   * Queues a print unless its key is already queued or sending (alreadyQueued) or printed and
   * force is not set (alreadyPrinted). Resolves once the job and its document are on disk.
   */
  enqueue(request: PrintRequest): Promise<EnqueueResult> {
    const validated = printRequest.safeParse(request);
    if (!validated.success) return Promise.reject(validated.error);
    const parsed = validated.data;
    const previous = this.keyChains.get(parsed.key) ?? Promise.resolve();
    const result = previous.catch(() => undefined).then(() => this.enqueueNow(parsed));
    const settled = result.catch(() => undefined);
    this.keyChains.set(parsed.key, settled);
    void settled.then(() => {
      if (this.keyChains.get(parsed.key) === settled) this.keyChains.delete(parsed.key);
    });
    return result;
  }

  /** Every job, in the order they entered the queue. */
  list(): QueueJob[] {
    return [...this.jobs.values()].sort((a, b) => a.seq - b.seq).map(publicJob);
  }

  get(id: string): QueueJob | undefined {
    const job = this.jobs.get(id);
    return job && publicJob(job);
  }

  /**
   * A failed job goes back into its printer's line (at the end); a queued job waiting for its
   * back-off is tried now. Refused when the key has printed since (unless the job was forced) or
   * another job of the key is queued.
   */
  async retry(id: string): Promise<QueueJob> {
    this.assertRunning();
    const job = this.require(id);
    const now = this.now();
    if (job.state === 'queued') {
      const due = await this.commit({ ...job, nextAttemptAt: undefined, failures: 0, updatedAt: now });
      this.schedule(due.printerUri);
      return publicJob(due);
    }
    if (job.state !== 'failed') {
      throw new PrintQueueError(
        'invalid-state',
        `Job ${id} is ${job.state}; only failed or queued jobs can be retried.`,
      );
    }
    const refusal = retryRefusal(job, this.jobsWithKey(job.key), job.force);
    if (refusal?.reason === 'keyPending') {
      const other = refusal.job;
      throw new PrintQueueError('invalid-state', `Job ${other.id} of the same key is ${other.state}.`);
    }
    if (refusal?.reason === 'keyPrinted') {
      throw new PrintQueueError(
        'invalid-state',
        `The key ${job.key} has printed; print it again with force.`,
      );
    }
    this.seq += 1;
    const queued = await this.commit({
      ...job,
      state: 'queued',
      seq: this.seq,
      failures: 0,
      nextAttemptAt: undefined,
      updatedAt: now,
    });
    this.schedule(queued.printerUri);
    return publicJob(queued);
  }

  /** Cancels a queued or failed job. A job being sent cannot be called back: it may be printing. */
  async cancel(id: string): Promise<QueueJob> {
    this.assertRunning();
    const job = this.require(id);
    if (job.state === 'cancelled') return publicJob(job);
    if (job.state !== 'queued' && job.state !== 'failed') {
      throw new PrintQueueError(
        'invalid-state',
        `Job ${id} is ${job.state}; only queued or failed jobs can be cancelled.`,
      );
    }
    const cancelled = await this.finish(job, 'cancelled');
    this.schedule(job.printerUri);
    return publicJob(cancelled);
  }

  /**
   * Stops sending, waits up to graceMs for the jobs being sent to settle (their outcome is
   * recorded), closes the journal and unlocks the folder. A job still in the printer's hands after
   * that stays 'sending' on disk and is confirmed with the printer at the next start.
   */
  async close(graceMs = 5_000): Promise<void> {
    if (this.state === 'closed') return;
    const wasRunning = this.state === 'running';
    this.state = 'closed';
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    if (!wasRunning) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(this.busy.values()),
      new Promise((resolve) => (timer = setTimeout(resolve, graceMs))),
    ]);
    clearTimeout(timer);
    await this.journal?.close();
    await this.releaseLock?.();
  }

  // ── enqueue ──────────────────────────────────────────────────────────────────────────────────

  private async enqueueNow(request: z.output<typeof printRequest>): Promise<EnqueueResult> {
    this.assertRunning();
    const sameKey = this.jobsWithKey(request.key);
    const duplicate = keyDuplicate(sameKey, request.force);
    if (duplicate) return { outcome: duplicate.outcome, job: publicJob(duplicate.job) };

    const now = this.now();
    const id = newJobId(now);
    await this.documents.write(id, request.document);
    this.assertRunning();
    this.seq += 1;
    const job = await this.commit({
      ...queuedJob(id, request, now),
      seq: this.seq,
      force: request.force,
      printerJobName: `${request.jobName} [${id}]`,
      failures: 0,
    });
    // One live job per key: an earlier failed job of this key would otherwise print it a second time when retried.
    for (const old of sameKey.filter((j) => j.state === 'failed')) {
      await this.finish(old, 'cancelled', `Replaced by job ${id}`);
    }
    this.schedule(job.printerUri);
    return { outcome: 'queued', job: publicJob(job) };
  }

  // ── the per-printer line ─────────────────────────────────────────────────────────────────────

  /** Makes sure the printer's line is being worked on (or waits for its back-off). */
  private schedule(uri: string): void {
    if (this.state !== 'running' || this.options.paused || this.fatal) return;
    const timer = this.timers.get(uri);
    if (timer) {
      clearTimeout(timer);
      this.timers.delete(uri);
    }
    if (this.busy.has(uri)) {
      this.rescan.add(uri);
      return;
    }
    const work = this.work(uri).finally(() => {
      this.busy.delete(uri);
      if (this.rescan.delete(uri)) this.schedule(uri);
    });
    this.busy.set(uri, work);
  }

  private async work(uri: string): Promise<void> {
    while (this.state === 'running' && !this.fatal) {
      this.rescan.delete(uri);
      const head = this.headOf(uri);
      if (!head) return;
      const until = (head.nextAttemptAt ?? 0) - this.now();
      // Due further off than the longest back-off: the wall clock was set back meanwhile; due now.
      const wait = until > Math.max(this.backoff.maxMs, SETTLE_MS) ? 0 : until;
      if (wait > 0) {
        this.timers.set(
          uri,
          setTimeout(() => {
            this.timers.delete(uri);
            this.schedule(uri);
          }, wait),
        );
        return;
      }
      try {
        await this.attempt(head, this.driver(uri));
      } catch (error) {
        // Only the journal or the document folder can fail here (the printer's errors are
        // outcomes): stop rather than send without a durable record.
        if (this.state !== 'running') return;
        this.fatal ??= error;
        process.emitWarning(`Print queue stopped: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  /** The printer's next job: queued or unconfirmed, lowest position first. */
  private headOf(uri: string): StoredJob | undefined {
    let head: StoredJob | undefined;
    for (const job of this.jobs.values()) {
      if (job.printerUri !== uri || (job.state !== 'queued' && job.state !== 'sending')) continue;
      if (!head || job.seq < head.seq) head = job;
    }
    return head;
  }

  private async attempt(job: StoredJob, driver: PrinterDriver): Promise<void> {
    if (job.state === 'sending') return this.confirm(job, driver);
    const refusal = await this.probe(driver);
    if (!this.isCurrent(job)) return;
    if (refusal) await this.failOrDefer(job, refusal);
    else await this.send(job, driver);
  }

  private async probe(driver: PrinterDriver): Promise<PrinterError | null> {
    try {
      return notReady(await driver.status());
    } catch (error) {
      return error instanceof PrinterError ? error : new PrinterError('unreachable', String(error), true);
    }
  }

  /**
   * 'sending' is on disk before the first byte goes out: whatever happens next, a restart knows
   * this job may be at the printer and confirms before sending it again.
   */
  private async send(job: StoredJob, driver: PrinterDriver): Promise<void> {
    let document;
    try {
      document = await this.documents.read(job.id, job.format);
    } catch (error) {
      await this.failOrDefer(
        job,
        new PrinterError('failed', `The job's document is unreadable: ${String(error)}`, false),
      );
      return;
    }
    const now = this.now();
    const sending = await this.commit({
      ...job,
      state: 'sending',
      attempts: job.attempts + 1,
      sentAt: now,
      nextAttemptAt: undefined,
      updatedAt: now,
    });
    try {
      await driver.print(document, { jobName: job.printerJobName, copies: job.copies });
    } catch (error) {
      const failure = asPrinterError(error);
      if (!failure.retryable) {
        await this.failOrDefer(sending, failure);
      } else if (driver.findJobByName) {
        // The printer may have taken the job before the error: it stays 'sending' and is
        // confirmed with the printer before any resend.
        await this.failOrDefer(sending, failure, 'sending');
      } else {
        // No job memory (ESC/POS): the error may have come after the bytes went out, and nothing
        // can tell. At most once. (Printers that are offline or out of paper were caught by the
        // status check before sending and stay queued.)
        const inDoubt = `${failure.message.replace(/[.\s]+$/, '')}. ${IN_DOUBT}`;
        await this.failOrDefer(sending, new PrinterError(failure.code, inDoubt, false));
      }
      return;
    }
    await this.finish(sending, 'printed');
  }

  /** A job found in 'sending' (after a crash or an unclear error): ask the printer before resending. */
  private async confirm(job: StoredJob, driver: PrinterDriver): Promise<void> {
    if (!driver.findJobByName) {
      // No job memory (ESC/POS): resending could print it twice. At most once — the operator decides.
      await this.failOrDefer(job, new PrinterError('failed', IN_DOUBT, false));
      return;
    }
    let found;
    try {
      found = await driver.findJobByName(job.printerJobName);
    } catch (error) {
      await this.failOrDefer(job, asPrinterError(error), 'sending');
      return;
    }
    if (!this.isCurrent(job)) return;
    if (found?.state === 'completed') {
      await this.finish(job, 'printed');
    } else if (found && ippJobDropped(found.state)) {
      // The printer ended it without printing: send it again.
      await this.send({ ...job, lastError: `The printer ${found.state} job ${found.printerJobId}` }, driver);
    } else if (found) {
      const waiting = new PrinterError(
        'stopped',
        `Printer job ${found.printerJobId} is ${found.state}`,
        true,
      );
      await this.failOrDefer(job, waiting, 'sending');
    } else if (this.now() - (job.sentAt ?? 0) <= this.historyMs) {
      // Within the printer's job history and not listed: it never arrived.
      await this.send(job, driver);
    } else {
      await this.failOrDefer(job, new PrinterError('failed', IN_DOUBT, false));
    }
  }

  /**
   * A retryable failure keeps the job in its line (queued, or 'sending' while unconfirmed) with
   * the next attempt after the back-off; any other failure fails it. A queued job's refusal (the
   * printer was not ready) counts as an attempt; a sending job's attempt was counted when sent.
   */
  private async failOrDefer(job: StoredJob, failure: PrinterError, stayIn?: 'sending'): Promise<void> {
    const now = this.now();
    if (!failure.retryable) {
      await this.commit({
        ...job,
        state: 'failed',
        lastError: failure.message,
        nextAttemptAt: undefined,
        updatedAt: now,
      });
      return;
    }
    const failures = job.failures + 1;
    const delay = Math.min(this.backoff.maxMs, this.backoff.initialMs * 2 ** (failures - 1));
    await this.commit({
      ...job,
      state: stayIn ?? 'queued',
      attempts: job.state === 'queued' ? job.attempts + 1 : job.attempts,
      failures,
      lastError: failure.message,
      nextAttemptAt: now + delay,
      updatedAt: now,
    });
  }

  /** Printed or cancelled: recorded first, then the document is no longer needed. */
  private async finish(
    job: StoredJob,
    state: 'printed' | 'cancelled',
    lastError?: string,
  ): Promise<StoredJob> {
    const now = this.now();
    const done = await this.commit({
      ...job,
      state,
      lastError: state === 'printed' ? undefined : (lastError ?? job.lastError),
      nextAttemptAt: undefined,
      updatedAt: now,
    });
    await this.documents.remove(job.id, job.format);
    return done;
  }

  // ── journal ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The in-memory state changes at once, so concurrent callers see each decision in order; the
   * change is acted on and announced only after its journal line is fsynced.
   */
  private async commit(job: StoredJob): Promise<StoredJob> {
    const journal = this.journal;
    if (!journal) throw new PrintQueueError('closed', 'The print queue is not started.');
    this.jobs.set(job.id, job);
    try {
      await journal.append({ v: 1, job });
    } catch (error) {
      // Without a durable record nothing more may be sent or promised.
      this.fatal ??= error;
      throw error;
    }
    this.announce(job);
    if (journal.lines > this.compactAfterLines && journal.lines > 2 * this.jobs.size) {
      this.prune();
      void journal
        .compact(() => this.snapshot())
        .catch((error: unknown) => {
          process.emitWarning(`Print queue compaction failed: ${String(error)}`);
        });
    }
    return job;
  }

  private announce(job: StoredJob): void {
    try {
      this.emit('change', publicJob(job));
    } catch (error) {
      // A listener's failure must not stop the queue or undo a recorded change.
      process.emitWarning(`Print queue listener failed: ${String(error)}`);
    }
  }

  private snapshot(): unknown[] {
    return [...this.jobs.values()].sort((a, b) => a.seq - b.seq).map((job) => ({ v: 1, job }));
  }

  /** Drops printed and cancelled jobs older than retainMs; printed keys within it stay refused. */
  private prune(): void {
    const horizon = this.now() - this.retainMs;
    for (const [id, job] of this.jobs) {
      if ((job.state === 'printed' || job.state === 'cancelled') && job.updatedAt < horizon)
        this.jobs.delete(id);
    }
  }

  private async removeOrphanDocuments(): Promise<void> {
    for (const id of await this.documents.jobIds()) {
      const job = this.jobs.get(id);
      if (!job || job.state === 'printed' || job.state === 'cancelled') await this.documents.removeAll(id);
    }
  }

  // ── helpers ──────────────────────────────────────────────────────────────────────────────────

  private driver(uri: string): PrinterDriver {
    let driver = this.drivers.get(uri);
    if (!driver) {
      driver = this.options.driverFor(uri);
      this.drivers.set(uri, driver);
    }
    return driver;
  }

  private printerUris(): Set<string> {
    return new Set([...this.jobs.values()].map((j) => j.printerUri));
  }

  private jobsWithKey(key: string): StoredJob[] {
    return [...this.jobs.values()].filter((j) => j.key === key).sort((a, b) => a.seq - b.seq);
  }

  /** Still the job's latest state: nothing changed it while we awaited the printer. */
  private isCurrent(job: StoredJob): boolean {
    return this.jobs.get(job.id) === job;
  }

  private require(id: string): StoredJob {
    const job = this.jobs.get(id);
    if (!job) throw new PrintQueueError('not-found', `No print job ${id}.`);
    return job;
  }

  private assertRunning(): void {
    if (this.state !== 'running') throw new PrintQueueError('closed', 'The print queue is not running.');
    if (this.fatal) throw new PrintQueueError('closed', `The print queue stopped: ${String(this.fatal)}`);
  }
}

/** Reads a queue folder's jobs without locking or changing it (for listing while a station runs it). */
export async function readQueueJobs(dir: string): Promise<QueueJob[]> {
  let text = '';
  try {
    text = await readFile(path.join(dir, 'journal.jsonl'), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const jobs = new Map<string, StoredJob>();
  for (const line of text.split('\n')) {
    const parsed = journalLine.safeParse(safeJson(line));
    if (parsed.success) jobs.set(parsed.data.job.id, parsed.data.job);
  }
  return [...jobs.values()].sort((a, b) => a.seq - b.seq).map(publicJob);
}

function safeJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
