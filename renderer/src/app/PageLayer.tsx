import { createContext, useContext, useMemo, useState, type ContextType, type ReactNode } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { ModalHostContext } from '../registry/modalHost';
import { backgroundFor, pageLoaded, type ShownEntry } from './backgroundLocation';

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
 * "background location" pattern; docs/renderer.md, "Detail modals keep their page"). A modal is a route
 * whose handle has `modal: true`; it hangs under the page it belongs to (the profile under the
 * directory, a session under the program, the invitation under the event page). Opened from
 * another page, that page stays rendered beneath it — the same elements, so its search text, tab and
 * scroll stay — and the modal's own page renders only its outlet (useIsModalHost). The page is
 * always rendered from the routes by a location (the background, else the current one), so the
 * tree is the same with and without a modal over it.
 */
export function PageLayer({ background }: { background: Location | null }) {
  const pages = usePages();
  const location = useLocation();
  const modal = useOutlet();
  return (
    <>
      <RouteContext value={TOP_LEVEL}>
        <Page pages={pages} at={background ?? location} />
      </RouteContext>
      {background ? <ModalHostContext value={{ background }}>{modal}</ModalHostContext> : null}
    </>
  );
}

/**
 * The page's routes are matched as at the top of the tree, not below the shell's route: the page's
 * params are its own location's (the shell's match carries the current location's, a modal's
 * among them), and React Router does not warn about descendant routes under a path without "*".
 */
const TOP_LEVEL: ContextType<typeof RouteContext> = { outlet: null, matches: [], isDataRoute: false };

/**
 * The page a detail modal was opened over (null when the current entry shows itself): the shell
 * reads it once and hands it to PageLayer and to AtShownPage.
 */
export function usePageBackground(): Location | null {
  return useBackground(useLocation(), usePages());
}

/**
 * The shell's navigation (the side menu, the bottom bar, the event's tabs) marks the page on screen,
 * not a modal's own address: a session opened over the speakers keeps Speakers marked as open.
 */
export function AtShownPage({ background, children }: { background: Location | null; children: ReactNode }) {
  const navigationType = useNavigationType();
  if (!background) return children;
  return <LocationContext value={{ location: background, navigationType }}>{children}</LocationContext>;
}

function usePages(): RouteObject[] {
  const all = useContext(RouterRoutesContext);
  return useMemo(() => childrenOf(all, APP_SHELL_ROUTE_ID), [all]);
}

function Page({ pages, at }: { pages: RouteObject[]; at: Location }) {
  return useRoutes(pages, at);
}

/** The page the current entry's modal was opened over (backgroundFor), kept for the entry's key. */
function useBackground(location: Location, pages: RouteObject[]): Location | null {
  const type = useNavigationType();
  const matches = useMatches();
  const [shown, setShown] = useState<ShownEntry>({ location, background: null });
  let background = backgrounds.get(location.key) ?? null;
  if (shown.location.key !== location.key) {
    // A new entry: decided once, while rendering it (React's way to follow a changed value).
    background ??= backgroundFor(pages, shown, { location, type, matches });
    if (background) backgrounds.set(location.key, background);
    setShown({ location, background });
  }
  return background && pageLoaded(pages, background) ? background : null;
}

function childrenOf(routes: readonly RouteObject[], id: string): RouteObject[] {
  for (const route of routes) {
    if (route.id === id) return route.children ?? [];
    const below = childrenOf(route.children ?? [], id);
    if (below.length > 0) return below;
  }
  return [];
}
