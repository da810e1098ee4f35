/// <reference types="vite/client" />

/** package.json version, injected by Vite `define`. */
declare const __APP_VERSION__: string;
/** ISO time of the build, injected by Vite `define`. */
declare const __BUILD_TIME__: string;

interface ImportMetaEnv {
  /** Origin of the API when the renderer is not served by the server (Electron); empty means same origin. */
  readonly VITE_API_ORIGIN?: string;
  /** Comma-separated hosts that skip the domain-details lookup (DECISIONS 3). */
  readonly VITE_INTERNAL_HOSTS?: string;
  readonly VITE_COMPANY_URL?: string;
  readonly VITE_FEEDBACK_EMAIL?: string;
}
