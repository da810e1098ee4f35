import type { PrinterStatus } from '@shared/ipc/printers';
import type { PrintDocument } from '@shared/ipc/queue';
import { ippRequest, keywords, type IppResponse, type IppTlsOptions } from './ippTransport';
import { findIppJobByName } from './ippJobs';
import { ippJobDropped, ippJobEnded, ippJobState } from './ippJobState';
import { baseReason, paperProblem } from './paperProblem';
import {
  PrinterError,
  type PrintOptions,
  type PrinterDriver,
  type PrinterErrorCode,
  type PrinterJobRecord,
} from './types';
import { printerAddress } from './uri';

export interface IppDriverOptions {
  /** Attribute queries and job polling (default 5 s). */
  requestTimeoutMs?: number;
  /** Print-Job, which carries the document (default 30 s). */
  sendTimeoutMs?: number;
  /** From Print-Job until the printer reports the job completed (default 120 s). */
  jobTimeoutMs?: number;
  /** After cancelling a job that overran jobTimeoutMs: how long to wait for the printer to confirm (default 10 s). */
  cancelGraceMs?: number;
  /** requesting-user-name (default 'lanyard'). */
  userName?: string;
  tls?: IppTlsOptions;
}

/** What Get-Printer-Attributes says about an IPP printer. */
export interface IppPrinterAttributes {
  state: 'idle' | 'processing' | 'stopped' | 'unknown';
  /** printer-state-reasons without 'none', severity suffixes kept (media-empty-error, media-low-report). */
  reasons: string[];
  message?: string;
  acceptingJobs: boolean;
  /** document-format-supported */
  formats: string[];
  mediaSupported: string[];
  mediaReady: string[];
  name?: string;
  makeAndModel?: string;
}

const requestedPrinterAttributes = [
  'printer-state',
  'printer-state-reasons',
  'printer-state-message',
  'printer-is-accepting-jobs',
  'document-format-supported',
  'media-supported',
  'media-ready',
  'printer-name',
  'printer-make-and-model',
];

const printerStates: Record<string, IppPrinterAttributes['state']> = {
  idle: 'idle',
  processing: 'processing',
  stopped: 'stopped',
  '3': 'idle',
  '4': 'processing',
  '5': 'stopped',
};

/** An IPP Everywhere printer (ipp:// or ipps://): attributes, Print-Job of PDF/PNG, job tracking. */
export class IppPrinter implements PrinterDriver {
  readonly kind = 'ipp' as const;
  private readonly requestTimeoutMs: number;
  private readonly sendTimeoutMs: number;
  private readonly jobTimeoutMs: number;
  private readonly cancelGraceMs: number;
  private readonly userName: string;

  constructor(
    readonly uri: string,
    private readonly options: IppDriverOptions = {},
  ) {
    const { scheme } = printerAddress(uri);
    if (scheme === 'socket') throw new Error(`Not an IPP printer URI: ${uri}`);
    this.requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
    this.sendTimeoutMs = options.sendTimeoutMs ?? 30_000;
    this.jobTimeoutMs = options.jobTimeoutMs ?? 120_000;
    this.cancelGraceMs = options.cancelGraceMs ?? 10_000;
    this.userName = options.userName ?? 'lanyard';
  }

  async attributes(): Promise<IppPrinterAttributes> {
    const response = await this.send('Get-Printer-Attributes', {
      'requested-attributes': requestedPrinterAttributes,
    });
    if (!successful(response)) throw refusal('Get-Printer-Attributes', response);
    const p = response.printer;
    const message = p['printer-state-message'];
    const name = p['printer-name'];
    const makeAndModel = p['printer-make-and-model'];
    return {
      state: printerStates[String(p['printer-state'])] ?? 'unknown',
      reasons: keywords(p['printer-state-reasons']).filter((reason) => reason !== 'none'),
      ...(typeof message === 'string' && message ? { message } : {}),
      acceptingJobs: p['printer-is-accepting-jobs'] !== false,
      formats: keywords(p['document-format-supported']),
      mediaSupported: keywords(p['media-supported']),
      mediaReady: keywords(p['media-ready']),
      ...(typeof name === 'string' ? { name } : {}),
      ...(typeof makeAndModel === 'string' ? { makeAndModel } : {}),
    };
  }

