import { z } from 'zod';
import { createEventSettings, readStoredSettings } from '../station';

/**
 * A print station's choices for one event, kept on this device (lanyard.printStation.{eventId}):
 * which of the event's printers it owns, each with the device it prints on (a printer URI this
 * station reaches, or the browser's print dialog), and whether printing is paused.
 */
const printStationSettings = z.object({
  printers: z.record(z.string(), z.string()).catch({}),
  paused: z.boolean().catch(false),
});
export type PrintStationSettings = z.infer<typeof printStationSettings>;

const DEFAULT_PRINT_STATION: PrintStationSettings = { printers: {}, paused: false };

const readPrintStationSettings = (json: string | null): PrintStationSettings =>
  readStoredSettings(printStationSettings, DEFAULT_PRINT_STATION, json);

export const usePrintStationSettings = createEventSettings(
  (eventId) => `lanyard.printStation.${eventId}`,
  readPrintStationSettings,
);
