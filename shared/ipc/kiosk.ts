import { z } from 'zod';
import type { IpcDomain } from './contract';
import { printerUri } from './printers';
import { scannerConfig } from './scanners';

export const stationRole = z.enum(['kiosk', 'printStation', 'staffConsole']);
export type StationRole = z.infer<typeof stationRole>;

/** The station's own settings, kept by main on disk (CONVENTIONS §6). */
export const stationSettings = z.object({
  serverUrl: z.url({ protocol: /^https?$/ }),
  role: stationRole,
  printerUri: printerUri.nullable(),
  scanner: scannerConfig.nullable(),
  /** Kiosk: back to the start screen after this long without input. */
  idleResetSeconds: z.number().int().min(10).max(3600),
});
export type StationSettings = z.infer<typeof stationSettings>;

export const kioskIpc = {
  getSettings: { args: z.tuple([]), result: stationSettings },
  updateSettings: { args: z.tuple([stationSettings.partial()]), result: stationSettings },
} satisfies IpcDomain;
