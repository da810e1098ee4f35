import type * as nodeHid from 'node-hid';
import type { Device } from 'node-hid';
import type { ScannerInfo } from '@shared/ipc/scanners';
import { keepConnected, watchPathGone, type DeviceLink } from './connection';
import { createHidPosDecoder } from './hidPosDecoder';
import type { ScannerHandle, ScannerHandlers } from './types';

/** HID usage page "Bar Code Scanner" (HID Point of Sale Usage Tables). */
export const HID_POS_USAGE_PAGE = 0x8c;

/** The part of node-hid used here. */
export type NodeHid = Pick<typeof nodeHid, 'devicesAsync' | 'HIDAsync'>;

/**
 * node-hid, loaded when a HID scanner is first listed or opened, not when main starts: on Linux its
 * addon needs libusb-1.0.so.0, and a station without it must still start and read serial and
 * keyboard-wedge scanners. A missing library rejects here (or in the first call) with the loader's
 * message ("libusb-1.0.so.0: cannot open shared object file…").
 */
export function loadNodeHid(): Promise<NodeHid> {
  return import('node-hid');
}

/**
 * HID POS scanners present now: HID interfaces on usage page 0x8C. Scanners in keyboard-wedge mode
 * enumerate as keyboards (page 0x01) and are left out on purpose: they type into the focused page
 * and the renderer handles them. Empty, not an error, when there is no scanner.
 */
export async function listHidScanners(loadHid: () => Promise<NodeHid> = loadNodeHid): Promise<ScannerInfo[]> {
  const byPath = new Map<string, ScannerInfo>();
  for (const device of await posDevices(await loadHid())) {
    byPath.set(device.path, {
      kind: 'hid',
      path: device.path,
      label: hidLabel(device),
      vendorId: device.vendorId,
      productId: device.productId,
    });
  }
  return [...byPath.values()];
}

/**
 * Opens a HID POS scanner by its enumerated path and reports each decoded code. Re-opens by itself
 * after an unplug; when the scanner comes back under another path (Linux numbers hidraw nodes
 * anew), it is found again by vendor, product and serial number.
 */
export function openHidScanner(path: string, handlers: ScannerHandlers): ScannerHandle {
  const now = handlers.now ?? Date.now;
  let identity: Pick<Device, 'vendorId' | 'productId' | 'serialNumber'> | undefined;

  async function currentPath(hid: NodeHid): Promise<string> {
    const devices = await posDevices(hid);
    const same = devices.find((d) => d.path === path);
    if (same) {
      identity ??= { vendorId: same.vendorId, productId: same.productId, serialNumber: same.serialNumber };
      return path;
    }
    const moved =
      identity &&
      devices.find(
        (d) =>
          d.vendorId === identity?.vendorId &&
          d.productId === identity.productId &&
          d.serialNumber === identity.serialNumber,
      );
    // Not enumerated (yet): try the path anyway, so a device the filter misses can still be opened.
    return moved ? moved.path : path;
  }

  return keepConnected({
    open: async () => {
      const hid = await loadNodeHid();
      const decoder = createHidPosDecoder();
      return openHidLink(hid, await currentPath(hid), (report) => {
        const code = decoder.feed(report);
        if (code) handlers.onScan({ kind: 'hid', path, code, at: now() });
      });
    },
    onStatus: (connected, error) =>
      handlers.onStatus?.({ kind: 'hid', path, connected, ...(error ? { error } : {}) }),
    initialDelayMs: handlers.reconnect?.initialDelayMs,
    maxDelayMs: handlers.reconnect?.maxDelayMs,
  });
}

async function openHidLink(
  hid: NodeHid,
  path: string,
  onReport: (report: Buffer) => void,
): Promise<DeviceLink> {
  const device = await hid.HIDAsync.open(path);
  const watch = path.startsWith('/') ? watchPathGone(path) : undefined;
  const lost = new Promise<Error>((settle) => {
    // node-hid reports a read failure (the device went away) as 'error'.
    device.on('error', (err: unknown) => settle(err instanceof Error ? err : new Error(String(err))));
    void watch?.gone.then(settle);
  });
  device.on('data', onReport);
  return {
    lost,
    close: async () => {
      watch?.stop();
      await device.close();
    },
  };
}

async function posDevices(hid: NodeHid): Promise<(Device & { path: string })[]> {
  const devices = await hid.devicesAsync();
  return devices.filter(
    (d): d is Device & { path: string } => d.usagePage === HID_POS_USAGE_PAGE && typeof d.path === 'string',
  );
}

function hidLabel(device: Device): string {
  const name = [device.manufacturer, device.product].filter(Boolean).join(' ').trim();
  const ids = `${hex(device.vendorId)}:${hex(device.productId)}`;
  return name ? `${name} (${ids})` : `HID POS scanner ${ids}`;
}

function hex(id: number): string {
  return id.toString(16).padStart(4, '0');
}
