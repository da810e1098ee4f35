import { describe, expect, it } from 'vitest';
import { PRINT_JOB_CLAIM_RENEW_MS, PRINT_JOB_CLAIM_TIMEOUT_MS } from '@shared/constants';
import type { PrintRequest } from '@shared/ipc/queue';
import type { DigestTemplate } from '@shared/schemas/badge';
import type { ServerPrintJob } from '@shared/schemas/printJobs';
import { ApiCallError, ClientErrorCode } from '../../../../../renderer/src/api/errors';
import type { DirectPrinter } from '../../../../../renderer/src/features/station/settings';
import {
  createStationWorker,
  STATION_RETRY_MS,
  type StationJob,
  type StationWorkerDeps,
} from '../../../../../renderer/src/features/printStation/stationWorker';
import {
  createSessionQueue,
  type SessionQueue,
} from '../../../../../renderer/src/platform/devices/sessionQueue';
import { aBadgeDigest } from '../../builders/badgeDigest';

const EVENT = 'e'.repeat(32);
const STATION = 'station-a';
const ipp: DirectPrinter = {
  uri: 'ipp://127.0.0.1:631/ipp/print',
  label: 'Entrance printer',
  kind: 'ipp',
  formats: [],
};

function badge(ticketId: string): DigestTemplate {
  return aBadgeDigest({ eventId: EVENT, ticketId, surname: ticketId, version: 2 });
}

/** The station's first claim is lost on the network; the next ones reach the server. */
function failFirstClaimOnTheNetwork(deps: StationWorkerDeps): void {
  const claim = deps.claim;
  let failures = 1;
  deps.claim = async (jobId) => {
    if (failures-- > 0) throw new ApiCallError(0, ClientErrorCode.Network, 'Network request failed');
    return claim(jobId);
  };
}

