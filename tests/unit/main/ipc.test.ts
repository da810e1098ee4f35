import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IpcHandlers } from '@shared/ipc';
import type { QueueJob } from '@shared/ipc/queue';

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

const { emit, registerIpcHandlers } = await import('../../../main/ipc');

const appOrigin = 'http://127.0.0.1:8080';
const printer = 'ipp://127.0.0.1:8631/ipp/print';

const job: QueueJob = {
  id: 'job-1',
  key: 'evt:T-1:v1',
  printerUri: printer,
  jobName: 'Badge T-1',
  copies: 1,
  format: 'application/pdf',
  state: 'queued',
  attempts: 0,
  createdAt: 1,
  updatedAt: 1,
};

/** Handlers that answer valid values; each is a spy so a test can see whether it ran. */
function fakeHandlers() {
  const settings = {
    serverUrl: appOrigin,
    role: 'kiosk' as const,
    printerUri: null,
    scanner: null,
    idleResetSeconds: 120,
  };
  return {
    app: { getVersion: vi.fn(() => '1.103.0') },
    printers: {
      list: vi.fn(async () => []),
      status: vi.fn(async () => ({ state: 'idle' as const, reasons: [], checkedAt: 1 })),
    },
    queue: {
      enqueue: vi.fn(async () => ({ outcome: 'queued' as const, job })),
      list: vi.fn(async () => [job]),
      retry: vi.fn(async () => job),
      cancel: vi.fn(async () => ({ ...job, state: 'cancelled' as const })),
    },
    scanners: {
      list: vi.fn(async () => ({ scanners: [], unavailable: [] })),
      open: vi.fn(async () => ({ kind: 'serial' as const, path: '/dev/ttyACM0', label: 'Scanner' })),
      close: vi.fn(async () => true),
    },
    kiosk: {
      getSettings: vi.fn(() => settings),
      updateSettings: vi.fn(async () => settings),
    },
  } satisfies IpcHandlers;
}

/** An invoke event from a frame showing url; top = false makes it an iframe. */
function from(url: string, top = true) {
  return { senderFrame: { url, parent: top ? null : {} } };
}

function invoke(channel: string, event: unknown, ...args: unknown[]) {
  const handler = registered.get(channel);
  if (!handler) throw new Error(`nothing registered on ${channel}`);
  return handler(event, ...args);
}

const printRequest = {
  key: 'evt:T-1:v1',
  printerUri: printer,
  jobName: 'Badge T-1',
  document: { format: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) },
};

beforeEach(() => {
  registered.clear();
});

