import type { EventTab, Feature } from './feature';

/** Every feature's event tabs in their standard order (Feature.eventTabs). */
export const eventTabsIn = (features: readonly Feature[]): EventTab[] =>
  features.flatMap((feature) => feature.eventTabs ?? []).sort((a, b) => a.order - b.order);
