import {
  matchRoutes,
  type Location,
  type NavigationType,
  type RouteObject,
  type UIMatch,
} from 'react-router';
import type { RouteHandle } from './useDocumentTitle';

/** The entry shown last and the page it showed a modal over (null: it showed itself). */
export interface ShownEntry {
  location: Location;
  background: Location | null;
}

/**
 * The page a newly shown entry's modal opens over, or null (docs/renderer.md, "Detail modals keep
 * their page"). Only an entry pushed or replaced (the invitation screen's steps replace) whose
 * deepest route is a modal (handle.modal) gets one: the page the last entry showed — its background
 * when it was a modal over a page itself — unless that page already holds the modal's own page (a
 * profile opened from the directory opens in the directory's outlet). A history move (POP) finds
 * the background stored for its entry, not this.
 */
export function backgroundFor(
  pages: readonly RouteObject[],
  last: ShownEntry,
  next: { location: Location; type: NavigationType; matches: readonly UIMatch[] },
): Location | null {
  const leaf = next.matches.at(-1);
  if (next.type === 'POP' || (leaf?.handle as RouteHandle | undefined)?.modal !== true) return null;
  const from = last.background ?? last.location;
  if (from.key === next.location.key) return null;
  const host = next.matches.at(-2);
  if (!host) return null;
  const holdsHost = (matchRoutes([...pages], from) ?? []).some(
    (m) => m.route.id === host.id && m.pathname === host.pathname,
  );
  return holdsHost ? null : from;
}

/** Whether every route of the page at `at` has its code (a lazy route not loaded yet renders nothing). */
export function pageLoaded(pages: readonly RouteObject[], at: Location): boolean {
  const found = matchRoutes([...pages], at);
  return found !== null && found.every((m) => m.route.lazy === undefined);
}