describe('registerIpcHandlers', () => {
  it('registers one channel per method of the contract', () => {
    registerIpcHandlers(fakeHandlers(), [appOrigin]);
    expect([...registered.keys()].sort()).toEqual([
      'app:getVersion',
      'kiosk:getSettings',
      'kiosk:updateSettings',
      'printers:list',
      'printers:status',
      'queue:cancel',
      'queue:enqueue',
      'queue:list',
      'queue:retry',
      'scanners:close',
      'scanners:list',
      'scanners:open',
    ]);
  });

  it('answers the top frame of the trusted origin', async () => {
    const handlers = fakeHandlers();
    registerIpcHandlers(handlers, [appOrigin]);
    await expect(invoke('app:getVersion', from(`${appOrigin}/event/list`))).resolves.toBe('1.103.0');
    await expect(invoke('queue:enqueue', from(`${appOrigin}/checkin`), printRequest)).resolves.toEqual({
      outcome: 'queued',
      job,
    });
    // The handler got the parsed request, defaults filled in.
    expect(handlers.queue.enqueue).toHaveBeenCalledWith({ ...printRequest, copies: 1, force: false });
  });

  it.each([
    ['another origin', from('https://evil.example/')],
    ['another port on the same host', from('http://127.0.0.1:8081/')],
    ['an iframe on the trusted origin', from(`${appOrigin}/embed`, false)],
    ['an iframe of another origin', from('https://ads.example/frame', false)],
    ['a file: page', from('file:///tmp/index.html')],
    ['a destroyed frame', { senderFrame: null }],
  ])('refuses a device call from %s before the device code runs', async (_, event) => {
    const handlers = fakeHandlers();
    registerIpcHandlers(handlers, [appOrigin]);
    await expect(invoke('queue:enqueue', event, printRequest)).rejects.toThrow(/untrusted sender/);
    await expect(invoke('scanners:open', event, { kind: 'hid', path: '/dev/hidraw0' })).rejects.toThrow(
      /untrusted sender/,
    );
    expect(handlers.queue.enqueue).not.toHaveBeenCalled();
    expect(handlers.scanners.open).not.toHaveBeenCalled();
  });

  it.each([
    [
      'a printer URI that is not ipp, ipps or socket',
      { ...printRequest, printerUri: 'file:///etc/passwd' },
      /printerUri/,
    ],
    ['no key', { ...printRequest, key: '' }, /key/],
    ['too many copies', { ...printRequest, copies: 500 }, /copies/],
    [
      'a document that is not bytes',
      { ...printRequest, document: { format: 'application/pdf', data: 'JVBERi0=' } },
      /data/,
    ],
  ])(
    'refuses queue:enqueue with %s, naming the field, before the queue sees it',
    async (_, request, field) => {
      const handlers = fakeHandlers();
      registerIpcHandlers(handlers, [appOrigin]);
      const call = invoke('queue:enqueue', from(appOrigin), request);
      await expect(call).rejects.toThrow(/Invalid queue:enqueue arguments/);
      await expect(call).rejects.toThrow(field);
      expect(handlers.queue.enqueue).not.toHaveBeenCalled();
    },
  );

  it('refuses arguments the contract does not allow', async () => {
    registerIpcHandlers(fakeHandlers(), [appOrigin]);
    await expect(invoke('app:getVersion', from(appOrigin), 'surprise')).rejects.toThrow(
      /Invalid app:getVersion arguments/,
    );
    await expect(
      invoke('kiosk:updateSettings', from(appOrigin), { serverUrl: 'javascript:alert(1)' }),
    ).rejects.toThrow(/Invalid kiosk:updateSettings arguments/);
  });

  it('refuses to send a result that breaks the contract', async () => {
    const broken = fakeHandlers();
    broken.kiosk.getSettings.mockReturnValue({
      ...broken.kiosk.getSettings(),
      serverUrl: 'javascript:alert(1)',
    });
    registerIpcHandlers(broken, [appOrigin]);
    await expect(invoke('kiosk:getSettings', from(appOrigin))).rejects.toThrow(
      /Invalid kiosk:getSettings result/,
    );
  });

  it('removes its handlers when disposed', () => {
    const dispose = registerIpcHandlers(fakeHandlers(), [appOrigin]);
    dispose();
    expect(registered.size).toBe(0);
  });
});

describe('emit', () => {
  function fakeWindow(destroyed = false) {
    return { isDestroyed: () => destroyed, webContents: { send: vi.fn() } };
  }

  it('sends the parsed payload on the event name', () => {
    const window = fakeWindow();
    emit(window as never, 'queue:job', job);
    expect(window.webContents.send).toHaveBeenCalledWith('queue:job', job);
  });

  it('refuses a payload the contract does not describe', () => {
    const window = fakeWindow();
    expect(() =>
      emit(window as never, 'scanners:scan', { kind: 'serial', path: '/dev/ttyACM0', code: '', at: 1 }),
    ).toThrow(/Invalid scanners:scan payload/);
    expect(window.webContents.send).not.toHaveBeenCalled();
  });

  it('skips a window that is gone', () => {
    const window = fakeWindow(true);
    emit(window as never, 'kiosk:idleReset', { at: 1 });
    expect(window.webContents.send).not.toHaveBeenCalled();
  });
});
