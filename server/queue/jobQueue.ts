import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../db/client';
import { createQueuedJobsRepository, type NewQueuedJob } from '../db/repositories/queuedJobs';

/*
 * The durable queue of work that follows a change and can wait a moment — the mails about it, the
 * cards it writes into a chat (docs/queue.md). A transaction that decides such work writes a job
 * (enqueue, in that transaction): the work exists exactly when the change does and outlives a
 * crash. After the commit the worker is woken; it waits until jobs stop arriving for QUIET_MS (at
 * most MAX_WAIT_MS), so composing and sending — the .ics, the templates, SMTP, the chat writes —
 * runs after a burst of bookings, not inside it (docs/benchmarks.md "1:1 meetings"). Any node works
 * any job: claiming skips rows another node holds. A job whose handler fails is tried again later,
 * backing off; a job runs at least once (one that failed half-way does its first part again).
 */

/** Does the work of one job; throws to have it tried again later. */
type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /** Who does the jobs of a kind; one handler per kind, registered before any job of it runs. */
  handle(kind: string, handler: JobHandler): void;
  /** Writes a job in the caller's transaction. */
  enqueue(tx: Db, kind: string, payload: unknown): Promise<void>;
  /** The row enqueue writes, for a caller that writes it in a statement of its own. */
  job(kind: string, payload: unknown): NewQueuedJob;
  /** After the commit of a transaction that enqueued: the worker runs once the burst is over. */
  wake(): void;
  /** Works off every due job now, until none is left (shutdown, tests). */
  drain(): Promise<void>;
  close(): Promise<void>;
}

export interface JobQueueOptions {
  quietMs?: number;
  maxWaitMs?: number;
  /** How often due jobs are looked for without a wake: retries, and jobs a stopped node left. */
  pollMs?: number;
}

const QUIET_MS = 250;
const MAX_WAIT_MS = 2000;
const POLL_MS = 30_000;
/** A claimed job is held this long: a node that dies while working it frees it then. */
const HOLD_MS = 5 * 60_000;
const BATCH = 20;
/** Tries 1, 2, 3… wait 1, 2, 4… minutes, at most an hour; after the last try the job is dropped. */
const MAX_ATTEMPTS = 12;
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 3_600_000);

export function createJobQueue(
  database: Pick<Database, 'db'>,
  now: () => number,
  options: JobQueueOptions = {},
): JobQueue {
  const quietMs = options.quietMs ?? QUIET_MS;
  const maxWaitMs = options.maxWaitMs ?? MAX_WAIT_MS;
  const handlers = new Map<string, JobHandler>();
  const jobs = createQueuedJobsRepository(database.db);
  let timer: NodeJS.Timeout | null = null;
  let firstWake: number | null = null;
  let running: Promise<void> | null = null;
  let closed = false;

  async function runJob(job: { id: string; kind: string; payload: unknown; attempts: number }) {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for jobs of kind ${job.kind}`);
      await handler(job.payload);
      await jobs.remove(job.id);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      if (job.attempts >= MAX_ATTEMPTS) {
        console.warn(`queue: job ${job.id} (${job.kind}) dropped after ${job.attempts} tries: ${reason}`);
        await jobs.remove(job.id);
        return;
      }
      console.warn(`queue: job ${job.id} (${job.kind}) failed, tried again later: ${reason}`);
      await jobs.retryLater(job.id, now() + backoffMs(job.attempts), reason.slice(0, 1000));
    }
  }

  async function workOff(): Promise<void> {
    for (;;) {
      const claimed = await jobs.claim(now(), now() + HOLD_MS, BATCH);
      for (const job of claimed) await runJob(job);
      if (claimed.length < BATCH || closed) return;
    }
  }

  /** One worker at a time on this node; a run asked for while one runs follows it. */
  function run(): Promise<void> {
    const next = (running ?? Promise.resolve()).then(workOff).catch((err: unknown) => {
      console.warn('queue: the jobs could not be read', err);
    });
    running = next.finally(() => {
      if (running === next) running = null;
    });
    return next;
  }

  /**
   * Jobs due at once are done in the order they were written (a request's mail before its
   * acceptance's), by createdAt: on this node each job's is later than the one before, also within
   * one millisecond or under a clock that stands still (tests), so no two of a node's jobs tie.
   */
  let lastCreatedAt = 0;
  const job = (kind: string, payload: unknown): NewQueuedJob => {
    const at = now();
    lastCreatedAt = Math.max(at, lastCreatedAt + 1);
    return { id: randomUUID(), kind, payload, createdAt: lastCreatedAt, runAfter: at };
  };

  const poll = setInterval(() => void run(), options.pollMs ?? POLL_MS);
  poll.unref();

  return {
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    job,
    async enqueue(tx, kind, payload) {
      await createQueuedJobsRepository(tx).insert(job(kind, payload));
    },
    wake() {
      if (closed) return;
      const at = Date.now();
      firstWake ??= at;
      if (timer) clearTimeout(timer);
      timer = setTimeout(
        () => {
          timer = null;
          firstWake = null;
          void run();
        },
        Math.max(0, Math.min(quietMs, firstWake + maxWaitMs - at)),
      );
      timer.unref();
    },
    drain: run,
    async close() {
      closed = true;
      clearInterval(poll);
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
