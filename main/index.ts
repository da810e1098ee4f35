import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, session } from 'electron';
import { registerIpcHandlers } from './ipc';
import { confineNavigation, enforceContentSecurityPolicy, restrictPermissions } from './security';
import { loadSettings } from './settings';

/**
 * The desktop shell: one window showing the Lanyard server's app (or, under `electron-vite dev`,
 * the renderer dev server), isolated and sandboxed, talking to main only through the typed IPC map.
 */

const settings = loadSettings(process.argv, process.env);
/** Set by `electron-vite dev`; the packaged app always shows the configured server. */
const devRendererUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const startUrl = devRendererUrl ?? settings.serverUrl;
const appOrigin = new URL(startUrl).origin;

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 360,
    minHeight: 600,
    show: false,
    title: 'Lanyard',
    backgroundColor: '#ffffff',
    webPreferences: {
      preload: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      spellcheck: false,
    },
  });
  confineNavigation(window.webContents, appOrigin);
  window.once('ready-to-show', () => window.show());
  void window.loadURL(startUrl);
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.enableSandbox();
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  void app.whenReady().then(() => {
    enforceContentSecurityPolicy(session.defaultSession, appOrigin, devRendererUrl !== undefined);
    restrictPermissions(session.defaultSession, appOrigin);
    registerIpcHandlers(
      {
        app: {
          getVersion: () => app.getVersion(),
          getSettings: () => settings,
        },
      },
      [appOrigin],
    );
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
}
