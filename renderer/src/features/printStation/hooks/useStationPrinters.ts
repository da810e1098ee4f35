import { devices, type DevicePrinter, type PrinterStatus } from '@platform/devices';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { devicePrintersQuery, withStatus } from '../../station';

/** How often the status of the printers in use is asked again. */
const STATUS_POLL_MS = 15_000;

export interface StationPrinters {
  loading: boolean;
  /**
   * What this station reaches: the event's printers at their addresses and discovered ones
   * (desktop), or the print dialog (web), each with its latest status.
   */
  devices: DevicePrinter[];
  /** Lists the printers again (a printer switched on meanwhile). */
  refresh: () => void;
}

/**
 * The printers this station can reach (devicePrintersQuery, the list the console and the kiosk
 * choose from); the status of the devices in `watch` is asked again every STATUS_POLL_MS and
 * written into that list.
 */
export function useStationPrinters(eventPrinters: EventPrinter[], watch: string[]): StationPrinters {
  const client = useQueryClient();
  const query = devicePrintersQuery(eventPrinters);
  const listed = useQuery(query);
  const putStatus = useEffectEvent((uri: string, status: PrinterStatus) =>
    client.setQueryData<DevicePrinter[]>(
      query.queryKey,
      (printers) => printers && withStatus(printers, uri, status),
    ),
  );

  const watched = watch.join('\n');
  useEffect(() => {
    if (!watched) return;
    const uris = watched.split('\n');
    const timer = setInterval(() => {
      for (const uri of uris) {
        devices.printerStatus(uri).then(
          (status) => putStatus(uri, status),
          () => undefined,
        );
      }
    }, STATUS_POLL_MS);
    return () => clearInterval(timer);
  }, [watched]);

  return { loading: listed.isPending, devices: listed.data ?? [], refresh: () => void listed.refetch() };
}