  /** Never throws: an unreachable printer is 'offline', one that answers nonsense 'unknown'. */
  async status(): Promise<PrinterStatus> {
    const checkedAt = Date.now();
    try {
      const { state, reasons, message } = await this.attributes();
      return { state, reasons, ...(message ? { message } : {}), checkedAt };
    } catch (error) {
      const offline =
        error instanceof PrinterError && (error.code === 'unreachable' || error.code === 'timeout');
      return { state: offline ? 'offline' : 'unknown', reasons: [], message: errorMessage(error), checkedAt };
    }
  }

  async formats(): Promise<string[]> {
    return (await this.attributes()).formats;
  }

  async print(document: PrintDocument, options: PrintOptions): Promise<{ printerJobId: number }> {
    if (document.format !== 'application/pdf' && document.format !== 'image/png') {
      throw new PrinterError(
        'unsupported-format',
        `IPP printers print PDF or PNG, not ${document.format}; render the badge first.`,
        false,
      );
    }
    const printer = await this.attributes();
    if (!printer.formats.includes(document.format)) {
      throw new PrinterError(
        'unsupported-format',
        `${this.uri} does not take ${document.format} (it takes ${printer.formats.join(', ') || 'nothing it names'}).`,
        false,
      );
    }
    const blocked = blockingError(printer);
    if (blocked) throw blocked;

    const response = await this.send(
      'Print-Job',
      {
        'requesting-user-name': this.userName,
        'job-name': options.jobName,
        'document-format': document.format,
      },
      { timeoutMs: this.sendTimeoutMs, job: options.copies > 1 ? { copies: options.copies } : undefined },
      document.data,
    );
    if (!successful(response)) throw refusal('Print-Job', response);
    const jobId = Number(response.job['job-id']);
    if (!Number.isInteger(jobId)) {
      throw new PrinterError('failed', `${this.uri} accepted the job but named no job-id.`, false);
    }
    await this.waitForJob(jobId);
    return { printerJobId: jobId };
  }

  /** The print queue's crash recovery: the newest job with this job-name (ippJobs.ts). */
  findJobByName(name: string): Promise<PrinterJobRecord | null> {
    return findIppJobByName(this.uri, name, {
      timeoutMs: this.requestTimeoutMs,
      userName: this.userName,
      ...(this.options.tls ? { tls: this.options.tls } : {}),
    });
  }

  /**
   * Waits for the job to complete. One that does not complete in time is cancelled at the printer,
   * so that the queue's retry prints the badge once and not twice when the printer wakes up; the
   * retry is offered only once the printer confirms the cancel. If the badge printed meanwhile,
   * that counts as printed.
   */
  private async waitForJob(jobId: number): Promise<void> {
    let last = await this.pollJob(jobId, Date.now() + this.jobTimeoutMs);
    if (last.state === 'completed') return;
    if (ippJobDropped(last.state)) {
      const reasons = last.reasons.length ? ` (${last.reasons.join(', ')})` : '';
      const message = last.message ? `: ${last.message}` : '.';
      throw new PrinterError(
        'failed',
        `Job ${jobId} was ${last.state} by the printer${reasons}${message}`,
        false,
      );
    }

    const printerReasons = await this.attributes().then(
      (printer) => printer.reasons,
      () => [] as string[],
    );
    const reasons = [...last.reasons, ...printerReasons];
    const late = `Job ${jobId} did not complete within ${duration(this.jobTimeoutMs)}${
      reasons.length ? ` (${reasons.join(', ')})` : ''
    }`;
    const cancelled = await this.send('Cancel-Job', {
      'job-id': jobId,
      'requesting-user-name': this.userName,
    }).then(successful, () => false);
    if (cancelled) last = await this.pollJob(jobId, Date.now() + this.cancelGraceMs);
    if (last.state === 'completed') return;
    if (ippJobDropped(last.state)) {
      throw new PrinterError(stuckCode(reasons), `${late}; it was cancelled at the printer.`, true);
    }
    throw new PrinterError(
      'failed',
      `${late} and ${cancelled ? 'is still stopping after a cancel' : 'could not be cancelled'}; ` +
        'check the printer and reprint with force if no badge came out.',
      false,
    );
  }

  /** Polls Get-Job-Attributes until the job is completed, aborted or canceled, or the deadline. */
  private async pollJob(jobId: number, deadline: number): Promise<JobState> {
    let delay = 20;
    let last: JobState = { state: 'pending', reasons: [], message: '' };
    for (;;) {
      try {
        last = await this.jobState(jobId);
      } catch (error) {
        // The printer has the job: a blip while polling must not make the queue send it again.
        if (!(error instanceof PrinterError && error.retryable)) throw error;
      }
      if (ippJobEnded(last.state) || Date.now() >= deadline) return last;
      await sleep(Math.min(delay, Math.max(0, deadline - Date.now())));
      delay = Math.min(delay * 2, 500);
    }
  }

