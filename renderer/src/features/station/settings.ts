import { z } from 'zod';
import { VENUE_ENTRANCE_ID } from '@shared/schemas/checkin';
import type { EventPrinter } from '@shared/schemas/printJobs';

/**
 * The console's settings for one event (spec §3 Check-in: scanType, scanMethod, printer, areaId,
 * print mode), kept on this device per event. `printer` is the last choice (a printer key below),
 * null before the first choice; `checkIn` false turns the console into a check-out desk.
 */
export const checkinSettings = z.object({
  scanType: z.enum(['individual', 'fast']).catch('individual'),
  scanMethod: z.enum(['camera', 'handheldScanner']).catch('camera'),
  areaId: z.string().min(1).catch(VENUE_ENTRANCE_ID),
  printMode: z.enum(['directly', 'printQueue']).catch('directly'),
  printer: z.string().min(1).nullable().catch(null),
  checkIn: z.boolean().catch(true),
});
export type CheckinSettings = z.infer<typeof checkinSettings>;
export type ScanType = CheckinSettings['scanType'];
export type ScanMethod = CheckinSettings['scanMethod'];
export type PrintMode = CheckinSettings['printMode'];

export const DEFAULT_CHECKIN_SETTINGS: CheckinSettings = {
  scanType: 'individual',
  scanMethod: 'camera',
  areaId: VENUE_ENTRANCE_ID,
  printMode: 'directly',
  printer: null,
  checkIn: true,
};

/**
 * Stored JSON → settings of `schema` (whose fields `.catch` their defaults); anything unreadable
 * falls back field by field to the defaults. The console's and the kiosk's settings read this way.
 */
export function readStoredSettings<T extends object>(
  schema: z.ZodType<T>,
  defaults: T,
  json: string | null,
): T {
  if (!json) return defaults;
  try {
    const parsed = schema.safeParse({ ...defaults, ...(JSON.parse(json) as object) });
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

/** Stored JSON → the console's settings. */
export const readSettings = (json: string | null): CheckinSettings =>
  readStoredSettings(checkinSettings, DEFAULT_CHECKIN_SETTINGS, json);

/** The choice "print nothing". */
export const NO_PRINTER = 'none';

/** A printer the station can print to directly (devices.listPrinters, minus what the UI needs not know). */
export interface DirectPrinter {
  uri: string;
  label: string;
  kind: 'ipp' | 'escpos' | 'browser';
  formats: string[];
}

/**
 * A place a badge can go. directly: a printer this station reaches (IPP, ESC/POS "TXT", or the
 * browser's print dialog); printQueue: one of the event's printers, printed by the print station
 * that owns it.
 */
export type PrinterOption =
  | { key: string; mode: 'directly'; label: string; printer: DirectPrinter }
  | { key: string; mode: 'printQueue'; label: string; printer: EventPrinter };

const directPrinterKey = (uri: string) => `device:${uri}`;
const queuePrinterKey = (printerId: string) => `queue:${printerId}`;

/** printType 'none' on the event means "no printer" (spec §3 Printer). */
export const isPrintable = (printer: Pick<EventPrinter, 'printType'>) =>
  printer.printType.trim().toLowerCase() !== 'none';

/** The printer choices of a print mode: the station's printers, or the event's for the queue. */
export function printerOptions(
  mode: PrintMode,
  eventPrinters: EventPrinter[],
  directPrinters: DirectPrinter[],
): PrinterOption[] {
  if (mode === 'printQueue') {
    return eventPrinters
      .filter(isPrintable)
      .map((printer) => ({ key: queuePrinterKey(printer.id), mode, label: printer.label, printer }));
  }
  return directPrinters.map((printer) => ({
    key: directPrinterKey(printer.uri),
    mode,
    label: printer.label,
    printer,
  }));
}

/**
 * The printer the settings point at: the stored choice when it is still offered, 'none' when the
 * operator chose not to print, else (no choice yet, or a printer that went away) the first one
 * offered, or none when there is none.
 */
export function resolvePrinter(choice: string | null, options: PrinterOption[]): PrinterOption | null {
  if (choice === NO_PRINTER) return null;
  return options.find((option) => option.key === choice) ?? options[0] ?? null;
}
