import { describe, expect, it, vi } from 'vitest';
import type { PrintRequest, QueueJob } from '@shared/ipc/queue';
import {
  createSessionQueue,
  type SessionPrintRequest,
} from '../../../../../renderer/src/platform/devices/sessionQueue';

function request(key: string, extra: Partial<PrintRequest> = {}): PrintRequest {
  return {
    key,
    printerUri: 'browser:print-dialog',
    jobName: `Badge ${key}`,
    document: { format: 'image/png', data: new Uint8Array([137, 80, 78, 71]) },
    ...extra,
  };
}

/** A queue whose print() the test settles by hand. */
function queueWithManualPrinter() {
  const pending: { request: SessionPrintRequest; resolve: () => void; reject: (e: Error) => void }[] = [];
  const print = vi.fn(
    (req: SessionPrintRequest) =>
      new Promise<void>((resolve, reject) => pending.push({ request: req, resolve, reject })),
  );
  let clock = 1_000;
  const queue = createSessionQueue({ print, now: () => ++clock });
  const changes: QueueJob[] = [];
  queue.onJob((job) => changes.push(job));
  return { queue, print, pending, changes };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the web print queue', () => {
  it('queues, prints and reports every change', async () => {
    const { queue, pending, changes } = queueWithManualPrinter();
    const result = queue.enqueue(request('evt:T-1:v1'));
    expect(result.outcome).toBe('queued');
    expect(result.job).toMatchObject({ state: 'queued', copies: 1, format: 'image/png', attempts: 0 });

    await settle();
    expect(pending[0]!.request).toMatchObject({ copies: 1, force: false });
    pending[0]!.resolve();
    await settle();
    expect(changes.map((job) => job.state)).toEqual(['queued', 'sending', 'printed']);
    expect(queue.list()[0]).toMatchObject({ state: 'printed', attempts: 1 });
  });

  it('never prints a key twice unless forced (DECISIONS 18)', async () => {
    const { queue, pending, print } = queueWithManualPrinter();
    const first = queue.enqueue(request('evt:T-1:v1'));
    expect(queue.enqueue(request('evt:T-1:v1'))).toEqual({ outcome: 'alreadyQueued', job: first.job });
    await settle();
    pending[0]!.resolve();
    await settle();

    const again = queue.enqueue(request('evt:T-1:v1'));
    expect(again.outcome).toBe('alreadyPrinted');
    expect(again.job.state).toBe('printed');
    expect(print).toHaveBeenCalledTimes(1);

    const forced = queue.enqueue(request('evt:T-1:v1', { force: true }));
    expect(forced.outcome).toBe('queued');
    expect(forced.job.id).not.toBe(first.job.id);
  });

  it('prints one job at a time, in order', async () => {
    const { queue, pending } = queueWithManualPrinter();
    queue.enqueue(request('a'));
    queue.enqueue(request('b'));
    await settle();
    expect(pending.map((p) => p.request.key)).toEqual(['a']);
    pending[0]!.resolve();
    await settle();
    expect(pending.map((p) => p.request.key)).toEqual(['a', 'b']);
  });

  it('marks a job failed with the reason, and retries it on request', async () => {
    const { queue, pending } = queueWithManualPrinter();
    const { job } = queue.enqueue(request('evt:T-2:v1'));
    await settle();
    pending[0]!.reject(new Error('The badge could not be loaded for printing'));
    await settle();
    expect(queue.list()[0]).toMatchObject({
      state: 'failed',
      lastError: 'The badge could not be loaded for printing',
    });

    expect(queue.retry(job.id).state).toBe('queued');
    await settle();
    pending[1]!.resolve();
    await settle();
    expect(queue.list()[0]).toMatchObject({ state: 'printed', attempts: 2 });
    expect(queue.list()[0]!.lastError).toBeUndefined();
  });

  it('cancels a queued job before it prints, and refuses to retry a printed one', async () => {
    const { queue, pending, print } = queueWithManualPrinter();
    const a = queue.enqueue(request('a')).job;
    const b = queue.enqueue(request('b')).job;
    expect(queue.cancel(b.id).state).toBe('cancelled');
    await settle();
    pending[0]!.resolve();
    await settle();
    expect(print).toHaveBeenCalledTimes(1);
    expect(() => queue.retry(a.id)).toThrow(/printed/);
    expect(() => queue.cancel(a.id)).toThrow(/printed/);
    expect(() => queue.retry('nope')).toThrow(/No print job/);
  });
});