  private async jobState(jobId: number): Promise<JobState> {
    const response = await this.send('Get-Job-Attributes', {
      'job-id': jobId,
      'requesting-user-name': this.userName,
      'requested-attributes': ['job-state', 'job-state-reasons', 'job-state-message'],
    });
    if (!successful(response)) throw refusal('Get-Job-Attributes', response);
    const state = response.job['job-state'];
    const message = response.job['job-state-message'];
    return {
      state: ippJobState(state) ?? String(state),
      reasons: keywords(response.job['job-state-reasons']).filter((reason) => reason !== 'none'),
      message: typeof message === 'string' ? message : '',
    };
  }

  private send(
    operation: string,
    attributes: Record<string, string | number | string[]>,
    extra: { timeoutMs?: number; job?: Record<string, number> | undefined } = {},
    data?: Uint8Array,
  ): Promise<IppResponse> {
    return ippRequest(
      this.uri,
      { operation, attributes, ...(extra.job ? { job: extra.job } : {}), ...(data ? { data } : {}) },
      {
        timeoutMs: extra.timeoutMs ?? this.requestTimeoutMs,
        ...(this.options.tls ? { tls: this.options.tls } : {}),
      },
    );
  }
}

interface JobState {
  /** job-state keyword: pending, processing, processing-stopped, completed, canceled, aborted… */
  state: string;
  reasons: string[];
  message: string;
}

/** Why a job got stuck, as an error code: the printer's paper problem if it names one. */
function stuckCode(reasons: string[]): PrinterErrorCode {
  return paperProblem(reasons) ?? 'timeout';
}

function duration(ms: number): string {
  return ms < 10_000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

function successful(response: IppResponse): boolean {
  return response.status.startsWith('successful');
}

/** Reasons that stop printing unless the printer marks them as a mere -report or -warning. */
const stoppingReasons = new Set([
  'media-empty',
  'media-needed',
  'media-jam',
  'paused',
  'moving-to-paused',
  'offline',
  'shutdown',
  'cover-open',
  'door-open',
  'interlock-open',
  'input-tray-missing',
  'output-area-full',
  'marker-supply-empty',
  'toner-empty',
]);

/** Why a printer in this state would not print a job now (all retryable: someone can fix it). */
export function blockingError(
  printer: Pick<IppPrinterAttributes, 'state' | 'reasons' | 'message' | 'acceptingJobs'>,
): PrinterError | null {
  const stopping = printer.reasons.filter(
    (reason) => !/-(warning|report)$/.test(reason) && stoppingReasons.has(baseReason(reason)),
  );
  const paper = paperProblem(stopping);
  const detail = [...printer.reasons, printer.message].filter(Boolean).join('; ');
  if (paper === 'media-empty') {
    return new PrinterError('media-empty', `The printer is out of paper (${detail}).`, true);
  }
  if (paper === 'media-jam') {
    return new PrinterError('media-jam', `The printer has a paper jam (${detail}).`, true);
  }
  if (printer.state === 'stopped' || stopping.length > 0) {
    return new PrinterError('stopped', `The printer is stopped${detail ? ` (${detail})` : ''}.`, true);
  }
  if (!printer.acceptingJobs) {
    return new PrinterError(
      'refused',
      `The printer is not accepting jobs${detail ? ` (${detail})` : ''}.`,
      true,
    );
  }
  return null;
}

const retryableStatuses = new Set([
  'server-error-not-accepting-jobs',
  'server-error-busy',
  'server-error-service-unavailable',
  'server-error-temporary-error',
  'server-error-printer-is-deactivated',
]);

/** A printer that answered but would not do what was asked. */
export function refusal(operation: string, response: IppResponse): PrinterError {
  const detail = `${response.status}${response.statusMessage ? `: ${response.statusMessage}` : ''}`;
  if (
    response.status === 'client-error-document-format-not-supported' ||
    'document-format' in response.unsupported
  ) {
    return new PrinterError(
      'unsupported-format',
      `The printer does not take this document format (${detail}).`,
      false,
    );
  }
  return new PrinterError(
    'refused',
    `The printer refused ${operation} (${detail}).`,
    retryableStatuses.has(response.status),
  );
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
