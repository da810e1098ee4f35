import { describe, expect, it } from 'vitest';
import { createScanQueue } from '../../../../../renderer/src/features/checkin/scanQueue';

/** A check-in the test settles by hand, to see what the queue does meanwhile. */
function deferredCheckIns() {
  const started: string[] = [];
  const pending = new Map<string, () => void>();
  const process = (scan: { key: string }) =>
    new Promise<void>((resolve) => {
      started.push(scan.key);
      pending.set(scan.key, resolve);
    });
  const settle = async (key: string) => {
    pending.get(key)?.();
    pending.delete(key);
    // Let the queue's finally run and start the next one.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { started, process, settle };
}

describe('check-in console scan queue', () => {
  it('checks scans in one at a time, in the order they came; none is dropped', async () => {
    const checkIns = deferredCheckIns();
    const queue = createScanQueue(checkIns.process);
    queue.setReady(true);
    queue.add({ key: 'T-000001' });
    queue.add({ key: 'T-000002' });
    queue.add({ key: 'T-000003' });
    expect(checkIns.started).toEqual(['T-000001']);
    expect(queue.waiting()).toEqual(['T-000002', 'T-000003']);
    await checkIns.settle('T-000001');
    expect(checkIns.started).toEqual(['T-000001', 'T-000002']);
    await checkIns.settle('T-000002');
    await checkIns.settle('T-000003');
    expect(checkIns.started).toEqual(['T-000001', 'T-000002', 'T-000003']);
    expect(queue.waiting()).toEqual([]);
  });

  it('holds scans while not ready (print step, settings) and runs them when ready again', async () => {
    const checkIns = deferredCheckIns();
    const queue = createScanQueue(checkIns.process);
    queue.add({ key: 'T-000001' });
    expect(checkIns.started).toEqual([]);
    queue.setReady(true);
    expect(checkIns.started).toEqual(['T-000001']);
    queue.setReady(false);
    queue.add({ key: 'T-000002' });
    await checkIns.settle('T-000001');
    expect(checkIns.started).toEqual(['T-000001']);
    queue.setReady(true);
    expect(checkIns.started).toEqual(['T-000001', 'T-000002']);
  });

  it('takes a ticket already waiting or on its way once (a scanner that read twice)', async () => {
    const checkIns = deferredCheckIns();
    const queue = createScanQueue(checkIns.process);
    queue.setReady(true);
    queue.add({ key: 'T-000001' });
    queue.add({ key: 'T-000001' });
    queue.add({ key: 'T-000002' });
    queue.add({ key: 'T-000002' });
    expect(queue.waiting()).toEqual(['T-000002']);
    await checkIns.settle('T-000001');
    await checkIns.settle('T-000002');
    // Scanned again after its answer: a new scan (already checked in, its own warning).
    queue.add({ key: 'T-000001' });
    expect(checkIns.started).toEqual(['T-000001', 'T-000002', 'T-000001']);
  });

  it('goes on after a check-in that throws', async () => {
    const started: string[] = [];
    const queue = createScanQueue(async (scan: { key: string }) => {
      started.push(scan.key);
      if (scan.key === 'T-000001') throw new Error('boom');
    });
    queue.setReady(true);
    queue.add({ key: 'T-000001' });
    queue.add({ key: 'T-000002' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['T-000001', 'T-000002']);
  });

  it('runs the latest check-in it was given (the settings of the latest render)', () => {
    const calls: string[] = [];
    const queue = createScanQueue<{ key: string }>(async () => void calls.push('first'));
    queue.setProcess(async () => void calls.push('second'));
    queue.setReady(true);
    queue.add({ key: 'T-000001' });
    expect(calls).toEqual(['second']);
  });
});
