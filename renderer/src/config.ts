/** Renderer configuration, from build-time environment with sensible defaults. */

const env = import.meta.env;

/** Hosts that never ask the server for domain details (DECISIONS 3). */
export const INTERNAL_HOSTS: readonly string[] = (env.VITE_INTERNAL_HOSTS ?? 'localhost,127.0.0.1')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

/** Empty: same origin as the page (the server serves the web bundle). */
export const API_ORIGIN = (env.VITE_API_ORIGIN ?? '').replace(/\/$/, '');

export const COMPANY_URL = env.VITE_COMPANY_URL ?? 'https://lanyard.events';
export const FEEDBACK_EMAIL = env.VITE_FEEDBACK_EMAIL ?? 'feedback@lanyard.events';

/**
 * Where this build is served: '/' for the web bundle, '/desktop/' for the desktop renderer (Vite's
 * `base`). Links inside the router need nothing (the router has the basename); a full page load or
 * a file of public/ written as a string needs the prefix: appUrl('/event/list'), publicUrl('favicon.svg').
 */
const BASE_URL = env.BASE_URL;
/** The router's basename: the base without its trailing slash ('/' for the web bundle). */
export const ROUTER_BASENAME = BASE_URL.replace(/\/$/, '') || '/';
export const appUrl = (path: `/${string}`): string => `${BASE_URL.replace(/\/$/, '')}${path}`;
export const publicUrl = (file: string): string => `${BASE_URL}${file}`;

export const APP_VERSION = __APP_VERSION__;
export const BUILD_TIME = __BUILD_TIME__;
