import { EventEmitter } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowserWindowConstructorOptions } from 'electron';
import type { StationSettings } from '@shared/ipc/kiosk';
import { DEFAULT_STATION_SETTINGS, SETTINGS_FILE_NAME } from '../../../main/settings';

/**
 * main/index.ts started against a recording fake of Electron (its binary cannot be installed
 * here): every BrowserWindow main creates is captured with its options, so the security baseline
 * is checked on the windows that really exist, for each station role.
 */
const fake = vi.hoisted(() => ({
  userData: '',
  isPackaged: true,
  windows: [] as { options: BrowserWindowConstructorOptions; window: unknown }[],
  handlers: new Map<string, (event: unknown, ...args: unknown[]) => Promise<unknown>>(),
  appEvents: new Map<string, ((...args: unknown[]) => void)[]>(),
  setApplicationMenu: [] as unknown[],
  openExternal: [] as string[],
}));

vi.mock('electron', async () => {
  const { EventEmitter } = await import('node:events');
  class FakeWebContents extends EventEmitter {
    windowOpenHandler: ((details: { url: string }) => { action: string }) | undefined;
    send = vi.fn();
    forcefullyCrashRenderer = vi.fn();
    setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
      this.windowOpenHandler = handler;
    }
  }
  class BrowserWindow extends EventEmitter {
    webContents = new FakeWebContents();
    loadURL = vi.fn(async () => undefined);
    destroyed = false;
    constructor(options: BrowserWindowConstructorOptions) {
      super();
      fake.windows.push({ options, window: this });
    }
    isDestroyed() {
      return this.destroyed;
    }
    isMinimized() {
      return false;
    }
    show() {}
    focus() {}
    restore() {}
    static getAllWindows() {
      return fake.windows.map((w) => w.window as BrowserWindow).filter((w) => !w.destroyed);
    }
  }
  const on = (name: string, listener: (...args: unknown[]) => void) => {
    fake.appEvents.set(name, [...(fake.appEvents.get(name) ?? []), listener]);
  };
  return {
    app: {
      get isPackaged() {
        return fake.isPackaged;
      },
      getPath: () => fake.userData,
      getVersion: () => '1.103.0',
      requestSingleInstanceLock: () => true,
      enableSandbox: vi.fn(),
      whenReady: async () => undefined,
      on,
      quit: vi.fn(),
      exit: vi.fn(),
      relaunch: vi.fn(),
    },
    BrowserWindow,
    Menu: { setApplicationMenu: (menu: unknown) => fake.setApplicationMenu.push(menu) },
    dialog: { showErrorBox: vi.fn() },
    shell: { openExternal: async (url: string) => void fake.openExternal.push(url) },
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => Promise<unknown>) =>
        fake.handlers.set(channel, handler),
      removeHandler: (channel: string) => fake.handlers.delete(channel),
    },
    session: {
      defaultSession: {
        webRequest: { onHeadersReceived: vi.fn() },
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
      },
    },
  };
});

// The device modules talk to hardware; the shell's wiring is what is under test here.
vi.mock('../../../main/devices/printers', () => ({
  createPrinterDriver: vi.fn(),
  listPrinters: vi.fn(async () => []),
}));
vi.mock('../../../main/devices/queue', () => ({
  createPrintQueue: () => ({
    start: async () => undefined,
    enqueue: vi.fn(),
    list: () => [],
    retry: vi.fn(),
    cancel: vi.fn(),
    close: async () => undefined,
  }),
}));
vi.mock('../../../main/devices/scanners', () => ({
  listScanners: async () => ({ scanners: [], unavailable: [] }),
  openScanner: () => ({ close: async () => undefined }),
}));

type FakeWindow = EventEmitter & {
  webContents: EventEmitter & {
    send: ReturnType<typeof vi.fn>;
    windowOpenHandler?: (details: { url: string }) => { action: string };
  };
  loadURL: ReturnType<typeof vi.fn>;
};

const serverUrl = 'https://events.example.org';

/** Starts main/index.ts as a station with these settings on disk. */
async function startStation(settings: Partial<StationSettings>) {
  await writeFile(
    join(fake.userData, SETTINGS_FILE_NAME),
    JSON.stringify({ ...DEFAULT_STATION_SETTINGS, serverUrl, ...settings }),
  );
  vi.resetModules();
  const main = await import('../../../main/index');
  await main.started;
  const created = fake.windows.map((w) => ({ options: w.options, window: w.window as FakeWindow }));
  return { created, window: created[0]!.window };
}

/** Sends an Electron-style event with a preventDefault the test can observe. */
function navigate(window: FakeWindow, url: string) {
  const event = { preventDefault: vi.fn() };
  window.webContents.emit('will-navigate', event, url);
  return event.preventDefault;
}

beforeEach(async () => {
  fake.userData = await mkdtemp(join(tmpdir(), 'lanyard-shell-'));
  fake.isPackaged = true;
  fake.windows.length = 0;
  fake.handlers.clear();
  fake.appEvents.clear();
  fake.setApplicationMenu.length = 0;
  fake.openExternal.length = 0;
  delete process.env.LANYARD_SERVER_URL;
  delete process.env.ELECTRON_RENDERER_URL;
});

afterEach(async () => {
  vi.useRealTimers();
  await rm(fake.userData, { recursive: true, force: true });
});

