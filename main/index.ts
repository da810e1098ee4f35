import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, Menu, session, type BrowserWindowConstructorOptions } from 'electron';
import { DESKTOP_BASE_PATH } from '@shared/constants';
import type { StationRole, StationSettings } from '@shared/ipc/kiosk';
import { createPrinterDriver, listPrinters } from './devices/printers';
import { createPrintQueue } from './devices/queue';
import { listScanners, openScanner } from './devices/scanners';
import { createDevicesService, type DeviceModules, type DevicesService, type Emit } from './devicesService';
import { emit, registerIpcHandlers } from './ipc';
import { createCrashGuard, createIdleTimer, type IdleTimer } from './kiosk';
import { confineNavigation, enforceContentSecurityPolicy, restrictPermissions } from './security';
import { openSettingsStore, SETTINGS_FILE_NAME, settingsOverrides } from './settings';

/**
 * The desktop shell: one window showing the desktop renderer that the Lanyard server serves under
 * /desktop/ (or, under `electron-vite dev`, the renderer dev server), isolated and sandboxed,
 * talking to main only through the typed IPC map.
 * The station's role decides the window: a kiosk is full screen without menus, comes back by
 * itself after a renderer crash and returns to its start screen when nobody touches it; a print
 * station or staff console is an ordinary window with the application menu.
 */

const deviceModules: DeviceModules = {
  createPrinterDriver,
  listPrinters,
  createPrintQueue,
  listScanners: () => listScanners(),
  openScanner,
};

/** Set by `electron-vite dev`; the packaged app always shows the configured server. */
const devRendererUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;

/**
 * The page a station opens: the desktop renderer (the build whose `@platform/*` use window.lanyard),
 * which the server serves on its own origin under /desktop/, as the dev server does under
 * `electron-vite dev`. Same origin as the API, so the CSP, the live socket and the IPC sender check
 * all trust that origin alone. A path in the server URL is ignored: the server serves from its root.
 */
export function desktopStartUrl(serverOrDevUrl: string): string {
  return new URL(DESKTOP_BASE_PATH, serverOrDevUrl).href;
}

const preloadPath = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

/** How long a kiosk may hang before its renderer is crashed on purpose (and so reloaded). */
const UNRESPONSIVE_KIOSK_MS = 30_000;
/** How soon a page that failed to load (server unreachable) is tried again. */
const LOAD_RETRY_MS = 10_000;

/** Window options by role. Every window main creates comes from here, so they share one baseline. */
export function windowOptions(role: StationRole, packaged: boolean): BrowserWindowConstructorOptions {
  const kiosk = role === 'kiosk';
  return {
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 600,
    show: false,
    title: 'Lanyard',
    backgroundColor: '#ffffff',
    ...(kiosk ? { kiosk: true, fullscreen: true, autoHideMenuBar: true } : {}),
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      spellcheck: false,
      // Staff may open DevTools; an attendee at a packaged kiosk may not.
      devTools: !(kiosk && packaged),
    },
  };
}

let mainWindow: BrowserWindow | null = null;
let idleTimer: IdleTimer | null = null;

/** Pushes an event to every window; scans count as activity for the kiosk's idle timer. */
const broadcast: Emit = (event, payload) => {
  if (event === 'scanners:scan') idleTimer?.touch();
  for (const window of BrowserWindow.getAllWindows()) {
    try {
      emit(window, event, payload);
    } catch (error) {
      console.error(error);
    }
  }
};

