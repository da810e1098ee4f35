import { PRINT_JOB_CLAIM_RENEW_MS, PRINT_JOB_CLAIM_TIMEOUT_MS } from '@shared/constants';
import { followQueueJob } from '@shared/devices/followQueueJob';
import type { EnqueueResult, PrintRequest, QueueJob } from '@shared/ipc/queue';
import type { QueueJobEnd } from '@shared/rules/printQueue';
import type { DigestTemplate } from '@shared/schemas/badge';
import type { ServerPrintJob } from '@shared/schemas/printJobs';
import { ApiCallError } from '../../api/errors';
import { badgeDocument, badgeName, type BadgeRenderer, type DirectPrinter } from '../station';

/**
 * A job as the print station shows it. waiting: pending on the server, not taken yet; claiming,
 * printing: this station is on it; printed, failed: reported to the server; elsewhere: another
 * station holds it (or took it first).
 */
type StationJobPhase = 'waiting' | 'claiming' | 'printing' | 'printed' | 'failed' | 'elsewhere';

export interface StationJob {
  job: ServerPrintJob;
  phase: StationJobPhase;
  /** Why it failed, or what the printer says while it waits (media-empty, offline…). */
  error: string | null;
}

export interface StationWorkerDeps {
  eventId: string;
  stationId: string;
  /** POST /v1/event/print/job/claim → {job, badge}. */
  claim(jobId: string): Promise<{ job: ServerPrintJob; badge: DigestTemplate }>;
  /** POST /v1/event/print/job/result. */
  report(result: { jobId: string; state: 'printed' | 'failed'; error?: string }): Promise<unknown>;
  devices: {
    print(request: PrintRequest): Promise<EnqueueResult>;
    onJob(listener: (job: QueueJob) => void): () => void;
    listJobs(): Promise<QueueJob[]>;
  };
  renderer: BadgeRenderer;
  /** Waits before a retry (claim or report failed on the network); setTimeout by default. */
  wait?: (ms: number) => Promise<void>;
  /** Calls fn after ms and answers its cancel; setTimeout by default. */
  after?: (ms: number, fn: () => void) => () => void;
  now?: () => number;
}

/** How long to wait before asking the server again after a network failure. */
export const STATION_RETRY_MS = 3000;
/** Finished jobs kept on the list. */
const STATION_HISTORY = 50;
/** Tries to report a job's outcome before giving up (a reload resumes it: claim again, key printed). */
const REPORT_ATTEMPTS = 3;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const FINISHED: readonly StationJobPhase[] = ['printed', 'failed', 'elsewhere'];

/** Another station's claim as this station last saw it, and since when (this station's clock). */
interface HeldElsewhere {
  stationId: string | null;
  updatedAt: number;
  since: number;
}

/**
 * One printer of a print station (print mode "printQueue", docs/badges.md): it is offered the
 * printer's live job list (printQueue/{eventId}/{printerId}: pending and claimed jobs, oldest first)
 * and prints them one at a time, oldest first: claim → render for the printer (PDF at 300 dpi for
 * IPP, the text layout for TXT, PNG for the browser dialog) → the local print queue under the server
 * job's key with `force: job.forced` → once the local job printed or failed, report the result.
 *
 * After a reload the live list still holds the jobs this station claimed and did not report; they
 * are taken up again first (claiming again is allowed for the same station). The local queue's key
 * dedupe keeps that from printing twice: a key still queued or printing is followed
 * ('alreadyQueued'), a key printed already is reported printed ('alreadyPrinted'). A forced job
 * (which the queue would print again) is first looked up in the local queue's jobs: one of its key
 * made since the server job was created is this job's print.
 *
 * A job another station claimed is left to it until that claim has gone unchanged for
 * PRINT_JOB_CLAIM_TIMEOUT_MS by this station's clock (the other station crashed or lost its
 * network); then this station claims it, as the server allows. While a badge waits at this
 * station's printer (out of paper, offline) its claim is renewed every PRINT_JOB_CLAIM_RENEW_MS, so
 * no other station takes over a badge that will still print here.
 */
