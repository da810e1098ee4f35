import type { EventDetails } from '@shared/schemas/event';
import type { EventAction, Feature, MenuContext, MenuLink, MenuPlace } from './feature';

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** The links of every feature that show in this menu where the user is, in order, with their address. */
export function menuLinksIn(
  features: readonly Feature[],
  place: MenuPlace,
  at: MenuContext,
): { link: MenuLink; to: string }[] {
  return features
    .flatMap((feature) => feature.navigation?.menuLinks ?? [])
    .filter((link) => link.places.includes(place))
    .sort(byOrder)
    .flatMap((link) => {
      const to = link.to(at);
      return to === null ? [] : [{ link, to }];
    });
}

/** The event page's actions this user sees, in order, the highest-ranked one marked primary. */
export function eventActionsFor(
  features: readonly Feature[],
  event: EventDetails,
): { action: EventAction; to: string; primary: boolean }[] {
  const shown = features
    .flatMap((feature) => feature.navigation?.eventActions ?? [])
    .filter((action) => action.shownFor?.(event) ?? true)
    .sort(byOrder);
  const primary = shown.reduce<EventAction | undefined>(
    (best, action) =>
      action.primaryRank !== undefined && action.primaryRank > (best?.primaryRank ?? -Infinity)
        ? action
        : best,
    undefined,
  );
  return shown.map((action) => ({ action, to: action.to(event.id), primary: action === primary }));
}
