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
