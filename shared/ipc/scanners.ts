import { z } from 'zod';
import type { IpcDomain } from './contract';

export const serialScannerConfig = z.object({
  kind: z.literal('serial'),
  path: z.string().min(1),
  baudRate: z.number().int().positive().default(9600),
  /** What ends one code on the wire; CR is the common factory default. */
  suffix: z.enum(['\r', '\n', '\r\n', '\t']).default('\r'),
});

const hidScannerConfig = z.object({
  kind: z.literal('hid'),
  /** The OS device path from enumeration. */
  path: z.string().min(1),
});

export const scannerConfig = z.discriminatedUnion('kind', [serialScannerConfig, hidScannerConfig]);
export type ScannerConfig = z.input<typeof scannerConfig>;

const scannerInfo = z.object({
  kind: z.enum(['serial', 'hid']),
  path: z.string(),
  label: z.string(),
  vendorId: z.number().int().optional(),
  productId: z.number().int().optional(),
});
export type ScannerInfo = z.infer<typeof scannerInfo>;

/**
 * A kind of scanner the station cannot list in full, and why (for venue IT; docs/scanners.md):
 * 'hid' — none are listed (on Linux node-hid needs libusb-1.0.so.0); 'serial' — only the ports
 * found under /dev are listed, without names (on Linux the full list needs udevadm). Opening a
 * serial port by its path works either way.
 */
const scannerUnavailable = z.object({
  kind: z.enum(['serial', 'hid']),
  reason: z.string().min(1),
});
export type ScannerUnavailable = z.infer<typeof scannerUnavailable>;

export const scannerList = z.object({
  scanners: z.array(scannerInfo),
  /** Empty when every kind could be listed. */
  unavailable: z.array(scannerUnavailable),
});
export type ScannerList = z.infer<typeof scannerList>;

export const scanEvent = z.object({
  kind: z.enum(['serial', 'hid']),
  path: z.string(),
  code: z.string().min(1),
  at: z.number().int(),
});
export type ScanEvent = z.infer<typeof scanEvent>;

export const scannerStatusEvent = z.object({
  kind: z.enum(['serial', 'hid']),
  path: z.string(),
  connected: z.boolean(),
  error: z.string().optional(),
});
export type ScannerStatusEvent = z.infer<typeof scannerStatusEvent>;

export const scannersIpc = {
  /**
   * Serial ports and HID POS scanners (usage page 0x8C) present now, and the kinds that could not be
   * listed (a station without libusb or udev); never fails for a missing system library.
   */
  list: { args: z.tuple([]), result: scannerList },
  /** Starts listening; scans arrive as scanners:scan events. Reopens after an unplug by itself. */
  open: { args: z.tuple([scannerConfig]), result: scannerInfo },
  close: { args: z.tuple([z.string()]), result: z.boolean() },
} satisfies IpcDomain;
