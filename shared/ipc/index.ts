import type { z } from 'zod';
import { appIpc } from './app';
import type { ipcEventNames } from './contract';
import { ipcEvents, type IpcEventName, type IpcEventPayload } from './events';
import { kioskIpc } from './kiosk';
import { printersIpc } from './printers';
import { queueIpc } from './queue';
import { scannersIpc } from './scanners';

export { ipcChannel, ipcEventNames } from './contract';
export type { IpcMethod } from './contract';
export { ipcEvents, type IpcEventName, type IpcEventPayload };

/**
 * The IPC contract between main and the renderer: every domain's map, merged. Main registers a
 * handler per entry (main/ipc.ts), preload exposes exactly these methods as `window.lanyard`.
 */
export const ipcContract = {
  app: appIpc,
  printers: printersIpc,
  queue: queueIpc,
  scanners: scannersIpc,
  kiosk: kioskIpc,
} as const;

type IpcContract = typeof ipcContract;
export type IpcDomainName = keyof IpcContract;
export type IpcMethodName<D extends IpcDomainName> = keyof IpcContract[D] & string;

type MethodOf<D extends IpcDomainName, M extends IpcMethodName<D>> = IpcContract[D][M] extends infer T
  ? T extends { args: z.ZodTuple; result: z.ZodType }
    ? T
    : never
  : never;

/** The arguments a caller passes to domain.method (before parsing: defaults may be left out). */
export type IpcArgs<D extends IpcDomainName, M extends IpcMethodName<D>> = Extract<
  z.input<MethodOf<D, M>['args']>,
  unknown[]
>;
/** The arguments a handler receives, parsed (defaults filled in). */
type IpcParsedArgs<D extends IpcDomainName, M extends IpcMethodName<D>> = Extract<
  z.output<MethodOf<D, M>['args']>,
  unknown[]
>;
/** What domain.method resolves to. */
export type IpcResult<D extends IpcDomainName, M extends IpcMethodName<D>> = z.output<
  MethodOf<D, M>['result']
>;

/** What main implements: each method gets its already-parsed arguments. */
export type IpcHandlers = {
  [D in IpcDomainName]: {
    [M in IpcMethodName<D>]: (...args: IpcParsedArgs<D, M>) => IpcResult<D, M> | Promise<IpcResult<D, M>>;
  };
};

/** A push listener in the renderer; it gets the payload only, never Electron's event object. */
type IpcEventListener<E extends IpcEventName> = (payload: IpcEventPayload<E>) => void;

/** `window.lanyard` in the Electron renderer: the same methods, asynchronous across the bridge. */
export type LanyardDesktopApi = {
  readonly [D in IpcDomainName]: {
    readonly [M in IpcMethodName<D>]: (...args: IpcArgs<D, M>) => Promise<IpcResult<D, M>>;
  };
} & {
  /** Listens to one of main's pushes (`ipcEvents`); returns the function that stops listening. */
  readonly on: <E extends IpcEventName>(event: E, listener: IpcEventListener<E>) => () => void;
};

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compiles only while the zod-free name list preload uses is exactly the event map's keys. */
export type IpcEventNamesMatch = Assert<SameKeys<(typeof ipcEventNames)[number], IpcEventName>>;
