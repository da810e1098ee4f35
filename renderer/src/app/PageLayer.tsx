import { createContext, useContext, useMemo, useState } from 'react';
import {
  matchRoutes,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  useRoutes,
  type Location,
  type RouteObject,
  type UIMatch,
} from 'react-router';
import { ModalHostContext } from '../registry/modalHost';
import type { RouteHandle } from './useDocumentTitle';

/** The router's routes (router.routes, whose lazy parts are filled in once loaded), from App. */
export const RouterRoutesContext = createContext<readonly RouteObject[]>([]);

/** The id of the signed-in shell's route: its children are the pages PageLayer shows. */
export const APP_SHELL_ROUTE_ID = 'app-shell';

/**
 * The page each history entry's modal was opened over, by the entry's key: back and forward find
 * it again. Held for this page load only: after a reload a modal opens over the page it belongs to.
 */
const backgrounds = new Map<string, Location>();

/**
 * The signed-in shell's page, and a detail modal over the page it was opened from (the
 * "background location" pattern; docs/renderer.md, "Modals keep their page"). A modal is a route
 * whose handle has `modal: true`; it hangs under the page it belongs to (the profile under the
 * directory, a session under the program, the invitation under the event page). Opened from
 * another page, that page stays rendered beneath it — the same elements, so its search text, tab and
 * scroll stay — and the modal's own page renders only its outlet (useIsModalHost). The page is
 * always rendered from the routes by a location (the background, else the current one), so the
 * tree is the same with and without a modal over it.
 */
export function PageLayer() {
  const all = useContext(RouterRoutesContext);
  const pages = useMemo(() => childrenOf(all, APP_SHELL_ROUTE_ID), [all]);
  const location = useLocation();
  const background = useBackground(location, pages);
  const page = useRoutes(pages, background ?? location);
  const modal = useOutlet();
  return (
    <>
      {page}
      {background ? <ModalHostContext value={{ background }}>{modal}</ModalHostContext> : null}
    </>
  );
}

/**
 * The page the current modal was opened over, or null. Decided when the entry is pushed (or
 * replaced, as the invitation screen's steps are): the previous entry's page, unless that page
 * already holds the modal's own page (a profile opened from the directory opens in it).
 */
function useBackground(location: Location, pages: RouteObject[]): Location | null {
  const type = useNavigationType();
  const matches = useMatches();
  // The entry shown last and its background: what a new entry's modal opens over.
  const [shown, setShown] = useState<{ location: Location; background: Location | null }>({
    location,
    background: null,
  });
  let background = backgrounds.get(location.key) ?? null;
  if (shown.location.key !== location.key) {
    if (!background && type !== 'POP' && isModal(matches)) {
      const from = shown.background ?? shown.location;
      if (!holdsHost(pages, from, matches)) {
        background = from;
        backgrounds.set(location.key, from);
      }
    }
    setShown({ location, background });
  }
  return background && loaded(pages, background) ? background : null;
}

const isModal = (matches: UIMatch[]): boolean =>
  (matches.at(-1)?.handle as RouteHandle | undefined)?.modal === true;

/** Whether the page at `from` already renders the modal's own page (its parent route, same path). */
function holdsHost(pages: RouteObject[], from: Location, matches: UIMatch[]): boolean {
  const host = matches.at(-2);
  if (!host) return true;
  return (matchRoutes(pages, from) ?? []).some((m) => m.route.id === host.id && m.pathname === host.pathname);
}

/** Whether every route of the page at `at` has its code (a lazy route not loaded yet renders nothing). */
const loaded = (pages: RouteObject[], at: Location): boolean => {
  const found = matchRoutes(pages, at);
  return found !== null && found.every((m) => m.route.lazy === undefined);
};

function childrenOf(routes: readonly RouteObject[], id: string): RouteObject[] {
  for (const route of routes) {
    if (route.id === id) return route.children ?? [];
    const below = childrenOf(route.children ?? [], id);
    if (below.length > 0) return below;
  }
  return [];
}
