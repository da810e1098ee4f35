import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { devicePrintersQuery } from '../api';
import { directPrinter } from '../devicePrinters';
import { printerOptions, type PrintMode, type PrinterOption } from '../settings';

export interface PrinterOptions {
  loading: boolean;
  options: PrinterOption[];
}

/**
 * The printer choices of a print mode: directly — the printers this station reaches, i.e. the
 * event's configured printers merged with discovered ones on the desktop, the browser's print
 * dialog on the web (devicePrintersQuery); printQueue — the event's printers, printed by the print
 * station that owns each. Event printers of printType 'none' are no printers. Printers that could
 * not be listed are none.
 */
export function usePrinterOptions(mode: PrintMode, eventPrinters: EventPrinter[]): PrinterOptions {
  const direct = mode === 'directly';
  const listed = useQuery({ ...devicePrintersQuery(eventPrinters), enabled: direct });
  return useMemo(
    () => ({
      loading: direct && listed.isPending,
      options: printerOptions(mode, eventPrinters, listed.data?.map(directPrinter) ?? []),
    }),
    [direct, mode, eventPrinters, listed.isPending, listed.data],
  );
}
