import { EscposPrinter, type EscposDriverOptions } from './escpos';
import { IppPrinter, type IppDriverOptions } from './ipp';
import type { PrinterDriver } from './types';
import { printerAddress } from './uri';

export interface PrinterDriverOptions {
  ipp?: IppDriverOptions;
  escpos?: EscposDriverOptions;
}

/** The driver for a printer URI: ipp:// and ipps:// → IPP Everywhere, socket:// → ESC/POS. */
export function createPrinterDriver(uri: string, options: PrinterDriverOptions = {}): PrinterDriver {
  return printerAddress(uri).scheme === 'socket'
    ? new EscposPrinter(uri, options.escpos)
    : new IppPrinter(uri, options.ipp);
}
