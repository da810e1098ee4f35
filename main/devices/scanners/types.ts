import type { z } from 'zod';
import type { ScanEvent, ScannerStatusEvent, serialScannerConfig } from '@shared/ipc/scanners';

export type SerialScannerConfig = z.input<typeof serialScannerConfig>;
export type SerialScannerSuffix = z.output<typeof serialScannerConfig>['suffix'];

/** Where an open scanner reports. Neither is called after the handle's close() has resolved. */
export interface ScannerHandlers {
  /** One complete, non-empty code. */
  onScan(event: ScanEvent): void;
  /** The scanner came (back) or went away; sent on each change, not on every failed re-open. */
  onStatus?(event: ScannerStatusEvent): void;
  /** Clock for ScanEvent.at; Date.now by default. */
  now?: () => number;
  /** Re-open back-off after an unplug: first delay, doubled up to max. Default 250 ms → 5 s. */
  reconnect?: { initialDelayMs?: number; maxDelayMs?: number };
}

/** An open scanner. It re-opens by itself after an unplug until close(). */
export interface ScannerHandle {
  close(): Promise<void>;
}