let clock = 1_000;
function serverJob(ticketId: string, change: Partial<ServerPrintJob> = {}): ServerPrintJob {
  clock += 10;
  return {
    id: `job-${ticketId}`,
    eventId: EVENT,
    printerId: 'p1',
    ticketId,
    ticketNumber: ticketId,
    participantName: `Ada ${ticketId}`,
    templateId: 'badge1',
    version: 2,
    key: `${EVENT}:${ticketId}:badge1:v2`,
    forced: false,
    state: 'pending',
    stationId: null,
    error: null,
    createdAt: clock,
    updatedAt: clock,
    ...change,
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
async function settle(predicate: () => boolean) {
  for (let i = 0; i < 200 && !predicate(); i++) await tick();
  expect(predicate()).toBe(true);
}

/**
 * A print station against a fake server (claim: one holder per job, the same station may claim
 * again, a claim unchanged for PRINT_JOB_CLAIM_TIMEOUT_MS may be taken over; result: only the
 * holder) and the web platform's session queue as its local queue. The station's clock and timers
 * are the harness's: advance() moves them.
 */
function station(options: { queue?: SessionQueue; printed?: PrintRequest[]; printerFails?: string } = {}) {
  let time = 1_000_000;
  const timers = new Set<{ at: number; fn: () => void }>();
  const advance = (ms: number) => {
    time += ms;
    for (const timer of [...timers].sort((a, b) => a.at - b.at)) {
      if (timer.at > time) continue;
      timers.delete(timer);
      timer.fn();
    }
  };
  const log: string[] = [];
  const printed = options.printed ?? [];
  const server = new Map<string, ServerPrintJob>();
  const queue =
    options.queue ??
    createSessionQueue({
      print: async (request) => {
        await tick();
        if (options.printerFails) throw new Error(options.printerFails);
        printed.push(request);
      },
    });
  const deps: StationWorkerDeps = {
    eventId: EVENT,
    stationId: STATION,
    async claim(jobId) {
      log.push(`claim ${jobId}`);
      const job = server.get(jobId);
      if (!job) throw new ApiCallError(404, 'MST-00404', 'Print job not found');
      const stale = job.updatedAt <= time - PRINT_JOB_CLAIM_TIMEOUT_MS;
      if (job.state === 'claimed' && job.stationId !== STATION && !stale) {
        throw new ApiCallError(409, 'MST-00400', `Claimed by ${job.stationId}`, 'jobId');
      }
      const claimed = { ...job, state: 'claimed' as const, stationId: STATION, updatedAt: time };
      server.set(jobId, claimed);
      return { job: claimed, badge: badge(job.ticketId) };
    },
    async report({ jobId, state, error }) {
      log.push(`report ${jobId} ${state}${error ? ` ${error}` : ''}`);
      const job = server.get(jobId)!;
      server.set(jobId, { ...job, state, error: error ?? null });
    },
    devices: {
      print: async (request) => {
        log.push(`print ${request.key}${request.force ? ' forced' : ''}`);
        return queue.enqueue(request);
      },
      onJob: (listener) => queue.onJob(listener),
      listJobs: async () => queue.list(),
    },
    renderer: {
      render: async (_, { format, dpi }) => new TextEncoder().encode(`${format}@${dpi}`),
      text: (values, ticketUrl) => ({ name: values.FullName, ticketId: values.TicketId, ticketUrl }),
    },
    wait: async () => undefined,
    now: () => time,
    after: (ms, fn) => {
      const timer = { at: time + ms, fn };
      timers.add(timer);
      return () => timers.delete(timer);
    },
  };
  const views: StationJob[][] = [];
  const add = (...jobs: ServerPrintJob[]) => jobs.forEach((job) => server.set(job.id, job));
  const live = () => [...server.values()].filter((job) => job.state === 'pending' || job.state === 'claimed');
  const worker = (printer: DirectPrinter = ipp) =>
    createStationWorker(deps, printer, (list) => views.push(list));
  return { deps, log, printed, server, queue, views, add, live, worker, advance, now: () => time };
}

const phases = (jobs: StationJob[]) =>
  Object.fromEntries(jobs.map((entry) => [entry.job.ticketId, entry.phase]));

describe('print station: the jobs of one printer', () => {
  it('prints pending jobs oldest first, one at a time: claim, print under the job key, report printed', async () => {
    const s = station();
    const first = serverJob('T-1');
    const second = serverJob('T-2');
    s.add(first, second);
    const worker = s.worker();
    // The live list arrives newest first here; the station still takes the oldest first.
    worker.offer([second, first]);
    await settle(() => s.log.filter((line) => line.startsWith('report')).length === 2);

    expect(s.log).toEqual([
      'claim job-T-1',
      `print ${first.key}`,
      'report job-T-1 printed',
      'claim job-T-2',
      `print ${second.key}`,
      'report job-T-2 printed',
    ]);
    expect(s.printed.map((request) => [request.key, request.jobName, request.printerUri])).toEqual([
      [first.key, 'Badge Ada T-1', ipp.uri],
      [second.key, 'Badge Ada T-2', ipp.uri],
    ]);
    expect(s.printed[0]!.document.format).toBe('application/pdf');
    expect(phases(worker.jobs())).toEqual({ 'T-1': 'printed', 'T-2': 'printed' });
    expect(s.server.get(first.id)!.state).toBe('printed');
  });

  it('the same list offered again (a reconnect’s snapshot) prints nothing twice', async () => {
    const s = station();
    const job = serverJob('T-3');
    s.add(job);
    const worker = s.worker();
    worker.offer([job]);
    worker.offer([job]);
    await settle(() => s.log.includes('report job-T-3 printed'));
    worker.offer(s.live());
    worker.offer([job]);
    await tick();
    expect(s.log.filter((line) => line.startsWith('claim'))).toHaveLength(1);
    expect(s.printed).toHaveLength(1);
  });

  it('after a reload: a job this station claimed and did not report is taken up again; a key printed already is reported printed, not printed twice', async () => {
    const printed: PrintRequest[] = [];
    const before = station({ printed });
    const job = serverJob('T-4');
    before.add(job);
    // The first page printed the badge, then went away before reporting.
    const claimed = await before.deps.claim(job.id);
    before.queue.enqueue({
      key: job.key,
      printerUri: ipp.uri,
      jobName: 'Badge',
      document: { format: 'image/png', data: new Uint8Array([1]) },
    });
    await settle(() => before.queue.list()[0]?.state === 'printed');
    expect(printed).toHaveLength(1);

    // The reloaded page: the same station id and local queue, a fresh worker.
    const after = station({ queue: before.queue, printed });
    after.add(claimed.job);
    const worker = after.worker();
    worker.offer(after.live());
    await settle(() => after.log.includes('report job-T-4 printed'));
    expect(after.log).toEqual(['claim job-T-4', `print ${job.key}`, 'report job-T-4 printed']);
    expect(printed).toHaveLength(1);
  });

  it('after a reload in the middle of printing: the local job still under way is followed, not queued again', async () => {
    let release: () => void = () => undefined;
    const printed: PrintRequest[] = [];
    const queue = createSessionQueue({
      print: (request) =>
        new Promise<void>((resolve) => {
          release = () => {
            printed.push(request);
            resolve();
          };
        }),
    });
    const s = station({ queue, printed });
    const job = serverJob('T-5', { state: 'claimed', stationId: STATION });
    s.add(job);
    queue.enqueue({
      key: job.key,
      printerUri: ipp.uri,
      jobName: 'Badge',
      document: { format: 'image/png', data: new Uint8Array([1]) },
    });
    await settle(() => queue.list()[0]?.state === 'sending');

    const worker = s.worker();
    worker.offer(s.live());
    await settle(() => s.log.includes(`print ${job.key}`));
    expect(phases(worker.jobs())).toEqual({ 'T-5': 'printing' });
    release();
    await settle(() => s.log.includes('report job-T-5 printed'));
    expect(printed).toHaveLength(1);
    expect(queue.list()).toHaveLength(1);
  });

  it('a forced reprint (an organizer’s) prints again, with force', async () => {
    const s = station();
    const key = `${EVENT}:T-6:badge1:v2`;
    // Printed once, before the forced reprint was asked for.
    s.queue.enqueue({
      key,
      printerUri: ipp.uri,
      jobName: 'Badge',
      document: { format: 'image/png', data: new Uint8Array([1]) },
    });
    await settle(() => s.queue.list()[0]?.state === 'printed');
    const job = serverJob('T-6', { forced: true, createdAt: Date.now() + 1 });
    s.add(job);
    const worker = s.worker();
    worker.offer([job]);
    await settle(() => s.log.includes('report job-T-6 printed'));
    expect(s.log).toContain(`print ${job.key} forced`);
    expect(s.printed).toHaveLength(2);
  });

  it('a forced job whose reprint already printed before a reload is reported without printing again', async () => {
    const s = station();
    const job = serverJob('T-7', { forced: true, state: 'claimed', stationId: STATION, createdAt: 5 });
    s.add(job);
    s.queue.enqueue({
      key: job.key,
      printerUri: ipp.uri,
      jobName: 'Badge',
      document: { format: 'image/png', data: new Uint8Array([1]) },
      force: true,
    });
    await settle(() => s.queue.list()[0]?.state === 'printed');
    const worker = s.worker();
    worker.offer(s.live());
    await settle(() => s.log.includes('report job-T-7 printed'));
    expect(s.log).toEqual(['claim job-T-7', 'report job-T-7 printed']);
    expect(s.printed).toHaveLength(1);
  });

  it('a job another station holds is shown as taken elsewhere and left alone', async () => {
    const s = station();
    const theirs = serverJob('T-8', { state: 'claimed', stationId: 'station-b' });
    const ours = serverJob('T-9');
    s.add(theirs, ours);
    const worker = s.worker();
    worker.offer(s.live());
    await settle(() => s.log.includes('report job-T-9 printed'));
    expect(s.log.some((line) => line.includes('T-8'))).toBe(false);
    expect(phases(worker.jobs())).toEqual({ 'T-8': 'elsewhere', 'T-9': 'printed' });
  });

  it('losing a claim race: the job is another station’s, the next one is printed', async () => {
    const s = station();
    const lost = serverJob('T-10');
    const next = serverJob('T-11');
    s.add(lost, next);
    const worker = s.worker();
    // Another station claims T-10 between the live list and our claim.
    s.server.set(lost.id, { ...lost, state: 'claimed', stationId: 'station-b', updatedAt: s.now() });
    worker.offer([lost, next]);
    await settle(() => s.log.includes('report job-T-11 printed'));
    expect(phases(worker.jobs())).toEqual({ 'T-10': 'elsewhere', 'T-11': 'printed' });
    expect(worker.jobs().find((entry) => entry.job.id === lost.id)!.error).toContain('station-b');
  });

  it('a claim lost on the network is tried again', async () => {
    const s = station();
    const job = serverJob('T-12');
    s.add(job);
    failFirstClaimOnTheNetwork(s.deps);
    const worker = s.worker();
    worker.offer([job]);
    await settle(() => s.log.includes('report job-T-12 printed'));
    expect(s.printed).toHaveLength(1);
  });

  it('waits out the retry delay after a network failure by the station’s clock', async () => {
    const s = station();
    const job = serverJob('T-21');
    s.add(job);
    failFirstClaimOnTheNetwork(s.deps);
    const waits: number[] = [];
    s.deps.wait = async (ms) => {
      waits.push(ms);
    };
    let advanced = false;
    const worker = createStationWorker(s.deps, ipp, (jobs) => {
      // The failed claim shows as waiting with its error; a second passes on the station's clock.
      if (!advanced && jobs[0]?.phase === 'waiting' && jobs[0].error) {
        advanced = true;
        s.advance(1000);
      }
    });
    worker.offer([job]);
    await settle(() => s.log.includes('report job-T-21 printed'));
    expect(waits).toEqual([STATION_RETRY_MS - 1000]);
  });

  it('a printer failure is reported failed with the reason', async () => {
    const s = station({ printerFails: 'media-empty' });
    const job = serverJob('T-13');
    s.add(job);
    const worker = s.worker();
    worker.offer([job]);
    await settle(() => s.log.some((line) => line.startsWith('report job-T-13')));
    expect(s.log).toContain('report job-T-13 failed media-empty');
    expect(worker.jobs()[0]).toMatchObject({ phase: 'failed', error: 'media-empty' });
    expect(s.server.get(job.id)).toMatchObject({ state: 'failed', error: 'media-empty' });
  });

  it('paused: nothing is taken; resuming prints what waits', async () => {
    const s = station();
    const job = serverJob('T-14');
    s.add(job);
    const worker = s.worker();
    worker.setPaused(true);
    worker.offer([job]);
    await tick();
    await tick();
    expect(s.log).toEqual([]);
    expect(phases(worker.jobs())).toEqual({ 'T-14': 'waiting' });
    worker.setPaused(false);
    await settle(() => s.log.includes('report job-T-14 printed'));
  });

  it('a waiting job that left the live list (taken and finished elsewhere) leaves the station’s list', async () => {
    const s = station();
    const job = serverJob('T-15');
    const worker = s.worker();
    worker.setPaused(true);
    worker.offer([job]);
    worker.offer([]);
    expect(worker.jobs()).toEqual([]);
  });

  it('renders for the printer: the text layout for TXT, a PNG for the browser dialog', async () => {
    const txt = station();
    const a = serverJob('T-16');
    txt.add(a);
    txt.worker({ uri: 'socket://127.0.0.1:9100', label: 'Receipt', kind: 'escpos', formats: [] }).offer([a]);
    await settle(() => txt.printed.length === 1);
    expect(txt.printed[0]!.document).toEqual({
      format: 'text/x-badge',
      badge: { name: 'Ada T-16', ticketId: 'T-16', ticketUrl: 'https://lanyard.example/tickets/T-16' },
    });

    const browser = station();
    const b = serverJob('T-17');
    browser.add(b);
    browser
      .worker({ uri: 'browser:print-dialog', label: 'Browser print dialog', kind: 'browser', formats: [] })
      .offer([b]);
    await settle(() => browser.printed.length === 1);
    expect(browser.printed[0]!.document.format).toBe('image/png');
  });

  it('takes over a job whose other station let its claim go stale, not before', async () => {
    const s = station();
    const job = serverJob('T-18', { state: 'claimed', stationId: 'station-b', updatedAt: s.now() });
    s.add(job);
    const worker = s.worker();
    worker.offer(s.live());
    s.advance(PRINT_JOB_CLAIM_TIMEOUT_MS - 1);
    await tick();
    expect(s.log).toEqual([]);
    expect(phases(worker.jobs())).toEqual({ 'T-18': 'elsewhere' });

    s.advance(1);
    await settle(() => s.log.includes('report job-T-18 printed'));
    expect(s.log).toEqual(['claim job-T-18', `print ${job.key}`, 'report job-T-18 printed']);
    expect(s.printed).toHaveLength(1);
  });

  it('a claim the other station renews is left to it', async () => {
    const s = station();
    const job = serverJob('T-19', { state: 'claimed', stationId: 'station-b', updatedAt: s.now() });
    s.add(job);
    const worker = s.worker();
    worker.offer(s.live());
    s.advance(PRINT_JOB_CLAIM_RENEW_MS);
    // The other station renews: the live list brings the job with a new updatedAt.
    s.server.set(job.id, { ...job, updatedAt: s.now() });
    worker.offer(s.live());
    s.advance(PRINT_JOB_CLAIM_TIMEOUT_MS - PRINT_JOB_CLAIM_RENEW_MS);
    await tick();
    expect(s.log).toEqual([]);
    s.advance(PRINT_JOB_CLAIM_RENEW_MS);
    await settle(() => s.log.includes('report job-T-19 printed'));
  });

  it('renews its own claim while the badge waits at the printer, and stops once it printed', async () => {
    let release: () => void = () => undefined;
    const queue = createSessionQueue({
      print: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const s = station({ queue });
    const job = serverJob('T-20');
    s.add(job);
    s.worker().offer([job]);
    await settle(() => queue.list()[0]?.state === 'sending');
    s.advance(PRINT_JOB_CLAIM_RENEW_MS);
    s.advance(PRINT_JOB_CLAIM_RENEW_MS);
    s.advance(PRINT_JOB_CLAIM_RENEW_MS);
    expect(s.log.filter((line) => line === 'claim job-T-20')).toHaveLength(4);
    expect(s.server.get(job.id)!.updatedAt).toBe(s.now());
    release();
    await settle(() => s.log.includes('report job-T-20 printed'));
    s.advance(PRINT_JOB_CLAIM_RENEW_MS);
    expect(s.log.filter((line) => line === 'claim job-T-20')).toHaveLength(4);
  });
});
