import { shell, type Session, type WebContents } from 'electron';
import { formatContentSecurityPolicy } from '@shared/security/contentSecurityPolicy';

/**
 * The Content-Security-Policy of every page the shell shows: the app's policy
 * (shared/security/contentSecurityPolicy.ts, the one the server sends) with the realtime socket
 * named explicitly (older Chromium did not let 'self' match ws:). The Vite dev server needs inline
 * scripts (React refresh).
 */
export function contentSecurityPolicy(appOrigin: string, dev: boolean): string {
  const url = new URL(appOrigin);
  const socket = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  return formatContentSecurityPolicy({
    'connect-src': [socket],
    ...(dev ? { 'script-src': ["'unsafe-inline'"] } : {}),
  });
}

/**
 * Sets our CSP on every response from the app's origin, replacing the server's (the same policy
 * without the socket URL, or an older server's).
 */
export function enforceContentSecurityPolicy(session: Session, appOrigin: string, dev: boolean): void {
  const policy = contentSecurityPolicy(appOrigin, dev);
  session.webRequest.onHeadersReceived({ urls: [`${appOrigin}/*`] }, (details, callback) => {
    const headers = Object.fromEntries(
      Object.entries(details.responseHeaders ?? {}).filter(
        ([name]) => name.toLowerCase() !== 'content-security-policy',
      ),
    );
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [policy] } });
  });
}

/** The renderer may ask for the camera (ticket scanning), notifications and fullscreen; nothing else. */
const allowedPermissions = new Set(['media', 'notifications', 'fullscreen', 'clipboard-sanitized-write']);

export function restrictPermissions(session: Session, appOrigin: string): void {
  session.setPermissionRequestHandler((contents, permission, callback, details) => {
    callback(allowedPermissions.has(permission) && originOf(details.requestingUrl) === appOrigin);
  });
  session.setPermissionCheckHandler((_contents, permission, requestingOrigin) => {
    return allowedPermissions.has(permission) && originOf(requestingOrigin) === appOrigin;
  });
}

export interface NavigationOptions {
  /**
   * Hand links to other origins to the system browser or mail client (staff console, print
   * station). A kiosk says no: an attendee must not be able to leave the check-in screen.
   */
  openExternally: boolean;
}

/**
 * The window stays on the app's origin: other links open in the system browser or mail client
 * (renderer/src/platform/windows relies on this) or, in a kiosk, nowhere; new windows and webviews
 * are refused.
 */
export function confineNavigation(
  contents: WebContents,
  appOrigin: string,
  options: NavigationOptions = { openExternally: true },
): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (options.openExternally) openExternally(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (originOf(url) === appOrigin) return;
    event.preventDefault();
    if (options.openExternally) openExternally(url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function openExternally(url: string): void {
  const protocol = safeUrl(url)?.protocol;
  if (protocol === 'https:' || protocol === 'http:' || protocol === 'mailto:') void shell.openExternal(url);
}

function originOf(url: string): string | null {
  return safeUrl(url)?.origin ?? null;
}

function safeUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
