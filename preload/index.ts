import { contextBridge, ipcRenderer } from 'electron';
import { ipcChannel } from '../shared/ipc/contract';
import type { LanyardDesktopApi } from '../shared/ipc';

/**
 * Exposes exactly the shared IPC map as `window.lanyard` (CONVENTIONS §2). Main validates every
 * argument and result, so this side only forwards. The import from '../shared/ipc' is type-only:
 * a sandboxed preload bundles everything it loads, and the schemas are main's business.
 */
const invoke = (domain: string, method: string, ...args: unknown[]) =>
  ipcRenderer.invoke(ipcChannel(domain, method), ...args);

const lanyard = {
  app: {
    getVersion: () => invoke('app', 'getVersion'),
    getSettings: () => invoke('app', 'getSettings'),
  },
} satisfies LanyardDesktopApi;

contextBridge.exposeInMainWorld('lanyard', lanyard);
