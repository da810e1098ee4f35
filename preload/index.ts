import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { ipcChannel, ipcEventNames } from '@shared/ipc/contract';
import type {
  IpcArgs,
  IpcDomainName,
  IpcEventName,
  IpcMethodName,
  IpcResult,
  LanyardDesktopApi,
} from '@shared/ipc';

/**
 * Exposes exactly the shared IPC map, plus `on` for main's pushes, as `window.lanyard`
 * (CONVENTIONS §2). Main checks the sender and validates every argument, result and push payload,
 * so this side only forwards. Only '../shared/ipc/contract' is imported as a value: a sandboxed
 * preload bundles everything it loads, and the zod schemas are main's business. The object is
 * written out by hand rather than generated from the contract's keys because `satisfies` then
 * proves it has every method and nothing more.
 */
function invoke<D extends IpcDomainName, M extends IpcMethodName<D>>(
  domain: D,
  method: M,
  ...args: IpcArgs<D, M>
): Promise<IpcResult<D, M>> {
  return ipcRenderer.invoke(ipcChannel(domain, method), ...args) as Promise<IpcResult<D, M>>;
}

const pushes: ReadonlySet<string> = new Set(ipcEventNames);

const lanyard = {
  app: {
    getVersion: () => invoke('app', 'getVersion'),
  },
  printers: {
    list: (configured) => invoke('printers', 'list', configured),
    status: (uri) => invoke('printers', 'status', uri),
  },
  queue: {
    enqueue: (request) => invoke('queue', 'enqueue', request),
    list: () => invoke('queue', 'list'),
    retry: (id) => invoke('queue', 'retry', id),
    cancel: (id) => invoke('queue', 'cancel', id),
  },
  scanners: {
    list: () => invoke('scanners', 'list'),
    open: (config) => invoke('scanners', 'open', config),
    close: (path) => invoke('scanners', 'close', path),
  },
  kiosk: {
    getSettings: () => invoke('kiosk', 'getSettings'),
    updateSettings: (partial) => invoke('kiosk', 'updateSettings', partial),
  },
  /**
   * Only the contract's push names can be listened to (not arbitrary channels), and the page gets
   * the payload alone: Electron's event object would hand it `sender`, an ipcRenderer.
   */
  on: (event, listener) => {
    if (!pushes.has(event)) throw new Error(`window.lanyard.on: unknown event ${String(event)}`);
    const forward = (_event: IpcRendererEvent, payload: unknown) =>
      listener(payload as Parameters<typeof listener>[0]);
    ipcRenderer.on(event satisfies IpcEventName, forward);
    return () => {
      ipcRenderer.removeListener(event, forward);
    };
  },
} satisfies LanyardDesktopApi;

contextBridge.exposeInMainWorld('lanyard', lanyard);
