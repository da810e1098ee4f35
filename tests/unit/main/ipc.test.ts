import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcHandlers } from '../../../shared/ipc';

// Electron's binary is not installed here; main/ipc.ts needs only ipcMain, so a recording fake
// stands in for it and the test invokes the registered handlers as Electron would.
type Handler = (event: unknown, ...args: unknown[]) => Promise<unknown>;
const registered = new Map<string, Handler>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, handler: Handler) => registered.set(channel, handler),
    removeHandler: (channel: string) => registered.delete(channel),
  },
}));

const { registerIpcHandlers } = await import('../../../main/ipc');

const appOrigin = 'http://127.0.0.1:8080';
const handlers: IpcHandlers = {
  app: { getVersion: () => '1.103.0', getSettings: () => ({ serverUrl: appOrigin }) },
};

/** An invoke event from a frame showing url; top = false makes it an iframe. */
function from(url: string, top = true) {
  return { senderFrame: { url, parent: top ? null : {} } };
}

function invoke(channel: string, event: unknown, ...args: unknown[]) {
  const handler = registered.get(channel);
  if (!handler) throw new Error(`nothing registered on ${channel}`);
  return handler(event, ...args);
}

beforeEach(() => {
  registered.clear();
});

describe('registerIpcHandlers', () => {
  it('registers one channel per method of the contract', () => {
    registerIpcHandlers(handlers, [appOrigin]);
    expect([...registered.keys()].sort()).toEqual(['app:getSettings', 'app:getVersion']);
  });

  it('answers the top frame of the trusted origin', async () => {
    registerIpcHandlers(handlers, [appOrigin]);
    await expect(invoke('app:getVersion', from(`${appOrigin}/event/list`))).resolves.toBe('1.103.0');
    await expect(invoke('app:getSettings', from(`${appOrigin}/`))).resolves.toEqual({ serverUrl: appOrigin });
  });

  it.each([
    ['another origin', from('https://evil.example/')],
    ['another port on the same host', from('http://127.0.0.1:8081/')],
    ['an iframe on the trusted origin', from(`${appOrigin}/embed`, false)],
    ['a file: page', from('file:///tmp/index.html')],
    ['a destroyed frame', { senderFrame: null }],
  ])('refuses %s', async (_, event) => {
    registerIpcHandlers(handlers, [appOrigin]);
    await expect(invoke('app:getVersion', event)).rejects.toThrow(/untrusted sender/);
  });

  it('refuses arguments the contract does not allow', async () => {
    registerIpcHandlers(handlers, [appOrigin]);
    await expect(invoke('app:getVersion', from(appOrigin), 'surprise')).rejects.toThrow(
      /Invalid app:getVersion arguments/,
    );
  });

  it('refuses to send a result that breaks the contract', async () => {
    const broken: IpcHandlers = {
      app: { ...handlers.app, getSettings: () => ({ serverUrl: 'javascript:alert(1)' }) },
    };
    registerIpcHandlers(broken, [appOrigin]);
    await expect(invoke('app:getSettings', from(appOrigin))).rejects.toThrow(
      /Invalid app:getSettings result/,
    );
  });

  it('removes its handlers when disposed', () => {
    const dispose = registerIpcHandlers(handlers, [appOrigin]);
    dispose();
    expect(registered.size).toBe(0);
  });
});
