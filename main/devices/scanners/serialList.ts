import { readdir, realpath } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { SerialPort } from 'serialport';
import type { ScannerInfo } from '@shared/ipc/scanners';

/** A port as serialport lists it. */
type SerialPortInfo = Awaited<ReturnType<typeof SerialPort.list>>[number];

export interface SerialListOptions {
  /**
   * The full list with names and USB ids: serialport's, which on Linux runs `udevadm info -e` and
   * so fails on a machine without udev.
   */
  listPorts?: () => Promise<SerialPortInfo[]>;
  /** Where the fallback looks for device nodes; /dev by default. */
  devDir?: string;
  /** Where the fallback looks for the stable names; /dev/serial/by-id by default. */
  byIdDir?: string;
}

export interface SerialList {
  scanners: ScannerInfo[];
  /** Why the full list failed, when the fallback answered instead. */
  failure?: unknown;
}

/**
 * Serial ports a scanner may be on. When the full list fails, the ports are read from /dev instead:
 * the /dev/serial/by-id links (stable across replugs, named after the device) and the
 * ttyUSB and ttyACM nodes no link points to — no USB ids, but each one can be opened by its path.
 */
export async function listSerialScanners(options: SerialListOptions = {}): Promise<SerialList> {
  try {
    const ports = await (options.listPorts ?? (() => SerialPort.list()))();
    return { scanners: ports.map(fromPortInfo) };
  } catch (failure) {
    const scanners = await serialDeviceNodes(
      options.devDir ?? '/dev',
      options.byIdDir ?? '/dev/serial/by-id',
    );
    return { scanners, failure };
  }
}

function fromPortInfo(port: SerialPortInfo): ScannerInfo {
  return {
    kind: 'serial',
    path: port.path,
    label: port.manufacturer ? `${port.manufacturer} (${port.path})` : port.path,
    vendorId: usbId(port.vendorId),
    productId: usbId(port.productId),
  };
}

/** USB serial adapters (ttyUSB) and CDC-ACM devices (ttyACM): what a scanner shows up as on Linux. */
const SCANNER_NODE = /^tty(USB|ACM)\d+$/;

async function serialDeviceNodes(devDir: string, byIdDir: string): Promise<ScannerInfo[]> {
  const [devNames, linkNames] = await Promise.all([entries(devDir), entries(byIdDir)]);
  const links = await Promise.all(
    linkNames.map(async (name) => ({
      path: join(byIdDir, name),
      target: await resolved(join(byIdDir, name)),
    })),
  );
  const linked = new Set(links.map((link) => link.target));
  const nodes = await Promise.all(
    devNames
      .filter((name) => SCANNER_NODE.test(name))
      .map(async (name) => ({ path: join(devDir, name), target: await resolved(join(devDir, name)) })),
  );
  return [
    ...links.map((link): ScannerInfo => ({
      kind: 'serial',
      path: link.path,
      label: `${basename(link.path)} (${link.target})`,
    })),
    ...nodes
      .filter((node) => !linked.has(node.target))
      .map((node): ScannerInfo => ({ kind: 'serial', path: node.path, label: node.path })),
  ];
}

/** A folder's names, sorted; none when it does not exist (no USB serial device plugged in). */
async function entries(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).sort();
}

async function resolved(path: string): Promise<string> {
  return realpath(path).catch(() => path);
}

/** serialport reports USB ids as hex strings ("0c2e"). */
function usbId(hex: string | undefined): number | undefined {
  const id = hex ? Number.parseInt(hex, 16) : Number.NaN;
  return Number.isInteger(id) ? id : undefined;
}
