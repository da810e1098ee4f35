/**
 * The Content-Security-Policy of the app's pages (DECISIONS 22), in one place: the server sends it
 * with the web app and the desktop renderer (server/http/securityHeaders.ts), and the desktop shell
 * puts the same policy on every response of the app's origin (main/security.ts).
 *
 * The page and its API share one origin, so 'self' covers scripts, styles, XHR and the /v1/live
 * WebSocket (CSP 3 lets 'self' match ws:/wss: on the same host; the shell names its socket too).
 * - No 'unsafe-inline' or 'unsafe-eval' for scripts: only the bundle's own files run.
 * - style-src keeps 'unsafe-inline': the browser print page is a srcdoc frame with its own <style>
 *   (renderer/src/platform/devices/printHtml.ts, sized per badge) and markdown tables align cells
 *   with style attributes. Styles cannot run code; scripts are what the policy guards.
 * - Images: data: (QR codes), blob: (badge previews, print pages) and any https host (banners and
 *   logos an organizer links). Frames: blob: for a PDF badge in the print frame.
 * - frame-ancestors 'self': no other site may frame the app (clickjacking); the app's own print
 *   frames inherit the policy and stay allowed.
 */
export const CONTENT_SECURITY_POLICY: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:', 'mediastream:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/** Sources added to the policy's directives, e.g. the shell's socket URL in connect-src. */
export type ContentSecurityPolicyAdditions = Partial<Record<string, readonly string[]>>;

/** The policy as a header value, with `additions` appended to their directives. */
export function formatContentSecurityPolicy(additions: ContentSecurityPolicyAdditions = {}): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, sources]) => [name, ...sources, ...(additions[name] ?? [])].join(' '))
    .join('; ');
}
