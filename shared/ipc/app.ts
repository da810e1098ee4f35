import { z } from 'zod';
import type { IpcDomain } from './contract';

/** What the desktop shell is configured with; the renderer reads it to know its server. */
export const desktopSettings = z.object({
  /** Origin (and optional base path) of the Lanyard server the window shows, http or https. */
  serverUrl: z.url({ protocol: /^https?$/ }),
});
export type DesktopSettings = z.infer<typeof desktopSettings>;

/** The `app` domain: facts about the desktop shell itself. */
export const appIpc = {
  /** The shell's version (package.json). */
  getVersion: { args: z.tuple([]), result: z.string().min(1) },
  /** The shell's settings. */
  getSettings: { args: z.tuple([]), result: desktopSettings },
} satisfies IpcDomain;
