/**
 * Printers (ARCHITECTURE "Devices live in main"): IPP Everywhere and ESC/POS drivers behind one
 * PrinterDriver interface, DNS-SD discovery, the merged printer list and the sample badge.
 */
export { createPrinterDriver } from './create';
export { configuredPrinterUri, printerAddress, printerUriKey } from './uri';
export { IppPrinter } from './ipp';
export { EscposPrinter } from './escpos';
export { decodeEscposStatus } from './escposStatus';
export { browsePrinters, type DiscoveredPrinter, type PrinterBrowser } from './discovery';
export { listPrinters, mergePrinters } from './list';
export { SAMPLE_BADGE, sampleBadge, sampleBadgePdf } from './sampleBadge';
export { PrinterError } from './types';
