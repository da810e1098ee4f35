import type { EnqueueResult, PrintRequest, QueueJob } from '@shared/ipc/queue';
import { keyDuplicate, queuedJob, retryRefusal } from '@shared/rules/printQueue';
import type { Unsubscribe } from './types';

/** The print request with its defaults filled in. */
export type SessionPrintRequest = PrintRequest & { copies: number; force: boolean };

export interface SessionQueueOptions {
  /** Prints one job; resolves when the document was handed over, rejects with the reason otherwise. */
  print(request: SessionPrintRequest): Promise<void>;
  now?: () => number;
}

export interface SessionQueue {
  enqueue(request: PrintRequest): EnqueueResult;
  list(): QueueJob[];
  retry(id: string): QueueJob;
  cancel(id: string): QueueJob;
  onJob(listener: (job: QueueJob) => void): Unsubscribe;
}

/**
 * The web platform's print queue: in memory for the browser session, with the desktop queue's
 * answers (DECISIONS 18) so the check-in screens need not know which one they talk to. A key that
 * printed is not printed again without `force`; a key queued or printing is not queued twice. Jobs
 * print one after another, so two print dialogs never compete. Nothing survives a reload: the
 * browser has no printer of its own to keep jobs for.
 */
export function createSessionQueue(options: SessionQueueOptions): SessionQueue {
  const now = options.now ?? Date.now;
  const jobs = new Map<string, QueueJob>();
  const requests = new Map<string, SessionPrintRequest>();
  const listeners = new Set<(job: QueueJob) => void>();
  let sequence = 0;
  let printing: Promise<void> = Promise.resolve();

  const update = (job: QueueJob, change: Partial<QueueJob>): QueueJob => {
    const next = { ...job, ...change, updatedAt: now() };
    jobs.set(next.id, next);
    for (const listener of listeners) listener(next);
    return next;
  };

  const schedule = (id: string) => {
    printing = printing.then(async () => {
      const queued = jobs.get(id);
      const request = requests.get(id);
      if (!queued || queued.state !== 'queued' || !request) return;
      const sending = update(queued, { state: 'sending', attempts: queued.attempts + 1 });
      try {
        await options.print(request);
        update(sending, { state: 'printed', lastError: undefined });
      } catch (error) {
        update(sending, {
          state: 'failed',
          lastError: error instanceof Error ? error.message : String(error),
        });
      }
    });
  };

  /** A key's jobs in the order they were queued. */
  const jobsOfKey = (key: string) => [...jobs.values()].filter((job) => job.key === key);

  const require = (id: string): QueueJob => {
    const job = jobs.get(id);
    if (!job) throw new Error(`No print job ${id}`);
    return job;
  };

  return {
    enqueue(input) {
      const request: SessionPrintRequest = {
        ...input,
        copies: input.copies ?? 1,
        force: input.force ?? false,
      };
      const duplicate = keyDuplicate(jobsOfKey(request.key), request.force);
      if (duplicate) return duplicate;

      const at = now();
      const job = queuedJob(`web-${at.toString(36)}-${++sequence}`, request, at);
      requests.set(job.id, request);
      const queued = update(job, {});
      schedule(job.id);
      return { outcome: 'queued', job: queued };
    },
    list: () => [...jobs.values()],
    /** As the desktop queue: a failed job goes back in line; a queued one is left as it is. */
    retry(id) {
      const job = require(id);
      if (job.state === 'queued') return job;
      if (job.state !== 'failed') {
        throw new Error(`Print job ${id} is ${job.state}; only failed or queued jobs can be retried`);
      }
      const refusal = retryRefusal(job, jobsOfKey(job.key), requests.get(id)?.force ?? false);
      if (refusal?.reason === 'keyPending') {
        throw new Error(`Print job ${refusal.job.id} of the same key is ${refusal.job.state}`);
      }
      if (refusal?.reason === 'keyPrinted') {
        throw new Error(`The key ${job.key} has printed; print it again with force`);
      }
      const queued = update(job, { state: 'queued' });
      schedule(id);
      return queued;
    },
    /** A job being printed cannot be called back. */
    cancel(id) {
      const job = require(id);
      if (job.state === 'cancelled') return job;
      if (job.state !== 'queued' && job.state !== 'failed') {
        throw new Error(`Print job ${id} is ${job.state}; only queued or failed jobs can be cancelled`);
      }
      return update(job, { state: 'cancelled' });
    },
    onJob(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
