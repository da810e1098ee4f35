import { SerialPort } from 'serialport';
import { scannerConfig, type ScannerConfig, type ScannerInfo } from '../../../shared/ipc/scanners';
import { listHidScanners, openHidScanner } from './hid';
import { openSerialScanner } from './serial';
import type { ScannerHandle, ScannerHandlers } from './types';

export { createHidPosDecoder, HID_POS_USAGE_PAGE, listHidScanners, openHidScanner } from './hid';
export { openSerialScanner } from './serial';
export type { ScannerHandle, ScannerHandlers, SerialScannerConfig } from './types';

/** Every scanner a station could use now: serial ports and HID POS scanners. */
export async function listScanners(): Promise<ScannerInfo[]> {
  const [ports, hid] = await Promise.all([SerialPort.list(), listHidScanners()]);
  const serial = ports.map((port): ScannerInfo => ({
    kind: 'serial',
    path: port.path,
    label: port.manufacturer ? `${port.manufacturer} (${port.path})` : port.path,
    vendorId: usbId(port.vendorId),
    productId: usbId(port.productId),
  }));
  return [...serial, ...hid];
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

/** serialport reports USB ids as hex strings ("0c2e"). */
function usbId(hex: string | undefined): number | undefined {
  const id = hex ? Number.parseInt(hex, 16) : Number.NaN;
  return Number.isInteger(id) ? id : undefined;
}
