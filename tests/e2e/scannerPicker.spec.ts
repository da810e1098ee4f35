import { mkdir, mkdtemp, realpath, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { installDesktopBridge, type DesktopBridge } from '../support/desktopBridge';
import { startSerialPair, type SerialPair } from '../support/serialPair';
import { CheckinConsole } from './pages/CheckinConsole';
import { DESKTOP_BASE } from './pages/DesktopApp';
import { openLiveEvent } from './demo';
import { expect, test } from './support';

const BY_ID_NAME = 'usb-Lanyard_Test_Scanner_0001-if00';

/**
 * The desktop station's scanner picker on a kiosk without libusb and udev: window.lanyard is bridged
 * to the real main/devices code (tests/support/desktopBridge.ts) whose node-hid cannot load libusb
 * and whose serial list cannot run udevadm; the ports come from a temporary /dev where a socat pair
 * plays a CDC-ACM scanner.
 */
test.describe('scanner picker on a station without libusb and udev', () => {
  let pair: SerialPair;
  let dev: string;
  let bridge: DesktopBridge | undefined;

  test.beforeEach(async ({ page, baseURL }) => {
    pair = await startSerialPair();
    dev = await mkdtemp(path.join(tmpdir(), 'lanyard-e2e-dev-'));
    await symlink(pair.hostPath, path.join(dev, 'ttyACM7'));
    await mkdir(path.join(dev, 'serial/by-id'), { recursive: true });
    await symlink('../../ttyACM7', path.join(dev, 'serial/by-id', BY_ID_NAME));
    bridge = await installDesktopBridge(page, {
      origin: baseURL!,
      discover: async () => [],
      scannerSources: {
        loadHid: async () => {
          throw new Error('libusb-1.0.so.0: cannot open shared object file: No such file or directory');
        },
        listPorts: async () => {
          throw Object.assign(new Error('spawn udevadm ENOENT'), { code: 'ENOENT' });
        },
        devDir: dev,
        byIdDir: path.join(dev, 'serial/by-id'),
      },
    });
  });

  test.afterEach(async () => {
    await bridge?.close();
    bridge = undefined;
    await pair.close();
    await rm(dev, { recursive: true, force: true });
  });

  async function openConsole(page: Page): Promise<CheckinConsole> {
    await openLiveEvent(page, 'checkin@lanyard.test', DESKTOP_BASE);
    const checkin = new CheckinConsole(page);
    await checkin.open();
    await checkin.configure({
      scanType: 'Individual',
      scanMethod: 'Handheld scanner',
      printer: 'No printing',
    });
    return checkin;
  }

  test('says why HID scanners and port names are missing, and the port it found reads tickets', async ({
    page,
  }) => {
    const checkin = await openConsole(page);
    const picker = checkin.dialog().getByLabel('Scanner', { exact: true });

    await expect(picker).toBeEnabled();
    await expect(picker.getByRole('option')).toHaveText([
      `Serial: ${BY_ID_NAME} (${await realpath(pair.hostPath)})`,
      'Keyboard-wedge scanner',
    ]);
    await expect(picker).toHaveAccessibleDescription(
      /Serial ports are listed by path only, without their names: spawn udevadm ENOENT.*HID POS scanners cannot be listed on this station: libusb-1\.0\.so\.0: cannot open shared object file.*libusb-1\.0-0/,
    );

    await picker.selectOption({ label: `Serial: ${BY_ID_NAME} (${await realpath(pair.hostPath)})` });
    await expect
      .poll(() => bridge!.settings().scanner?.path)
      .toBe(path.join(dev, 'serial/by-id', BY_ID_NAME));

    // The console opens the picked port; what the scanner reads reaches the page. (How the console
    // treats a code is checkin.spec.ts's subject.)
    await checkin.start();
    await expect.poll(() => bridge!.calls.some((c) => c.method === 'scanners.open')).toBe(true);
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { __scans: string[] }).__scans = seen;
      window.lanyard!.on('scanners:scan', (scan) => seen.push(scan.code));
    });
    await pair.write('https://lanyard.test/tickets/scanner-picker-e2e\r');

    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __scans: string[] }).__scans))
      .toEqual(['https://lanyard.test/tickets/scanner-picker-e2e']);
  });
});
