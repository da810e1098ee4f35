import { devices, type DevicePrinter, type PrinterStatus } from '@platform/devices';
import { useCallback, useEffect, useState } from 'react';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { isPrintable } from '../../station';

/** How often the status of the printers in use is asked again. */
const STATUS_POLL_MS = 15_000;

export interface StationPrinters {
  loading: boolean;
  /** What this station reaches: the event's printers at their addresses and discovered ones (desktop), or the print dialog (web). */
  devices: DevicePrinter[];
  /** The latest status per device URI. */
  status: Record<string, PrinterStatus>;
  /** Lists the printers again (a printer switched on meanwhile). */
  refresh: () => void;
}

/**
 * The printers this station can reach (devices.listPrinters with the event's printers) with their
 * status; the status of the devices in `watch` is asked again every STATUS_POLL_MS.
 */
export function useStationPrinters(eventPrinters: EventPrinter[], watch: string[]): StationPrinters {
  const [found, setFound] = useState<DevicePrinter[] | null>(null);
  const [status, setStatus] = useState<Record<string, PrinterStatus>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const configured = eventPrinters
      .filter(isPrintable)
      .map(({ label, ip, printType }) => ({ label, ip, printType }));
    devices.listPrinters(configured).then(
      (printers) => {
        if (cancelled) return;
        setFound(printers);
        setStatus(Object.fromEntries(printers.map((printer) => [printer.uri, printer.status])));
      },
      () => !cancelled && setFound([]),
    );
    return () => {
      cancelled = true;
    };
  }, [eventPrinters, attempt]);

  const watched = watch.join('\n');
  useEffect(() => {
    if (!watched) return;
    const uris = watched.split('\n');
    const timer = setInterval(() => {
      for (const uri of uris) {
        devices.printerStatus(uri).then(
          (current) => setStatus((known) => ({ ...known, [uri]: current })),
          () => undefined,
        );
      }
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [watched]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { loading: found === null, devices: found ?? [], status, refresh };
}
