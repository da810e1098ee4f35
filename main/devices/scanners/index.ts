import {
  scannerConfig,
  type ScannerConfig,
  type ScannerList,
  type ScannerUnavailable,
} from '@shared/ipc/scanners';
import { listHidScanners, loadNodeHid, openHidScanner, type NodeHid } from './hid';
import { openSerialScanner } from './serial';
import { listSerialScanners, type SerialListOptions } from './serialList';
import type { ScannerHandle, ScannerHandlers } from './types';
import { scannerUnavailable } from './unavailable';

export { HID_POS_USAGE_PAGE, listHidScanners, openHidScanner } from './hid';
export type { ScannerHandle, ScannerHandlers } from './types';
export { scannerUnavailable } from './unavailable';

/** Where listScanners looks; the real system by default, replaceable to test a station that lacks parts. */
export interface ScannerSources extends SerialListOptions {
  /** node-hid; rejects (or its calls do) on a Linux machine without libusb. */
  loadHid?: () => Promise<NodeHid>;
}

/**
 * Every scanner a station could use now: serial ports and HID POS scanners. Never fails for a
 * missing system library: HID scanners are left out when node-hid cannot load libusb, serial ports
 * come from /dev when udevadm is missing, and `unavailable` says which kind and why.
 */
export async function listScanners(sources: ScannerSources = {}): Promise<ScannerList> {
  const [serial, hid] = await Promise.all([
    listSerialScanners(sources),
    listHidScanners(sources.loadHid ?? loadNodeHid).then(
      (scanners) => ({ scanners }),
      (failure: unknown) => ({ scanners: [], failure }),
    ),
  ]);
  const unavailable: ScannerUnavailable[] = [];
  if ('failure' in serial) unavailable.push(scannerUnavailable('serial', serial.failure));
  if ('failure' in hid) unavailable.push(scannerUnavailable('hid', hid.failure));
  return { scanners: [...serial.scanners, ...hid.scanners], unavailable };
}

/** Opens a serial or HID POS scanner; see openSerialScanner and openHidScanner. */
export function openScanner(config: ScannerConfig, handlers: ScannerHandlers): ScannerHandle {
  const parsed = scannerConfig.parse(config);
  return parsed.kind === 'serial'
    ? openSerialScanner(parsed, handlers)
    : openHidScanner(parsed.path, handlers);
}

/**
 * For `lanyard devices scan`: writes each code on its own line to `write` (stdout) and each status
 * change as a readable line to `log` (stderr), until the handle is closed.
 */
export function scanToStdout(
  config: ScannerConfig,
  write: (text: string) => void,
  log: (text: string) => void = () => undefined,
): ScannerHandle {
  return openScanner(config, {
    onScan: (event) => write(`${event.code}\n`),
    onStatus: (event) =>
      log(
        event.connected
          ? `scanner ${event.path} connected\n`
          : `scanner ${event.path} disconnected${event.error ? `: ${event.error}` : ''}\n`,
      ),
  });
}
