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

export const APP_VERSION = __APP_VERSION__;
export const BUILD_TIME = __BUILD_TIME__;
