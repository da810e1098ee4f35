import type { Area } from '@shared/schemas/checkin';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { resolvePrinter, type PrinterOption, type PrintMode } from '../settings';
import { useAreas, type AreasState } from './useAreas';
import { usePrinterOptions, type PrinterOptions } from './usePrinterOptions';

/** Where a station checks people in and prints: the choices and what the stored settings resolve to. */
export interface StationPlace {
  areas: AreasState;
  /** The stored area, or the first when it went away; null while the areas load. */
  area: Area | null;
  printers: PrinterOptions;
  /** The printer the settings resolve to; null prints nothing. */
  printer: PrinterOption | null;
  /** The area and the printer are known: a scan may go on without skipping a badge. */
  ready: boolean;
}

/** The console's and the kiosk's place: the event's live areas and printers, resolved against the settings. */
export function useStationPlace(
  eventId: string,
  eventPrinters: EventPrinter[],
  settings: { areaId: string; printMode: PrintMode; printer: string | null },
): StationPlace {
  const areas = useAreas(eventId);
  const printers = usePrinterOptions(settings.printMode, eventPrinters);
  const printer = resolvePrinter(settings.printer, printers.options);
  const areaList = areas.data ?? [];
  const area = areaList.find((a) => a.id === settings.areaId) ?? areaList[0] ?? null;
  return { areas, area, printers, printer, ready: areas.data !== undefined && !printers.loading };
}