describe.each(['kiosk', 'printStation', 'staffConsole'] as const)('every window of a %s', (role) => {
  it('is isolated, sandboxed, without Node and with our preload only', async () => {
    const { created } = await startStation({ role });
    // macOS re-creates the window from the dock: that window gets the same baseline.
    for (const window of fakeWindows()) window.destroyed = true;
    for (const listener of fake.appEvents.get('activate') ?? []) listener();
    const all = fake.windows.map((w) => w.options);
    expect(all.length).toBe(created.length + 1);

    for (const options of all) {
      const prefs = options.webPreferences!;
      expect(prefs).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
      });
      expect(prefs.preload).toMatch(/[/\\]preload[/\\]index\.cjs$/);
      // Nothing that would widen the renderer: no extra preloads, sessions or experimental features.
      expect(Object.keys(prefs)).not.toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /^(partition|session|experimentalFeatures|enableBlinkFeatures|additionalArguments)$/,
          ),
        ]),
      );
    }
  });
});

/** The fake BrowserWindow instances, for marking them closed. */
function fakeWindows() {
  return fake.windows.map((w) => w.window as { destroyed: boolean });
}

describe('a kiosk', () => {
  it('is full screen, without menus or DevTools', async () => {
    const { created } = await startStation({ role: 'kiosk' });
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toMatchObject({ kiosk: true, fullscreen: true });
    expect(created[0]!.options.webPreferences?.devTools).toBe(false);
    expect(fake.setApplicationMenu).toEqual([null]);
  });

  it('never leaves the app: foreign links and new windows go nowhere', async () => {
    const { window } = await startStation({ role: 'kiosk' });
    expect(navigate(window, `${serverUrl}/desktop/event/list`)).not.toHaveBeenCalled();
    expect(navigate(window, 'https://evil.example/')).toHaveBeenCalled();
    expect(window.webContents.windowOpenHandler?.({ url: 'https://evil.example/' })).toEqual({
      action: 'deny',
    });
    await Promise.resolve();
    expect(fake.openExternal).toEqual([]);
  });

  it('reloads the start page after the renderer crashed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { window } = await startStation({ role: 'kiosk' });
    window.loadURL.mockClear();
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    vi.advanceTimersByTime(0);
    expect(window.loadURL).toHaveBeenCalledWith(`${serverUrl}/desktop/`);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('crashed'));
    logged.mockRestore();
  });

  it('tells the page to reset after idleResetSeconds without input', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { window } = await startStation({ role: 'kiosk', idleResetSeconds: 60 });
    const resets = () => window.webContents.send.mock.calls.filter(([event]) => event === 'kiosk:idleReset');

    vi.advanceTimersByTime(50_000);
    window.webContents.emit('input-event', {}, { type: 'touchStart' });
    vi.advanceTimersByTime(50_000);
    expect(resets()).toHaveLength(0);
    vi.advanceTimersByTime(10_000);
    expect(resets()).toHaveLength(1);
    expect(resets()[0]![1]).toEqual({ at: expect.any(Number) });
  });
});

describe('a staff console', () => {
  it('is an ordinary window with the application menu, and opens foreign links in the browser', async () => {
    const { created, window } = await startStation({ role: 'staffConsole' });
    expect(created[0]!.options.kiosk).toBeUndefined();
    expect(fake.setApplicationMenu).toEqual([]);
    expect(navigate(window, 'https://lanyard.events/help')).toHaveBeenCalled();
    await Promise.resolve();
    expect(fake.openExternal).toEqual(['https://lanyard.events/help']);
  });

  it('answers IPC from its server page only', async () => {
    await startStation({ role: 'staffConsole', printerUri: 'ipp://10.0.0.9/ipp/print' });
    const getSettings = fake.handlers.get('kiosk:getSettings')!;
    const top = (url: string) => ({ senderFrame: { url, parent: null } });
    await expect(getSettings(top(`${serverUrl}/desktop/checkin`))).resolves.toMatchObject({
      role: 'staffConsole',
      printerUri: 'ipp://10.0.0.9/ipp/print',
    });
    await expect(getSettings(top('https://evil.example/'))).rejects.toThrow(/untrusted sender/);
    await expect(getSettings({ senderFrame: { url: `${serverUrl}/desktop/x`, parent: {} } })).rejects.toThrow(
      /untrusted sender/,
    );
  });
});

describe('the start page', () => {
  it('is the desktop renderer the server serves under /desktop/, on the server origin', async () => {
    const { window } = await startStation({ role: 'printStation', serverUrl: 'http://10.0.0.5:8080/' });
    expect(window.loadURL).toHaveBeenCalledWith('http://10.0.0.5:8080/desktop/');
    // The origin is what the IPC sender check trusts: the web bundle at / shares it.
    const getVersion = fake.handlers.get('app:getVersion')!;
    const top = (url: string) => ({ senderFrame: { url, parent: null } });
    await expect(getVersion(top('http://10.0.0.5:8080/desktop/event/list'))).resolves.toBeTypeOf('string');
    await expect(getVersion(top('http://10.0.0.5:8081/desktop/'))).rejects.toThrow(/untrusted sender/);
  });

  it('is the renderer dev server under /desktop/ when run by electron-vite dev', async () => {
    fake.isPackaged = false;
    process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
    const { window } = await startStation({ role: 'staffConsole' });
    expect(window.loadURL).toHaveBeenCalledWith('http://localhost:5173/desktop/');
  });
});
