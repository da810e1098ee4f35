import type { Plugin } from 'vite';

/**
 * The route table (shared/api/routes/) gives each route a `summary`: documentation for the
 * server's OpenAPI description, never read by the renderer. The renderer builds drop those strings
 * from the bundle (about 2 KB of the first screen's script, compressed; docs/renderer.md); the
 * server and the tests read the table as written.
 */
const ROUTE_FILE = /[\\/]shared[\\/]api[\\/]routes[\\/][^\\/]+\.ts$/;

/** A `summary:` property whose value is one string literal (quoted, or a template without `${`). */
const SUMMARY =
  /\bsummary:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.|\$(?!\{))*`)\s*,[ \t]*/g;

/** The route file's source without its summaries; anything else is left as it is. */
export function withoutRouteSummaries(source: string): string {
  return source.replace(SUMMARY, '');
}

export function routeSummariesLeftOut(): Plugin {
  return {
    name: 'lanyard:route-summaries-left-out',
    transform: (code, id) => (ROUTE_FILE.test(id) ? { code: withoutRouteSummaries(code), map: null } : null),
  };
}
