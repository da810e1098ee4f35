import { describe, expect, it } from 'vitest';
import { scannerKey, stationScanner } from '../../../../../renderer/src/features/station/scannerChoice';

const port = { kind: 'serial' as const, path: '/dev/serial/by-id/usb-Honeywell-if00', label: 'Honeywell' };

describe('the scanner picked in the station settings', () => {
  it('keyboard-wedge input needs no scanner in main', () => {
    expect(stationScanner({ kind: 'keyboard', path: 'keyboard', label: 'Keyboard' }, null)).toBeNull();
  });

  it('a newly picked serial port gets the IPC schema defaults (9600 baud, CR)', () => {
    expect(stationScanner(port, null)).toEqual({
      kind: 'serial',
      path: port.path,
      baudRate: 9600,
      suffix: '\r',
    });
  });

  it('re-picking the configured port keeps its baud rate and suffix', () => {
    const configured = { kind: 'serial' as const, path: port.path, baudRate: 115200, suffix: '\n' as const };

    expect(stationScanner(port, configured)).toBe(configured);
  });

  it('a HID POS scanner is configured by its path', () => {
    expect(stationScanner({ kind: 'hid', path: '/dev/hidraw3', label: 'HID' }, null)).toEqual({
      kind: 'hid',
      path: '/dev/hidraw3',
    });
  });

  it('keys a scanner by kind and path, so a port and a HID node never collide', () => {
    expect(scannerKey({ kind: 'serial', path: 'x' })).not.toBe(scannerKey({ kind: 'hid', path: 'x' }));
  });
});
