import { startIppEvePrinter, type IppEvePrinter, type IppEvePrinterOptions } from '../support/ippeveprinter';
import { expect, test as worldTest } from './world';

/**
 * The world fixture (tests/e2e/world.ts) plus each test's own real IPP printer: an ippeveprinter
 * started for the test alone and closed after it, so a test that counts the documents in its spool
 * folder counts only its own, whatever runs beside it. `test.use({ printerOptions: {…} })` changes
 * how it starts (default: PDF and PNG, as the badge printers take them).
 */
export const test = worldTest.extend<{ printer: IppEvePrinter; printerOptions: IppEvePrinterOptions }>({
  printerOptions: [{ formats: ['application/pdf', 'image/png'] }, { option: true }],
  printer: async ({ printerOptions }, use) => {
    const printer = await startIppEvePrinter(printerOptions);
    try {
      await use(printer);
    } finally {
      await printer.close();
    }
  },
});

export { expect };
