import { devices } from '@platform/devices';
import { useEffect, useRef, useState } from 'react';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { badgeRenderer, type DirectPrinter, stationId } from '../../station';
import { claimPrintJob, followPrintQueue, reportPrintJob } from '../api';
import { createStationWorker, type StationJob, type StationWorker } from '../stationWorker';

/** An event printer this station owns and the device it prints on. */
export interface OwnedPrinter {
  eventPrinter: EventPrinter;
  device: DirectPrinter;
}

/** A job on the list, with the event printer it is for. */
export type StationListEntry = StationJob & { printerLabel: string };

/**
 * The print station at work: one worker per owned printer (stationWorker.ts), fed by the printer's
 * live job list. Workers are made again when the owned printers or their devices change; pausing
 * reaches the running ones. Returns every worker's jobs, oldest first.
 */
export function usePrintStation(eventId: string, owned: OwnedPrinter[], paused: boolean): StationListEntry[] {
  const [jobs, setJobs] = useState<Record<string, StationJob[]>>({});
  const workers = useRef(new Map<string, StationWorker>());
  const pausedRef = useRef(paused);

  // Declared before the workers' effect, so a worker made in the same commit starts paused or not.
  useEffect(() => {
    pausedRef.current = paused;
    for (const worker of workers.current.values()) worker.setPaused(paused);
  }, [paused]);

  const ownedKey = owned.map(({ eventPrinter, device }) => `${eventPrinter.id}=${device.uri}`).join('\n');

  useEffect(() => {
    const station = stationId();
    const stops: (() => void)[] = [];
    for (const { eventPrinter, device } of owned) {
      const worker = createStationWorker(
        {
          eventId,
          stationId: station,
          claim: (jobId) => claimPrintJob(eventId, jobId, station),
          report: (result) => reportPrintJob(eventId, station, result),
          devices,
          renderer: badgeRenderer,
        },
        device,
        (list) => setJobs((all) => ({ ...all, [eventPrinter.id]: list })),
      );
      worker.setPaused(pausedRef.current);
      workers.current.set(eventPrinter.id, worker);
      const unsubscribe = followPrintQueue(eventId, eventPrinter.id, (live) => worker.offer(live));
      stops.push(() => {
        unsubscribe();
        worker.stop();
        workers.current.delete(eventPrinter.id);
      });
    }
    return () => stops.forEach((stop) => stop());
    // `owned` is summed up by ownedKey: new objects with the same printers and devices change nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId, ownedKey]);

  const labels = new Map(owned.map(({ eventPrinter }) => [eventPrinter.id, eventPrinter.label]));
  return Object.entries(jobs)
    .filter(([printerId]) => labels.has(printerId))
    .flatMap(([printerId, list]) => list.map((entry) => ({ ...entry, printerLabel: labels.get(printerId)! })))
    .sort((a, b) => b.job.createdAt - a.job.createdAt);
}
