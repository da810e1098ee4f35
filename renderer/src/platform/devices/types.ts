import type { ConfiguredPrinter, PrinterInfo, PrinterStatus } from '@shared/ipc/printers';
import type { EnqueueResult, PrintRequest, QueueJob } from '@shared/ipc/queue';
import type { ScannerConfig, ScannerUnavailable } from '@shared/ipc/scanners';

export type { ConfiguredPrinter, EnqueueResult, PrinterStatus, PrintRequest, QueueJob, ScannerUnavailable };

/** Stops a listener. */
export type Unsubscribe = () => void;

/**
 * A printer the station can print to: an IPP or ESC/POS printer (desktop), or the browser's print
 * dialog (web), which is one pseudo-printer with kind and source 'browser'.
 */
export type DevicePrinter = Omit<PrinterInfo, 'kind' | 'source'> & {
  kind: PrinterInfo['kind'] | 'browser';
  source: PrinterInfo['source'] | 'browser';
};

/** Serial and HID scanners need the desktop app; a keyboard-wedge scanner works everywhere. */
export type ScannerKind = 'serial' | 'hid' | 'keyboard';

export interface DeviceScanner {
  kind: ScannerKind;
  /** The OS device path, or 'keyboard' for keyboard-wedge input. */
  path: string;
  label: string;
  vendorId?: number;
  productId?: number;
}

/** The scanners a station can use now, and the kinds it cannot list (desktop without libusb or udev). */
export interface DeviceScannerList {
  scanners: DeviceScanner[];
  unavailable: ScannerUnavailable[];
}

/** Which scanner to open: a desktop scanner's configuration, or keyboard-wedge input. */
export type ScannerChoice = ScannerConfig | { kind: 'keyboard' };

/** One scanned code. */
export interface Scan {
  source: ScannerKind;
  path: string;
  code: string;
  /** Epoch milliseconds. */
  at: number;
}

/**
 * The venue hardware as the check-in screens see it (CONVENTIONS §4). The desktop implementation
 * goes through window.lanyard to main; the web one prints through the browser's print dialog and
 * reads keyboard-wedge scanners. Camera scanning joins with the check-in screens.
 */
export interface Devices {
  readonly kind: 'desktop' | 'web';
  /** The event's configured printers merged with discovered ones (desktop), or the print dialog (web). */
  listPrinters(configured: ConfiguredPrinter[]): Promise<DevicePrinter[]>;
  printerStatus(uri: string): Promise<PrinterStatus>;
  /**
   * Queues one badge (DECISIONS 18): a key that printed before answers 'alreadyPrinted' unless
   * `force`, a key queued or printing answers 'alreadyQueued'. Progress arrives through onJob.
   */
  print(request: PrintRequest): Promise<EnqueueResult>;
  listJobs(): Promise<QueueJob[]>;
  retryJob(id: string): Promise<QueueJob>;
  cancelJob(id: string): Promise<QueueJob>;
  /** Every change of a print job, the first enqueue included. */
  onJob(listener: (job: QueueJob) => void): Unsubscribe;
  /** Serial and HID scanners (desktop) and keyboard-wedge input (everywhere). */
  listScanners(): Promise<DeviceScannerList>;
  openScanner(choice: ScannerChoice): Promise<DeviceScanner>;
  closeScanner(path: string): Promise<boolean>;
  /** Codes from every open scanner and from keyboard-wedge input while subscribed. */
  onScan(listener: (scan: Scan) => void): Unsubscribe;
}
