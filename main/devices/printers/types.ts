import type { PrinterKind, PrinterStatus } from '@shared/ipc/printers';
import type { PrintDocument } from '@shared/ipc/queue';

/** Why a print did not happen; retryable failures keep the job queued (offline, media-empty, jam). */
export type PrinterErrorCode =
  | 'unreachable'
  | 'refused'
  | 'stopped'
  | 'media-empty'
  | 'media-jam'
  | 'unsupported-format'
  | 'timeout'
  | 'failed';

export class PrinterError extends Error {
  constructor(
    readonly code: PrinterErrorCode,
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'PrinterError';
  }
}

export interface PrintOptions {
  jobName: string;
  copies: number;
}

/** One printer behind its protocol: IPP (ipp://, ipps://) or ESC/POS over TCP (socket://). */
export interface PrinterDriver {
  readonly uri: string;
  readonly kind: PrinterKind;
  status(): Promise<PrinterStatus>;
  /** Document formats this printer takes. */
  formats(): Promise<string[]>;
  /**
   * Sends one document and resolves once the printer reports it done (IPP job-state completed;
   * ESC/POS: all bytes written and, where the printer answers DLE EOT, no error status).
   * Throws PrinterError.
   */
  print(document: PrintDocument, options: PrintOptions): Promise<{ printerJobId?: number }>;
  /**
   * Printers that remember their jobs (IPP Get-Jobs which-jobs=all) implement this: the newest job
   * with exactly this job-name, or null. The print queue asks it before resending a job that was
   * interrupted while sending, so a crash never prints a badge twice (docs/print-queue.md).
   */
  findJobByName?(name: string): Promise<PrinterJobRecord | null>;
}

/** IPP job-state keywords (RFC 8011 §5.3.7). */
export type PrinterJobState =
  'pending' | 'pending-held' | 'processing' | 'processing-stopped' | 'canceled' | 'aborted' | 'completed';

/** A job as the printer lists it. */
export interface PrinterJobRecord {
  printerJobId: number;
  state: PrinterJobState;
}
