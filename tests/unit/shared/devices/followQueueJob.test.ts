import { describe, expect, it } from 'vitest';
import { followQueueJob } from '@shared/devices/followQueueJob';
import type { JobState, QueueJob } from '@shared/ipc/queue';

/** A queue's job events: what was sent to the listeners, and whether anyone still listens. */
function events() {
  const listeners = new Set<(job: QueueJob) => void>();
  return {
    onJob(listener: (job: QueueJob) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit: (job: QueueJob) => listeners.forEach((listener) => listener(job)),
    get listening() {
      return listeners.size;
    },
  };
}

const job = (id: string, state: JobState, lastError?: string): QueueJob => ({
  id,
  key: `key-${id}`,
  printerUri: 'ipp://127.0.0.1:6310/ipp/print',
  jobName: 'Badge',
  copies: 1,
  format: 'application/pdf',
  state,
  attempts: 0,
  ...(lastError ? { lastError } : {}),
  createdAt: 0,
  updatedAt: 0,
});

describe('followQueueJob', () => {
  it('keeps what it heard before the job was named: a fast printer may finish before the queue answers', async () => {
    const queue = events();
    const follower = followQueueJob(queue.onJob);
    queue.emit(job('other', 'printed'));
    queue.emit(job('a', 'printed'));

    await expect(follower.until('a', job('a', 'queued'))).resolves.toEqual({ state: 'printed' });
    expect(queue.listening).toBe(0);
  });

  it('reports the updates before the end and ends failed with the reason', async () => {
    const queue = events();
    const progress: string[] = [];
    const follower = followQueueJob(queue.onJob, (update) => progress.push(update.state));
    const ended = follower.until('a', job('a', 'queued'));

    queue.emit(job('b', 'sending'));
    queue.emit(job('a', 'sending'));
    queue.emit(job('a', 'failed', 'media-empty'));
    queue.emit(job('a', 'sending'));

    await expect(ended).resolves.toEqual({ state: 'failed', error: 'media-empty' });
    expect(progress).toEqual(['queued', 'sending']);
  });

  it('ends at once for a job already finished', async () => {
    const queue = events();
    await expect(followQueueJob(queue.onJob).until('a', job('a', 'cancelled'))).resolves.toEqual({
      state: 'failed',
      error: 'cancelled',
    });
  });

  it('stops listening when told to, once', () => {
    const queue = events();
    const follower = followQueueJob(queue.onJob);
    follower.stop();
    follower.stop();
    expect(queue.listening).toBe(0);
  });
});
