import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScanEvent, ScannerStatusEvent } from '@shared/ipc/scanners';
import { listScanners, openScanner, type ScannerHandle } from '../../../main/devices/scanners';
import { startSerialPair, type SerialPair } from '../../support/serialPair';
import { createRecorder } from './recorder';

// node-hid as it behaves on a Linux machine without libusb: the package loads (its addon is loaded
// on first use), and every call that needs the addon fails with the dynamic loader's message. The
// station must still list the rest without failing and read serial scanners.
vi.mock('node-hid', () => {
  const missing = async () => {
    throw new Error('libusb-1.0.so.0: cannot open shared object file: No such file or directory');
  };
  return { devicesAsync: missing, HIDAsync: { open: missing } };
});

let pair: SerialPair | undefined;
let scanner: ScannerHandle | undefined;

afterEach(async () => {
  await scanner?.close();
  scanner = undefined;
  await pair?.close();
  pair = undefined;
});

describe('scanners when node-hid cannot load libusb', () => {
  it('lists without failing and names libusb as the reason HID scanners are missing', async () => {
    const list = await listScanners();

    expect(list.scanners.filter((s) => s.kind === 'hid')).toEqual([]);
    expect(list.unavailable).toEqual([{ kind: 'hid', reason: expect.stringContaining('libusb-1.0.so.0') }]);
  });

  it('reports a HID scanner as disconnected with the reason instead of throwing', async () => {
    const statuses = createRecorder<ScannerStatusEvent>();

    scanner = openScanner(
      { kind: 'hid', path: '/dev/hidraw0' },
      { onScan: () => undefined, onStatus: statuses.push, reconnect: { initialDelayMs: 1_000 } },
    );

    expect(await statuses.next()).toMatchObject({
      kind: 'hid',
      connected: false,
      error: expect.stringContaining('libusb-1.0.so.0'),
    });
  });

  it('still reads a serial scanner', async () => {
    pair = await startSerialPair();
    const scans = createRecorder<ScanEvent>();

    scanner = openScanner({ kind: 'serial', path: pair.hostPath }, { onScan: scans.push });
    await pair.write('T-000152\r');

    expect(await scans.next()).toMatchObject({ kind: 'serial', code: 'T-000152' });
  });
});
