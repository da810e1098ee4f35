import { printInBrowser } from './browserPrint';
import { KEYBOARD_SCANNER_PATH, listenForWedgeScans } from './keyboardWedgeListener';
import { createSessionQueue } from './sessionQueue';
import type { DevicePrinter, DeviceScanner, Devices } from './types';

export type * from './types';

/** The one printer a browser has: its print dialog, where the person picks the real printer. */
export const BROWSER_PRINTER_URI = 'browser:print-dialog';

const browserPrinter = (): DevicePrinter => ({
  uri: BROWSER_PRINTER_URI,
  label: 'Browser print dialog',
  kind: 'browser',
  source: 'browser',
  formats: ['application/pdf', 'image/png', 'text/x-badge'],
  status: { state: 'idle', reasons: [], checkedAt: Date.now() },
});

const keyboardScanner: DeviceScanner = {
  kind: 'keyboard',
  path: KEYBOARD_SCANNER_PATH,
  label: 'Keyboard-wedge scanner',
};

/** Every job goes to the print dialog, whatever printer it names: the browser can reach no other. */
const queue = createSessionQueue({
  print: (request) =>
    printInBrowser({ document: request.document, jobName: request.jobName, copies: request.copies }),
});

/**
 * The browser: badges print through the print dialog, scans come from keyboard-wedge scanners
 * (camera scanning arrives with the check-in screens). Serial and HID scanners need the desktop app.
 */
export const devices: Devices = {
  kind: 'web',
  listPrinters: async () => [browserPrinter()],
  printerStatus: async () => browserPrinter().status,
  print: async (request) => queue.enqueue(request),
  listJobs: async () => queue.list(),
  retryJob: async (id) => queue.retry(id),
  cancelJob: async (id) => queue.cancel(id),
  onJob: (listener) => queue.onJob(listener),
  listScanners: async () => ({ scanners: [keyboardScanner], unavailable: [] }),
  async openScanner(choice) {
    if (choice.kind !== 'keyboard') {
      throw new Error(
        `A ${choice.kind} scanner needs the Lanyard desktop app; in a browser use a keyboard-wedge scanner`,
      );
    }
    return keyboardScanner;
  },
  closeScanner: async (path) => path === KEYBOARD_SCANNER_PATH,
  onScan: (listener) => listenForWedgeScans(listener),
};
