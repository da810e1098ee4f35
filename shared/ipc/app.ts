import { z } from 'zod';
import type { IpcDomain } from './contract';

/**
 * The `app` domain: facts about the desktop shell itself. The station's settings (server URL,
 * role, printer, scanner) are the kiosk domain's (`kiosk.getSettings`), the one source of truth.
 */
export const appIpc = {
  /** The shell's version (package.json). */
  getVersion: { args: z.tuple([]), result: z.string().min(1) },
} satisfies IpcDomain;
