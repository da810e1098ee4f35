import { devicesAsync } from 'node-hid';
import { SerialPort } from 'serialport';
import { afterEach, describe, expect, it } from 'vitest';
import { scannerList, type ScanEvent, type ScannerStatusEvent } from '@shared/ipc/scanners';
import {
  HID_POS_USAGE_PAGE,
  listHidScanners,
  listScanners,
  openHidScanner,
  openScanner,
  scanToStdout,
  type ScannerHandle,
} from '../../../main/devices/scanners';
import { startSerialPair, type SerialPair } from '../../support/serialPair';
import { createRecorder } from './recorder';

/** A hidraw node no machine has; opening it fails the way an unplugged scanner does. */
const ABSENT_HID_PATH = '/dev/hidraw-lanyard-absent';

let pair: SerialPair | undefined;
let scanner: ScannerHandle | undefined;

afterEach(async () => {
  await scanner?.close();
  scanner = undefined;
  await pair?.close();
  pair = undefined;
});

describe('scanner enumeration', () => {
  it('lists HID POS scanners only: the usage page 0x8C interfaces, none on a machine without one', async () => {
    const posPaths = (await devicesAsync())
      .filter((d) => d.usagePage === HID_POS_USAGE_PAGE)
      .map((d) => d.path);

    const scanners = await listHidScanners();

    expect(scanners.map((s) => s.path).sort()).toEqual([...new Set(posPaths)].sort());
    if (posPaths.length === 0) expect(scanners).toEqual([]);
    for (const s of scanners) expect(s.kind).toBe('hid');
  });

  it('lists every serial port and every HID POS scanner, with nothing unavailable where libusb and udev are', async () => {
    const ports = await SerialPort.list();

    const list = await listScanners();

    expect(() => scannerList.parse(list)).not.toThrow();
    expect(list.unavailable).toEqual([]);
    const { scanners } = list;
    expect(scanners.filter((s) => s.kind === 'serial').map((s) => s.path)).toEqual(ports.map((p) => p.path));
    expect(scanners.filter((s) => s.kind === 'hid')).toEqual(await listHidScanners());
  });
});

describe('openScanner', () => {
  it('opens a serial scanner from a serial config with the default suffix', async () => {
    pair = await startSerialPair();
    const scans = createRecorder<ScanEvent>();

    scanner = openScanner({ kind: 'serial', path: pair.hostPath }, { onScan: scans.push });
    await pair.write('T-1\r');

    expect(await scans.next()).toMatchObject({ kind: 'serial', path: pair.hostPath, code: 'T-1' });
  });

  it('refuses a config the IPC schema refuses', () => {
    expect(() =>
      openScanner({ kind: 'serial', path: '/dev/ttyACM0', suffix: ';' as '\r' }, { onScan: () => undefined }),
    ).toThrow();
  });

  it('reports a HID scanner that is not there as disconnected, with the reason, until closed', async () => {
    const statuses = createRecorder<ScannerStatusEvent>();

    scanner = openScanner(
      { kind: 'hid', path: ABSENT_HID_PATH },
      { onScan: () => undefined, onStatus: statuses.push },
    );

    const status = await statuses.next();
    expect(status).toMatchObject({ kind: 'hid', path: ABSENT_HID_PATH, connected: false });
    expect(status.error).toBeTruthy();
  });

  it('keeps retrying an absent HID scanner quietly and stops on close()', async () => {
    const statuses = createRecorder<ScannerStatusEvent>();
    scanner = openHidScanner(ABSENT_HID_PATH, {
      onScan: () => undefined,
      onStatus: statuses.push,
      reconnect: { initialDelayMs: 20, maxDelayMs: 40 },
    });
    await statuses.next();
    await new Promise((resolve) => setTimeout(resolve, 300));

    await scanner.close();
    scanner = undefined;

    expect(statuses.events).toHaveLength(1);
  });
});

describe('scanToStdout (lanyard devices scan)', () => {
  it('writes each code on its own line and status changes to the log', async () => {
    pair = await startSerialPair();
    const lines = createRecorder<string>();
    const log = createRecorder<string>();

    scanner = scanToStdout({ kind: 'serial', path: pair.hostPath, suffix: '\n' }, lines.push, log.push);
    expect(await log.next()).toBe(`scanner ${pair.hostPath} connected\n`);
    await pair.write('T-1\nT-2\n');

    expect([await lines.next(), await lines.next()]).toEqual(['T-1\n', 'T-2\n']);
  });
});
