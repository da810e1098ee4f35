import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SerialPort } from 'serialport';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { scannerList, type ScanEvent, type ScannerStatusEvent } from '@shared/ipc/scanners';
import {
  listScanners,
  openScanner,
  type ScannerHandle,
  type ScannerSources,
} from '../../../main/devices/scanners';
import { startSerialPair, type SerialPair } from '../../support/serialPair';
import { createRecorder } from './recorder';

// A kiosk without libusb (node-hid cannot load its addon) and without udev (serialport's list
// cannot run udevadm): listing scanners still answers, with the serial ports found under /dev and
// the reasons, and a serial scanner still reads codes. The /dev folders are a temporary copy with a
// socat pair as the scanner, so the fallback reads real device links.

/** The dynamic loader's message on a Linux machine without the libusb-1.0-0 package. */
const LIBUSB_MISSING = 'libusb-1.0.so.0: cannot open shared object file: No such file or directory';
const BY_ID_NAME = 'usb-Lanyard_Test_Scanner_0001-if00';

let pair: SerialPair;
let dev: string;
let emptyPath: string;
let scanner: ScannerHandle | undefined;

async function noLibusb(): Promise<never> {
  throw new Error(LIBUSB_MISSING);
}

/**
 * serialport's own list where udevadm cannot be found: the real "spawn udevadm ENOENT". spawn looks
 * the program up synchronously, so PATH is changed only for the call.
 */
function listWithoutUdevadm(): ReturnType<typeof SerialPort.list> {
  const path = process.env.PATH;
  process.env.PATH = emptyPath;
  try {
    return SerialPort.list();
  } finally {
    process.env.PATH = path;
  }
}

function withoutLibusbAndUdev(): ScannerSources {
  return {
    loadHid: noLibusb,
    listPorts: listWithoutUdevadm,
    devDir: dev,
    byIdDir: join(dev, 'serial/by-id'),
  };
}

beforeEach(async () => {
  pair = await startSerialPair();
  dev = await mkdtemp(join(tmpdir(), 'lanyard-dev-'));
  emptyPath = join(dev, 'empty-path');
  await mkdir(emptyPath);
  // As udev lays out a CDC-ACM scanner: the node, and a stable link to it named after the device.
  await symlink(pair.hostPath, join(dev, 'ttyACM7'));
  await mkdir(join(dev, 'serial/by-id'), { recursive: true });
  await symlink('../../ttyACM7', join(dev, 'serial/by-id', BY_ID_NAME));
  // A USB-serial adapter without a by-id link, and a node that is no scanner port.
  await symlink('/dev/null', join(dev, 'ttyUSB3'));
  await writeFile(join(dev, 'ttyS0'), '');
});

afterEach(async () => {
  await scanner?.close();
  scanner = undefined;
  await pair.close();
  await rm(dev, { recursive: true, force: true });
});

describe('listing scanners on a station without libusb and udev', () => {
  it('lists the serial ports under /dev, without names, and says what is unavailable and why', async () => {
    const list = await listScanners(withoutLibusbAndUdev());

    expect(() => scannerList.parse(list)).not.toThrow();
    expect(list.scanners).toEqual([
      {
        kind: 'serial',
        path: join(dev, 'serial/by-id', BY_ID_NAME),
        label: `${BY_ID_NAME} (${await realpath(pair.hostPath)})`,
      },
      { kind: 'serial', path: join(dev, 'ttyUSB3'), label: join(dev, 'ttyUSB3') },
    ]);
    expect(list.unavailable).toEqual([
      { kind: 'serial', reason: expect.stringMatching(/spawn udevadm ENOENT.*package udev/) },
      {
        kind: 'hid',
        reason: expect.stringMatching(/^libusb-1\.0\.so\.0: cannot open.*package libusb-1\.0-0/),
      },
    ]);
  });

  it('reads codes from a port it listed that way', async () => {
    const [port] = (await listScanners(withoutLibusbAndUdev())).scanners;
    const scans = createRecorder<ScanEvent>();
    const statuses = createRecorder<ScannerStatusEvent>();

    scanner = openScanner(
      { kind: 'serial', path: port!.path },
      { onScan: scans.push, onStatus: statuses.push },
    );
    // Written only once the port is open: bytes sent before that may be flushed by the open.
    expect(await statuses.next()).toMatchObject({ connected: true });
    await pair.write('T-000151\r');

    expect(await scans.next()).toMatchObject({ kind: 'serial', path: port!.path, code: 'T-000151' });
  });

  it('keeps serialport’s full list when only libusb is missing', async () => {
    const ports = await SerialPort.list();

    const list = await listScanners({ loadHid: noLibusb });

    expect(list.scanners.map((s) => s.path)).toEqual(ports.map((p) => p.path));
    expect(list.unavailable).toEqual([{ kind: 'hid', reason: expect.stringContaining(LIBUSB_MISSING) }]);
  });
});
