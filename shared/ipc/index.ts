import type { z } from 'zod';
import { appIpc } from './app';

export { ipcChannel } from './contract';
export type { IpcDomain, IpcMethod } from './contract';
export { desktopSettings, type DesktopSettings } from './app';

/**
 * The IPC contract between main and the renderer: every domain's map, merged. Main registers a
 * handler per entry (main/ipc.ts), preload exposes exactly these methods as `window.lanyard`.
 */
export const ipcContract = {
  app: appIpc,
} as const;

export type IpcContract = typeof ipcContract;
export type IpcDomainName = keyof IpcContract;
export type IpcMethodName<D extends IpcDomainName> = keyof IpcContract[D] & string;

type MethodOf<D extends IpcDomainName, M extends IpcMethodName<D>> = IpcContract[D][M] extends infer T
  ? T extends { args: z.ZodTuple; result: z.ZodType }
    ? T
    : never
  : never;

/** The arguments a caller passes to domain.method. */
export type IpcArgs<D extends IpcDomainName, M extends IpcMethodName<D>> = Extract<
  z.input<MethodOf<D, M>['args']>,
  unknown[]
>;
/** What domain.method resolves to. */
export type IpcResult<D extends IpcDomainName, M extends IpcMethodName<D>> = z.output<
  MethodOf<D, M>['result']
>;

/** What main implements: each method gets its already-parsed arguments. */
export type IpcHandlers = {
  [D in IpcDomainName]: {
    [M in IpcMethodName<D>]: (...args: IpcArgs<D, M>) => IpcResult<D, M> | Promise<IpcResult<D, M>>;
  };
};

/** `window.lanyard` in the Electron renderer: the same methods, asynchronous across the bridge. */
export type LanyardDesktopApi = {
  readonly [D in IpcDomainName]: {
    readonly [M in IpcMethodName<D>]: (...args: IpcArgs<D, M>) => Promise<IpcResult<D, M>>;
  };
};
