import type { z } from 'zod';

/** One IPC method: its argument list and its result, each a schema both sides parse with. */
export interface IpcMethod {
  args: z.ZodTuple;
  result: z.ZodType;
}

/** One domain's methods by name (CONVENTIONS §2: one map per domain, merged in index.ts). */
export type IpcDomain = Record<string, IpcMethod>;

/** The channel a method travels on: 'app:getVersion'. Kept free of zod so preload can import it. */
export function ipcChannel(domain: string, method: string): string {
  return `${domain}:${method}`;
}

/**
 * The names of the main → renderer pushes, without their schemas (those are in events.ts), so the
 * sandboxed preload can forward exactly these and nothing else without bundling zod. index.ts
 * fails to compile if this list and `ipcEvents` ever differ.
 */
export const ipcEventNames = [
  'scanners:scan',
  'scanners:status',
  'queue:job',
  'printers:status',
  'kiosk:idleReset',
] as const;
