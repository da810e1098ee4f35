import type { ScannerUnavailable } from '@shared/ipc/scanners';
import { messageOf } from './connection';

/**
 * What venue IT does about the system parts a listing is known to miss, by a pattern of the error's
 * message. Debian/Ubuntu package names: the installers declare the same (electron-builder.yml).
 */
const FIXES: readonly (readonly [RegExp, string])[] = [
  [/libusb/i, 'install libusb (Debian/Ubuntu package libusb-1.0-0) and restart Lanyard'],
  [/udevadm/, 'install udev (Debian/Ubuntu package udev) to see the ports by name'],
];

/** Why a kind of scanner could not be listed: the error's message, and the fix when it is known. */
export function scannerUnavailable(kind: ScannerUnavailable['kind'], error: unknown): ScannerUnavailable {
  const message = messageOf(error) || 'unknown error';
  const fix = FIXES.find(([pattern]) => pattern.test(message))?.[1];
  return { kind, reason: fix ? `${message}; ${fix}` : message };
}
