import type { PrinterKind, PrinterStatus } from '../../../shared/ipc/printers';
import type { PrintDocument } from '../../../shared/ipc/queue';

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
}
