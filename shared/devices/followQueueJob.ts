import type { QueueJob } from '../ipc/queue';
import { queueJobEnd, type QueueJobEnd } from '../rules/printQueue';

/** A print queue's job events (the devices' onJob): subscribe, and the unsubscribe. */
export type OnQueueJob = (listener: (job: QueueJob) => void) => () => void;

export interface QueueJobFollower {
  /**
   * Follows the job with this id until it ends, from `current` (its state as last known, if any)
   * and the events heard since listening began; stops listening when it ends.
   */
  until(jobId: string, current?: QueueJob): Promise<QueueJobEnd>;
  /** Stops listening (a job that was not queued after all). */
  stop(): void;
}

/**
 * Waiting for a print queue job to end, as the check-in print flow and the print station do.
 * Listening starts at once, before the job is queued: a fast printer may report before the queue
 * answers with the job's id, so the events heard until `until` names the job are kept and replayed.
 * `onProgress` hears the job's updates before its end (sending, a retryable printer error).
 */
export function followQueueJob(
  onJob: OnQueueJob,
  onProgress: (job: QueueJob) => void = () => undefined,
): QueueJobFollower {
  const heard: QueueJob[] = [];
  let follow: ((job: QueueJob) => void) | null = null;
  let listening = true;
  const unsubscribe = onJob((job) => (follow ? follow(job) : heard.push(job)));
  const stop = () => {
    if (listening) unsubscribe();
    listening = false;
  };
  return {
    until(jobId, current) {
      return new Promise((resolve) => {
        follow = (job) => {
          if (!listening || job.id !== jobId) return;
          const end = queueJobEnd(job);
          if (!end) return onProgress(job);
          stop();
          resolve(end);
        };
        if (current) follow(current);
        for (const job of heard.splice(0)) follow(job);
      });
    },
    stop,
  };
}
