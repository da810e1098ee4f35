import type { DeviceScanner } from '../../platform/devices/types';
import type { StationSettings } from '@shared/ipc/kiosk';
import { scannerConfig } from '@shared/ipc/scanners';

/** The scanner a station's settings name; null reads keyboard-wedge input only. */
export type StationScanner = StationSettings['scanner'];

/** A scanner's key in the picker: kind and path, since a path alone could be both a port and a HID node. */
export function scannerKey(scanner: Pick<DeviceScanner, 'kind' | 'path'>): string {
  return `${scanner.kind}:${scanner.path}`;
}

/**
 * The station setting for a picked scanner: null for keyboard-wedge input (read in the page, nothing
 * for main to open), else the scanner's configuration. Re-picking the configured serial port keeps
 * its baud rate and suffix; another port starts from the defaults of the IPC schema.
 */
export function stationScanner(picked: DeviceScanner, current: StationScanner): StationScanner {
  if (picked.kind === 'keyboard') return null;
  if (current && current.kind === picked.kind && current.path === picked.path) return current;
  return scannerConfig.parse({ kind: picked.kind, path: picked.path });
}
