import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadStrings } from '../i18n/parts';
import type { Feature, PanelPlace, PanelProps } from './feature';

export interface Panel<P extends PanelPlace> {
  /**
   * The panel itself once its code and strings are in, so a page rendered after they loaded (its
   * route preloads them: app/routeSlots.ts) shows it in its first paint; before that a lazy
   * component, which suspends until they are.
   */
  Component: ComponentType<PanelProps[P]>;
  /** Starts loading its code and strings (as the hosting page opens, before it renders the panel). */
  preload: () => Promise<void>;
}

interface Loader<P extends PanelPlace> {
  lazy: LazyExoticComponent<ComponentType<PanelProps[P]>>;
  loaded: ComponentType<PanelProps[P]> | undefined;
  preload: () => Promise<void>;
}

// One loader per panel, so a panel keeps its identity (and its state) across renders.
const loaders = new WeakMap<() => Promise<unknown>, unknown>();

function loaderOf<P extends PanelPlace>(
  load: () => Promise<ComponentType<PanelProps[P]>>,
  strings: readonly string[],
): Loader<P> {
  let cached = loaders.get(load) as Loader<P> | undefined;
  if (!cached) {
    let loading: Promise<{ default: ComponentType<PanelProps[P]> }> | undefined;
    const loader: Loader<P> = {
      lazy: lazy(() => start()),
      loaded: undefined,
      preload: () => start().then(() => undefined),
    };
    // With its feature's strings, as its routes (app/routeSlots.ts).
    const start = () =>
      (loading ??= Promise.all([load(), loadStrings(strings)]).then(([Component]) => {
        loader.loaded = Component;
        return { default: Component };
      }));
    cached = loader;
    loaders.set(load, cached);
  }
  return cached;
}

function panelOf<P extends PanelPlace>(
  load: () => Promise<ComponentType<PanelProps[P]>>,
  strings: readonly string[],
): Panel<P> {
  const loader = loaderOf(load, strings);
  return { Component: loader.loaded ?? loader.lazy, preload: loader.preload };
}

/**
 * Places over every page of the shell: their panels, like the menus' badges, load with the shell's
 * strings only (i18n/shellStrings.ts) and load their feature's strings themselves when they open
 * more, so a page that shows nothing of the feature loads none of its strings.
 */
const SHELL_PLACES: ReadonlySet<PanelPlace> = new Set(['shellFloating']);

/**
 * Loads every feature's panel for these places, with their strings: a route that hosts them
 * waits for this beside its own code (app/routeSlots.ts), so its page shows them in its first paint.
 */
export async function preloadPanels(
  features: readonly Feature[],
  places: readonly PanelPlace[],
): Promise<void> {
  await Promise.all(places.flatMap((place) => panelsIn(features, place).map((panel) => panel.preload())));
}

/** Every feature's panel for this place, in the features' order. */
export function panelsIn<P extends PanelPlace>(features: readonly Feature[], place: P): Panel<P>[] {
  return features.flatMap((feature) => {
    const load = feature.panels?.[place];
    if (!load) return [];
    return [panelOf(load, SHELL_PLACES.has(place) ? [] : (feature.strings ?? []))];
  });
}
