import { ipcMain, type BrowserWindow, type IpcMainInvokeEvent } from 'electron';
import { z } from 'zod';
import {
  ipcChannel,
  ipcContract,
  ipcEvents,
  type IpcEventName,
  type IpcEventPayload,
  type IpcHandlers,
  type IpcMethod,
} from '@shared/ipc';

/**
 * Binds the handlers to the shared channel map (DECISIONS 22, CONVENTIONS §3): a message is
 * answered only when it comes from the top frame of a page on a trusted origin, and its arguments
 * and our result are parsed with the contract's schemas.
 */
export function registerIpcHandlers(handlers: IpcHandlers, trustedOrigins: readonly string[]): () => void {
  const channels: string[] = [];
  for (const [domain, methods] of Object.entries(ipcContract)) {
    const domainHandlers = handlers[domain as keyof IpcHandlers] as Record<
      string,
      (...args: unknown[]) => unknown
    >;
    for (const [method, contract] of Object.entries(methods as Record<string, IpcMethod>)) {
      const channel = ipcChannel(domain, method);
      const handler = domainHandlers[method];
      if (!handler) throw new Error(`No IPC handler for ${channel}`);
      ipcMain.handle(channel, async (event, ...rawArgs: unknown[]) => {
        assertTrustedSender(event, channel, trustedOrigins);
        const args = parseOrThrow(contract.args, rawArgs, `${channel} arguments`);
        const result: unknown = await handler(...(args as unknown[]));
        return parseOrThrow(contract.result, result, `${channel} result`);
      });
      channels.push(channel);
    }
  }
  return () => {
    for (const channel of channels) ipcMain.removeHandler(channel);
  };
}

/**
 * Pushes one event to a window's page (CONVENTIONS §2 ServerEvents). The payload is parsed with the
 * event's schema first, so main cannot send the renderer something the contract does not describe;
 * a window that is already gone is skipped.
 */
export function emit<E extends IpcEventName>(
  window: Pick<BrowserWindow, 'isDestroyed' | 'webContents'>,
  event: E,
  payload: IpcEventPayload<E>,
): void {
  const parsed = parseOrThrow(ipcEvents[event], payload, `${event} payload`);
  if (window.isDestroyed()) return;
  window.webContents.send(event, parsed);
}

/** The sender's origin, or null for a destroyed frame or a URL without one (file:, about:blank). */
function senderOrigin(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): string | null {
  const frame = event.senderFrame;
  if (!frame || frame.parent !== null) return null;
  try {
    const origin = new URL(frame.url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function assertTrustedSender(event: IpcMainInvokeEvent, channel: string, trustedOrigins: readonly string[]) {
  const origin = senderOrigin(event);
  if (origin === null || !trustedOrigins.includes(origin)) {
    throw new Error(`${channel}: refused a message from an untrusted sender (${origin ?? 'no origin'})`);
  }
}

function parseOrThrow(schema: z.ZodType, value: unknown, what: string): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid ${what}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
