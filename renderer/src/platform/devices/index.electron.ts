import { desktopApi } from '../desktopBridge';
import { KEYBOARD_SCANNER_PATH, listenForWedgeScans } from './keyboardWedgeListener';
import type { DeviceScanner, Devices } from './types';

export type * from './types';

const keyboardScanner: DeviceScanner = {
  kind: 'keyboard',
  path: KEYBOARD_SCANNER_PATH,
  label: 'Keyboard-wedge scanner',
};

/**
 * The desktop station: printers, the persistent print queue and serial/HID scanners live in main
 * and are reached through window.lanyard; keyboard-wedge scanners are read here, as on the web.
 */
export const devices: Devices = {
  kind: 'desktop',
  listPrinters: (configured) => desktopApi().printers.list(configured),
  printerStatus: (uri) => desktopApi().printers.status(uri),
  print: (request) => desktopApi().queue.enqueue(request),
  listJobs: () => desktopApi().queue.list(),
  retryJob: (id) => desktopApi().queue.retry(id),
  cancelJob: (id) => desktopApi().queue.cancel(id),
  onJob: (listener) => desktopApi().on('queue:job', listener),
  listScanners: async () => {
    const { scanners, unavailable } = await desktopApi().scanners.list();
    return { scanners: [...scanners, keyboardScanner], unavailable };
  },
  openScanner: async (choice) =>
    choice.kind === 'keyboard' ? keyboardScanner : desktopApi().scanners.open(choice),
  closeScanner: async (path) => (path === KEYBOARD_SCANNER_PATH ? true : desktopApi().scanners.close(path)),
  onScan(listener) {
    const stopDevices = desktopApi().on('scanners:scan', ({ kind, path, code, at }) =>
      listener({ source: kind, path, code, at }),
    );
    const stopKeyboard = listenForWedgeScans(listener);
    return () => {
      stopDevices();
      stopKeyboard();
    };
  },
};
