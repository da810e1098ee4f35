import { devices } from '@platform/devices';
import { useEffect, useMemo, useState } from 'react';
import type { EventPrinter } from '@shared/schemas/printJobs';
import {
  isPrintable,
  printerOptions,
  type DirectPrinter,
  type PrintMode,
  type PrinterOption,
} from '../settings';

export interface PrinterOptions {
  loading: boolean;
  options: PrinterOption[];
}

/**
 * The printer choices of a print mode: directly — the printers this station reaches, i.e. the
 * event's configured printers merged with discovered ones on the desktop, the browser's print
 * dialog on the web (devices.listPrinters); printQueue — the event's printers, printed by the print
 * station that owns each. Event printers of printType 'none' are no printers.
 */
export function usePrinterOptions(mode: PrintMode, eventPrinters: EventPrinter[]): PrinterOptions {
  const [direct, setDirect] = useState<DirectPrinter[] | null>(null);

  useEffect(() => {
    if (mode !== 'directly') return;
    let cancelled = false;
    const configured = eventPrinters
      .filter(isPrintable)
      .map(({ label, ip, printType }) => ({ label, ip, printType }));
    devices.listPrinters(configured).then(
      (printers) => {
        if (cancelled) return;
        setDirect(printers.map(({ uri, label, kind, formats }) => ({ uri, label, kind, formats })));
      },
      () => {
        if (!cancelled) setDirect([]);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mode, eventPrinters]);

  return useMemo(
    () => ({
      loading: mode === 'directly' && direct === null,
      options: printerOptions(mode, eventPrinters, direct ?? []),
    }),
    [mode, eventPrinters, direct],
  );
}
