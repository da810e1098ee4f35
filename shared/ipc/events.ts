import { z } from 'zod';
import { printerStatus, printerUri } from './printers';
import { queueJob } from './queue';
import { scanEvent, scannerStatusEvent } from './scanners';

/** Main → renderer pushes (CONVENTIONS §2 ServerEvents): event name → payload schema. */
export const ipcEvents = {
  'scanners:scan': scanEvent,
  'scanners:status': scannerStatusEvent,
  /** Every change of a print job, including the first enqueue. */
  'queue:job': queueJob,
  'printers:status': z.object({ uri: printerUri, status: printerStatus }),
  /** Kiosk: the idle timer ran out; the renderer returns to its start screen. */
  'kiosk:idleReset': z.object({ at: z.number().int() }),
} as const;

export type IpcEventName = keyof typeof ipcEvents;
export type IpcEventPayload<E extends IpcEventName> = z.infer<(typeof ipcEvents)[E]>;
