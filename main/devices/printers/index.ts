/**
 * Printers (ARCHITECTURE "Devices live in main"): IPP Everywhere and ESC/POS drivers behind one
 * PrinterDriver interface, DNS-SD discovery, the merged printer list and the sample badge.
 */
export { createPrinterDriver, type PrinterDriverOptions } from './create';
export { configuredPrinterUri, printerAddress, printerUriKey, type PrinterAddress } from './uri';
export { IppPrinter, type IppDriverOptions, type IppPrinterAttributes } from './ipp';
export { EscposPrinter, TEXT_BADGE_FORMAT, type EscposDriverOptions } from './escpos';
export { escposBadge } from './escposLayout';
export { decodeEscposStatus, type EscposStatusBytes } from './escposStatus';
export {
  browsePrinters,
  discoverPrinters,
  serviceToPrinter,
  type DiscoveredPrinter,
  type PrinterBrowser,
  type PrinterBrowserCallbacks,
} from './discovery';
export { listPrinters, mergePrinters, type ListPrintersOptions, type PrinterEntry } from './list';
export {
  SAMPLE_BADGE,
  sampleBadge,
  sampleBadgePdf,
  type PdfDocument,
  type TextBadgeDocument,
} from './sampleBadge';
export { PrinterError, type PrinterDriver, type PrinterErrorCode, type PrintOptions } from './types';
