import { describe, expect, it } from 'vitest';
import type { JobState } from '@shared/ipc/queue';
import { keyDuplicate, printJobKey, queuedJob, queueJobEnd, retryRefusal } from '@shared/rules/printQueue';

const job = (id: string, state: JobState) => ({ id, state });

describe('printJobKey (DECISIONS 18)', () => {
  it('names the event, the ticket and the template version', () => {
    expect(printJobKey('evt', 'T-000123', 'tpl', 3)).toBe('evt:T-000123:tpl:v3');
  });
});

describe('queuedJob', () => {
  it('enters the queue untried, with the key, printer, name, copies and format asked for', () => {
    const request = {
      key: 'evt:T-1:tpl:v1',
      printerUri: 'ipp://127.0.0.1:631/ipp/print',
      jobName: 'Badge Ada',
      copies: 2,
      document: { format: 'application/pdf' as const, data: new Uint8Array() },
    };
    expect(queuedJob('j1', request, 1_000)).toEqual({
      id: 'j1',
      key: 'evt:T-1:tpl:v1',
      printerUri: 'ipp://127.0.0.1:631/ipp/print',
      jobName: 'Badge Ada',
      copies: 2,
      format: 'application/pdf',
      state: 'queued',
      attempts: 0,
      createdAt: 1_000,
      updatedAt: 1_000,
    });
  });
});

describe('keyDuplicate', () => {
  it('queues a key with no jobs, or only failed and cancelled ones', () => {
    expect(keyDuplicate([], false)).toBeNull();
    expect(keyDuplicate([job('a', 'failed'), job('b', 'cancelled')], false)).toBeNull();
  });

  it('answers a key that is queued or sending with that job, forced or not', () => {
    expect(keyDuplicate([job('a', 'printed'), job('b', 'sending')], true)).toEqual({
      outcome: 'alreadyQueued',
      job: job('b', 'sending'),
    });
    expect(keyDuplicate([job('a', 'queued')], false)).toEqual({
      outcome: 'alreadyQueued',
      job: job('a', 'queued'),
    });
  });

  it('refuses a printed key with its latest print unless forced', () => {
    const printed = [job('a', 'printed'), job('b', 'failed'), job('c', 'printed')];
    expect(keyDuplicate(printed, false)).toEqual({ outcome: 'alreadyPrinted', job: job('c', 'printed') });
    expect(keyDuplicate(printed, true)).toBeNull();
  });
});

describe('retryRefusal', () => {
  const failed = job('f', 'failed');

  it('lets a failed job back in when no other job of its key is live or printed', () => {
    expect(retryRefusal(failed, [failed, job('x', 'cancelled')], false)).toBeNull();
  });

  it('refuses while another job of the key is queued or sending', () => {
    expect(retryRefusal(failed, [failed, job('s', 'sending')], true)).toEqual({
      reason: 'keyPending',
      job: job('s', 'sending'),
    });
  });

  it('refuses once the key printed, unless the job was forced', () => {
    const jobs = [failed, job('p', 'printed')];
    expect(retryRefusal(failed, jobs, false)).toEqual({ reason: 'keyPrinted' });
    expect(retryRefusal(failed, jobs, true)).toBeNull();
  });
});

describe('queueJobEnd', () => {
  it('has no end while the job is queued or sending', () => {
    expect(queueJobEnd({ state: 'queued' })).toBeNull();
    expect(queueJobEnd({ state: 'sending', lastError: 'media-empty' })).toBeNull();
  });

  it('ends printed, or failed with the reason (the state when none is known)', () => {
    expect(queueJobEnd({ state: 'printed' })).toEqual({ state: 'printed' });
    expect(queueJobEnd({ state: 'failed', lastError: 'offline' })).toEqual({
      state: 'failed',
      error: 'offline',
    });
    expect(queueJobEnd({ state: 'cancelled' })).toEqual({ state: 'failed', error: 'cancelled' });
  });
});
