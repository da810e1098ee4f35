import type { ConfiguredPrinter, DevicePrinter, PrinterStatus } from '@platform/devices';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { isPrintable, type DirectPrinter } from './settings';

/** What devices.listPrinters is told of the event's printers: the printable ones, by address. */
export function configuredPrinters(eventPrinters: EventPrinter[]): ConfiguredPrinter[] {
  return eventPrinters.filter(isPrintable).map(({ label, ip, printType }) => ({ label, ip, printType }));
}

/** A listed device as a printer to print on directly (what the print flow needs of it). */
export const directPrinter = ({ uri, label, kind, formats }: DevicePrinter): DirectPrinter => ({
  uri,
  label,
  kind,
  formats,
});

/** The listed devices with the status asked for again of one of them. */
export function withStatus(printers: DevicePrinter[], uri: string, status: PrinterStatus): DevicePrinter[] {
  return printers.map((printer) => (printer.uri === uri ? { ...printer, status } : printer));
}
