import type { PrintRequest, QueueJob } from '../ipc/queue';

/**
 * DECISIONS 18: a badge's print key, one per event, ticket and badge template version. A key that
 * printed once is printed again only when forced; the server's print jobs and a station's print
 * queue both key their jobs with it.
 */
export const printJobKey = (eventId: string, ticketId: string, templateId: string, version: number) =>
  `${eventId}:${ticketId}:${templateId}:v${version}`;

/** A request's job as it enters a print queue: queued, not tried yet, made at `at`. */
export function queuedJob(
  id: string,
  request: Pick<PrintRequest, 'key' | 'printerUri' | 'jobName' | 'document'> & { copies: number },
  at: number,
): QueueJob {
  return {
    id,
    key: request.key,
    printerUri: request.printerUri,
    jobName: request.jobName,
    copies: request.copies,
    format: request.document.format,
    state: 'queued',
    attempts: 0,
    createdAt: at,
    updatedAt: at,
  };
}

type KeyJob = Pick<QueueJob, 'id' | 'state'>;

const pending = (job: KeyJob) => job.state === 'queued' || job.state === 'sending';

/**
 * Why a print queue takes no new job for a key (DECISIONS 18), given the key's jobs in queue order:
 * one is queued or sending (that job is the answer), or one printed and the request is not forced
 * (the latest printed job). Null: queue it.
 */
export function keyDuplicate<J extends KeyJob>(
  jobsOfKey: readonly J[],
  force: boolean,
): { outcome: 'alreadyQueued' | 'alreadyPrinted'; job: J } | null {
  const live = jobsOfKey.find(pending);
  if (live) return { outcome: 'alreadyQueued', job: live };
  const printed = jobsOfKey.filter((job) => job.state === 'printed').at(-1);
  if (printed && !force) return { outcome: 'alreadyPrinted', job: printed };
  return null;
}

/**
 * Why a failed job may not go back into the queue, given its key's jobs: another job of the key is
 * queued or sending, or the key printed since and the job was not forced. Null: it may.
 */
export function retryRefusal<J extends KeyJob>(
  job: KeyJob,
  jobsOfKey: readonly J[],
  force: boolean,
): { reason: 'keyPending'; job: J } | { reason: 'keyPrinted' } | null {
  const others = jobsOfKey.filter((other) => other.id !== job.id);
  const live = others.find(pending);
  if (live) return { reason: 'keyPending', job: live };
  if (!force && others.some((other) => other.state === 'printed')) return { reason: 'keyPrinted' };
  return null;
}

/** How a queue job ended, for those waiting on it. */
export type QueueJobEnd = { state: 'printed' } | { state: 'failed'; error: string };

/** A job's end once it has one: printed, or failed or cancelled with the reason; null while it waits. */
export function queueJobEnd(job: Pick<QueueJob, 'state' | 'lastError'>): QueueJobEnd | null {
  if (job.state === 'printed') return { state: 'printed' };
  if (job.state === 'failed' || job.state === 'cancelled') {
    return { state: 'failed', error: job.lastError ?? job.state };
  }
  return null;
}
