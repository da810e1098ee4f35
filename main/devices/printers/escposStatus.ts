import type { PrinterStatus } from '@shared/ipc/printers';
import { PrinterError } from './types';

/**
 * ESC/POS real-time status (DLE EOT n = 0x10 0x04 n, Epson TM reference). A printer answers each
 * query with one byte whose bits 1 and 4 are set and bits 0 and 7 clear; anything else, or no
 * byte at all, is not a status.
 */
const DLE_EOT = { printer: 1, offlineCause: 2, errorCause: 3, paper: 4 } as const;

/** The bytes a printer answered; only `printer` is certain, the others when it answered them too. */
export interface EscposStatusBytes {
  printer: number;
  offlineCause?: number;
  errorCause?: number;
  paper?: number;
}

/** A connection that can send bytes and read the printer's reply bytes one at a time. */
export interface StatusChannel {
  write(bytes: Uint8Array): Promise<void>;
  /** The next byte the printer sent, or null when none arrives within timeoutMs. */
  readByte(timeoutMs: number): Promise<number | null>;
}

function isStatusByte(byte: number): boolean {
  return (byte & 0x93) === 0x12;
}

/**
 * Asks printer status, then offline cause, error cause and paper sensor. Resolves null when the
 * printer does not answer the first query (many network ESC/POS printers never do).
 */
export async function queryEscposStatus(
  channel: StatusChannel,
  replyTimeoutMs: number,
): Promise<EscposStatusBytes | null> {
  const ask = async (n: number): Promise<number | undefined> => {
    await channel.write(Uint8Array.of(0x10, 0x04, n));
    const byte = await channel.readByte(replyTimeoutMs);
    return byte !== null && isStatusByte(byte) ? byte : undefined;
  };
  const printer = await ask(DLE_EOT.printer);
  if (printer === undefined) return null;
  const offlineCause = await ask(DLE_EOT.offlineCause);
  const errorCause = await ask(DLE_EOT.errorCause);
  const paper = await ask(DLE_EOT.paper);
  return {
    printer,
    ...(offlineCause !== undefined ? { offlineCause } : {}),
    ...(errorCause !== undefined ? { errorCause } : {}),
    ...(paper !== undefined ? { paper } : {}),
  };
}

/**
 * Status bytes → the printer's state and reasons, in IPP's words where IPP has one (media-empty,
 * media-low, cover-open, offline).
 */
export function decodeEscposStatus(bytes: EscposStatusBytes): Pick<PrinterStatus, 'state' | 'reasons'> {
  const reasons: string[] = [];
  const offline = (bytes.printer & 0x08) !== 0;
  const { offlineCause = 0, errorCause = 0, paper = 0 } = bytes;
  if ((offlineCause & 0x04) !== 0) reasons.push('cover-open');
  if ((offlineCause & 0x20) !== 0 || (paper & 0x60) !== 0) reasons.push('media-empty');
  else if ((paper & 0x0c) !== 0) reasons.push('media-low');
  if ((errorCause & 0x08) !== 0) reasons.push('cutter-error');
  if ((errorCause & 0x20) !== 0) reasons.push('unrecoverable-error');
  if ((errorCause & 0x40) !== 0) reasons.push('recoverable-error');
  if ((offlineCause & 0x40) !== 0 && !reasons.some((r) => r.endsWith('-error'))) reasons.push('other-error');
  if (offline && !reasons.some((r) => r !== 'media-low')) reasons.unshift('offline');
  const stopped = offline || reasons.some((reason) => reason !== 'media-low');
  return { state: stopped ? 'stopped' : 'idle', reasons };
}

/** Why a printer with these reasons would not print now; null when it can. All retryable. */
export function escposBlockingError(reasons: string[]): PrinterError | null {
  const list = reasons.join(', ');
  if (reasons.includes('media-empty')) {
    return new PrinterError('media-empty', `The thermal printer is out of paper (${list}).`, true);
  }
  if (reasons.includes('cutter-error')) {
    return new PrinterError('media-jam', `The thermal printer's cutter is jammed (${list}).`, true);
  }
  const blocking = reasons.filter((reason) => reason !== 'media-low');
  if (blocking.length > 0) {
    return new PrinterError('stopped', `The thermal printer is stopped (${blocking.join(', ')}).`, true);
  }
  return null;
}