function createWindow(settings: StationSettings, startUrl: string, appOrigin: string): BrowserWindow {
  const kiosk = settings.role === 'kiosk';
  const window = new BrowserWindow(windowOptions(settings.role, app.isPackaged));
  const contents = window.webContents;
  confineNavigation(contents, appOrigin, { openExternally: !kiosk });

  // A crashed renderer comes back on the start screen instead of leaving a dead window.
  const crashGuard = createCrashGuard();
  contents.on('render-process-gone', (_event, details) => {
    const delay = crashGuard.onCrash(Date.now());
    console.error(`Renderer gone (${details.reason}); reloading in ${delay} ms`);
    setTimeout(() => {
      if (!window.isDestroyed()) void window.loadURL(startUrl);
    }, delay);
  });
  contents.on('did-fail-load', (_event, errorCode, description, url, isMainFrame) => {
    // -3 is ERR_ABORTED: a navigation replaced by another, not a failure.
    if (!isMainFrame || errorCode === -3) return;
    console.error(`Could not load ${url}: ${description}; retrying in ${LOAD_RETRY_MS} ms`);
    setTimeout(() => {
      if (!window.isDestroyed()) void window.loadURL(startUrl);
    }, LOAD_RETRY_MS);
  });

  if (kiosk) {
    // A hung page would stay hung until someone restarts the station; crash it so it reloads.
    let hung: ReturnType<typeof setTimeout> | undefined;
    contents.on('unresponsive', () => {
      hung ??= setTimeout(() => contents.forcefullyCrashRenderer(), UNRESPONSIVE_KIOSK_MS);
    });
    contents.on('responsive', () => {
      clearTimeout(hung);
      hung = undefined;
    });
    idleTimer = createIdleTimer(settings.idleResetSeconds * 1000, () =>
      broadcast('kiosk:idleReset', { at: Date.now() }),
    );
    // 'input-event' sees keys, mouse and touch; 'before-input-event' would see keys only, and a
    // kiosk is mostly touched.
    contents.on('input-event', () => idleTimer?.touch());
    window.on('closed', () => {
      idleTimer?.stop();
      idleTimer = null;
    });
  }

  window.on('closed', () => {
    if (mainWindow === window) mainWindow = null;
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(startUrl);
  return window;
}

/** Server or role changed: start over, so CSP, trusted origin and window all follow the new values. */
function needsRestart(previous: StationSettings, next: StationSettings): boolean {
  return previous.serverUrl !== next.serverUrl || previous.role !== next.role;
}

async function start(): Promise<void> {
  const settingsStore = await openSettingsStore({
    file: join(app.getPath('userData'), SETTINGS_FILE_NAME),
    overrides: settingsOverrides(process.argv, process.env),
  });
  const settings = settingsStore.get();
  const startUrl = desktopStartUrl(devRendererUrl ?? settings.serverUrl);
  const appOrigin = new URL(startUrl).origin;

  enforceContentSecurityPolicy(session.defaultSession, appOrigin, devRendererUrl !== undefined);
  restrictPermissions(session.defaultSession, appOrigin);

  const devices: DevicesService = createDevicesService({
    modules: deviceModules,
    queueDir: join(app.getPath('userData'), 'print-queue'),
    settings: settingsStore,
    emit: broadcast,
    onSettingsChanged: (previous, next) => {
      if (needsRestart(previous, next)) {
        // After the reply to updateSettings has left.
        setTimeout(() => {
          app.relaunch();
          app.quit();
        }, 200);
      } else if (previous.idleResetSeconds !== next.idleResetSeconds && idleTimer) {
        idleTimer.stop();
        idleTimer = createIdleTimer(next.idleResetSeconds * 1000, () =>
          broadcast('kiosk:idleReset', { at: Date.now() }),
        );
      }
    },
  });
  registerIpcHandlers({ app: { getVersion: () => app.getVersion() }, ...devices.handlers }, [appOrigin]);
  await devices.start().catch((error: unknown) => console.error('Devices did not start:', error));

  let closed = false;
  app.on('before-quit', (event) => {
    if (closed) return;
    event.preventDefault();
    closed = true;
    void devices
      .close()
      .catch((error: unknown) => console.error('Devices did not close cleanly:', error))
      .finally(() => app.quit());
  });

  if (settings.role === 'kiosk') Menu.setApplicationMenu(null);
  mainWindow = createWindow(settings, startUrl, appOrigin);
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) mainWindow = createWindow(settings, startUrl, appOrigin);
  });
}

/** Resolves once the shell has started (or failed to); the unit tests wait for it. */
export let started: Promise<void> = Promise.resolve();

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  app.on('second-instance', () => {
    if (mainWindow) {
      if (mainWindow.isMinimized()) mainWindow.restore();
      mainWindow.focus();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  started = app
    .whenReady()
    .then(start)
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      console.error(error);
      dialog.showErrorBox('Lanyard could not start', message);
      app.exit(1);
    });
}