export function createStationWorker(
  deps: StationWorkerDeps,
  printer: DirectPrinter,
  onChange: (jobs: StationJob[]) => void,
) {
  const wait = deps.wait ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const after =
    deps.after ??
    ((ms: number, fn: () => void) => {
      const timer = setTimeout(fn, ms);
      return () => clearTimeout(timer);
    });
  const now = deps.now ?? Date.now;
  const jobs = new Map<string, StationJob>();
  const heldElsewhere = new Map<string, HeldElsewhere>();
  let cancelTakeoverCheck: () => void = () => undefined;
  let paused = false;
  let busy = false;
  let stopped = false;
  let retryAt = 0;

  const list = (): StationJob[] =>
    [...jobs.values()].sort((a, b) => a.job.createdAt - b.job.createdAt || a.job.id.localeCompare(b.job.id));

  const changed = () => {
    // Keep the newest finished jobs only.
    const finished = list().filter((entry) => FINISHED.includes(entry.phase));
    for (const old of finished.slice(0, Math.max(0, finished.length - STATION_HISTORY)))
      jobs.delete(old.job.id);
    if (!stopped) onChange(list());
  };

  const set = (id: string, change: Partial<StationJob>) => {
    const current = jobs.get(id);
    if (!current) return;
    jobs.set(id, { ...current, ...change });
    changed();
  };

  const abandoned = (id: string): boolean => {
    const held = heldElsewhere.get(id);
    return held !== undefined && now() - held.since >= PRINT_JOB_CLAIM_TIMEOUT_MS;
  };

  /**
   * The next job to take, oldest first: a waiting one that is pending or claimed by this station,
   * or one whose other station has let its claim go stale.
   */
  const next = (): StationJob | undefined =>
    list().find(
      (entry) =>
        (entry.phase === 'waiting' &&
          (entry.job.state === 'pending' ||
            (entry.job.state === 'claimed' && entry.job.stationId === deps.stationId))) ||
        (entry.phase === 'elsewhere' && abandoned(entry.job.id)),
    );

  /** Wakes the station when the first claim held elsewhere goes stale. */
  const watchClaimsElsewhere = () => {
    cancelTakeoverCheck();
    if (stopped || heldElsewhere.size === 0) return;
    const due =
      Math.min(...[...heldElsewhere.values()].map((held) => held.since)) + PRINT_JOB_CLAIM_TIMEOUT_MS;
    cancelTakeoverCheck = after(Math.max(0, due - now()), pump);
  };

  /** Renews this station's claim on a job until the returned stop is called. */
  const keepClaim = (id: string): (() => void) => {
    let cancel = after(PRINT_JOB_CLAIM_RENEW_MS, function renew() {
      // A lost renewal is tried again at the next beat; the claim lasts four of them.
      deps.claim(id).catch(() => undefined);
      cancel = after(PRINT_JOB_CLAIM_RENEW_MS, renew);
    });
    return () => cancel();
  };

  const pump = () => {
    if (stopped || paused || busy) return;
    const entry = next();
    if (!entry) return;
    busy = true;
    void handle(entry.job).finally(() => {
      busy = false;
      pump();
    });
  };

  async function handle(offered: ServerPrintJob): Promise<void> {
    const id = offered.id;
    const delay = retryAt - now();
    if (delay > 0) await wait(delay);
    if (stopped) return;
    set(id, { phase: 'claiming', error: null });

    let claimed: { job: ServerPrintJob; badge: DigestTemplate };
    try {
      claimed = await deps.claim(id);
    } catch (error) {
      if (error instanceof ApiCallError && !error.isNetwork) {
        // 409: another station holds it; 404: it is gone. Either way not ours to print. A takeover
        // the server refused (the claim was renewed meanwhile) waits a whole timeout again.
        const held = heldElsewhere.get(id);
        if (held) held.since = now();
        set(id, { phase: 'elsewhere', error: error.message || null });
        watchClaimsElsewhere();
        return;
      }
      retryAt = now() + STATION_RETRY_MS;
      set(id, { phase: 'waiting', error: message(error) });
      return;
    }
    const { job, badge } = claimed;
    heldElsewhere.delete(id);
    set(id, { job, phase: 'printing', error: null });

    const stopRenewing = keepClaim(id);
    let outcome;
    try {
      outcome = await printLocally(job, badge);
    } finally {
      stopRenewing();
    }
    await reportOutcome(job, outcome);
  }

  /** Prints the claimed job through the local queue and waits for its end. */
  async function printLocally(job: ServerPrintJob, badge: DigestTemplate): Promise<QueueJobEnd> {
    const local = followQueueJob(
      (listener) => deps.devices.onJob(listener),
      (update) => {
        if (update.lastError) set(job.id, { error: update.lastError });
      },
    );
    try {
      if (job.forced) {
        const mine = (await deps.devices.listJobs()).find(
          (queued) =>
            queued.key === job.key &&
            queued.createdAt >= job.createdAt &&
            queued.state !== 'failed' &&
            queued.state !== 'cancelled',
        );
        if (mine?.state === 'printed') return { state: 'printed' };
        if (mine) {
          const known = (await deps.devices.listJobs()).find((queued) => queued.id === mine.id);
          return await local.until(mine.id, known);
        }
      }
      let document;
      try {
        document = await badgeDocument(printer, badge, deps.renderer);
      } catch (error) {
        return { state: 'failed', error: message(error) };
      }
      let result: EnqueueResult;
      try {
        result = await deps.devices.print({
          key: job.key,
          printerUri: printer.uri,
          jobName: `Badge ${job.participantName || badgeName(badge)}`,
          copies: 1,
          document,
          force: job.forced,
        });
      } catch (error) {
        return { state: 'failed', error: message(error) };
      }
      // The key printed before and the job is not forced: this station printed it and had not
      // reported yet (a crash or a reload in between). Nothing is printed twice.
      if (result.outcome === 'alreadyPrinted') return { state: 'printed' };
      return await local.until(result.job.id, result.job);
    } finally {
      local.stop();
    }
  }

  async function reportOutcome(job: ServerPrintJob, outcome: QueueJobEnd): Promise<void> {
    const error = outcome.state === 'failed' ? outcome.error.slice(0, 500) : undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        await deps.report({ jobId: job.id, state: outcome.state, ...(error ? { error } : {}) });
        set(job.id, { phase: outcome.state, error: error ?? null });
        return;
      } catch (failure) {
        const retryable = !(failure instanceof ApiCallError) || failure.isNetwork;
        if (!retryable || attempt >= REPORT_ATTEMPTS || stopped) {
          set(job.id, { phase: outcome.state, error: error ?? message(failure) });
          return;
        }
        await wait(STATION_RETRY_MS);
      }
    }
  }

  return {
    /**
     * The printer's live job list (pending and claimed, oldest first). New jobs join as waiting;
     * jobs another station claimed show as elsewhere; waiting jobs that left the list (taken and
     * finished elsewhere, cancelled) leave ours too. Jobs this station works on or finished stay.
     */
    offer(live: ServerPrintJob[]): void {
      const present = new Set(live.map((job) => job.id));
      for (const entry of [...jobs.values()]) {
        if (entry.phase === 'waiting' && !present.has(entry.job.id)) jobs.delete(entry.job.id);
      }
      for (const id of heldElsewhere.keys()) if (!present.has(id)) heldElsewhere.delete(id);
      for (const job of live) {
        const known = jobs.get(job.id);
        const otherStation = job.state === 'claimed' && job.stationId !== deps.stationId;
        const held = heldElsewhere.get(job.id);
        if (!otherStation) heldElsewhere.delete(job.id);
        else if (held?.stationId !== job.stationId || held.updatedAt !== job.updatedAt) {
          heldElsewhere.set(job.id, { stationId: job.stationId, updatedAt: job.updatedAt, since: now() });
        }
        if (!known) {
          jobs.set(job.id, { job, phase: otherStation ? 'elsewhere' : 'waiting', error: null });
        } else if (known.phase === 'waiting' || known.phase === 'elsewhere') {
          jobs.set(job.id, { ...known, job, phase: otherStation ? 'elsewhere' : 'waiting' });
        }
      }
      changed();
      watchClaimsElsewhere();
      pump();
    },
    /** Paused: no new job is taken; the one printing finishes. */
    setPaused(value: boolean): void {
      paused = value;
      pump();
    },
    jobs: list,
    stop(): void {
      stopped = true;
      cancelTakeoverCheck();
    },
  };
}

export type StationWorker = ReturnType<typeof createStationWorker>;
