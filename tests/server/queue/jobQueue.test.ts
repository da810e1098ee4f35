import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../server/db/client';
import { queuedJobs } from '../../../server/db/schema';
import { createQueuedJobsRepository } from '../../../server/db/repositories/queuedJobs';
import { createJobQueue } from '../../../server/queue/jobQueue';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

/**
 * The durable mail queue (server/mail/jobQueue.ts, docs/mail.md "Queue"): a job exists exactly when
 * its transaction commits, the worker sends it once the burst is over, and two nodes working the
 * queue at once send each job once.
 */
describe.each(engines)('the mail queue on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  /** A queue of its own on the app's database whose handler records what it was given. */
  const recordingQueue = (options: { quietMs?: number; now?: () => number } = {}) => {
    const sent: unknown[] = [];
    const queue = createJobQueue(t.database, options.now ?? Date.now, { maxWaitMs: 60_000, ...options });
    queue.handle('test', async (payload) => {
      sent.push(payload);
    });
    return { queue, sent };
  };

  it('keeps a job only when its transaction commits, and sends it after the quiet time without being asked', async () => {
    const { queue, sent } = recordingQueue({ quietMs: 50 });
    try {
      await t.database.db
        .transaction(async (tx: Db) => {
          await queue.enqueue(tx, 'test', { n: 1 });
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await t.database.db.transaction((tx: Db) => queue.enqueue(tx, 'test', { n: 2 }));
      queue.wake();
      expect(sent).toEqual([]);
      await vi.waitFor(() => expect(sent).toEqual([{ n: 2 }]), { timeout: 5000, interval: 20 });
      await vi.waitFor(async () => expect(await t.database.db.select().from(queuedJobs)).toEqual([]));
    } finally {
      await queue.close();
    }
  });

  it('does jobs due at once in the order they were written, also when the clock stands still', async () => {
    // A clock that never moves, as a millisecond two jobs share: a request's mail, then its
    // acceptance's, must not swap. Each job gets a later createdAt than the one before it.
    const still = 1_700_000_000_000;
    const { queue, sent } = recordingQueue({ now: () => still });
    try {
      const stamps = [queue.job('test', {}), queue.job('test', {}), queue.job('test', {})];
      expect(stamps.map((j) => j.runAfter)).toEqual([still, still, still]);
      expect(stamps.map((j) => j.createdAt - still)).toEqual([0, 1, 2]);
      // Stored in another order than written (a row may land in space a deleted one left).
      const repo = createQueuedJobsRepository(t.database.db);
      for (const n of [3, 1, 2]) {
        await repo.insert({
          id: `order-${n}`,
          kind: 'test',
          payload: { n },
          createdAt: still + 10 + n,
          runAfter: still,
        });
      }
      await queue.drain();
      expect(sent).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    } finally {
      await queue.close();
    }
  });

  it('waits while jobs keep coming, then sends them all in order', async () => {
    const { queue, sent } = recordingQueue({ quietMs: 300 });
    try {
      for (let n = 0; n < 5; n++) {
        await t.database.db.transaction((tx: Db) => queue.enqueue(tx, 'test', { n }));
        queue.wake();
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(sent).toEqual([]);
      }
      await vi.waitFor(() => expect(sent).toHaveLength(5), { timeout: 5000, interval: 20 });
      expect(sent).toEqual([0, 1, 2, 3, 4].map((n) => ({ n })));
    } finally {
      await queue.close();
    }
  });

  it('sends each job once when two workers drain the queue at once', async () => {
    const a = recordingQueue();
    const b = recordingQueue();
    try {
      await t.database.db.transaction(async (tx: Db) => {
        for (let n = 0; n < 60; n++) await a.queue.enqueue(tx, 'test', { n });
      });
      await Promise.all([a.queue.drain(), b.queue.drain()]);
      const all = [...a.sent, ...b.sent] as { n: number }[];
      expect(all.map((p) => p.n).sort((x, y) => x - y)).toEqual([...Array(60).keys()]);
    } finally {
      await a.queue.close();
      await b.queue.close();
    }
  });
});
