import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadStrings } from '../i18n/parts';
import type { Feature, PanelPlace, PanelProps } from './feature';

export interface Panel<P extends PanelPlace> {
  Component: LazyExoticComponent<ComponentType<PanelProps[P]>>;
  /** Starts loading its code (as the hosting page opens, before it renders the panel). */
  preload: () => void;
}

// One lazy component per loader, so a panel keeps its identity (and its state) across renders.
const loaded = new WeakMap<() => Promise<unknown>, unknown>();

function panelOf<P extends PanelPlace>(
  load: () => Promise<ComponentType<PanelProps[P]>>,
  strings: readonly string[],
): Panel<P> {
  let cached = loaded.get(load) as Panel<P> | undefined;
  if (!cached) {
    let loading: Promise<{ default: ComponentType<PanelProps[P]> }> | undefined;
    // With its feature's strings, as its routes (app/routeSlots.ts).
    const start = () =>
      (loading ??= Promise.all([load(), loadStrings(strings)]).then(([Component]) => ({
        default: Component,
      })));
    cached = { Component: lazy(start), preload: () => void start() };
    loaded.set(load, cached);
  }
  return cached;
}

/**
 * Places over every page of the shell: their panels, like the menus' badges, load with the shell's
 * strings only (i18n/shellStrings.ts) and load their feature's strings themselves when they open
 * more, so a page that shows nothing of the feature loads none of its strings.
 */
const SHELL_PLACES: ReadonlySet<PanelPlace> = new Set(['shellFloating']);

/** Every feature's panel for this place, in the features' order. */
export function panelsIn<P extends PanelPlace>(features: readonly Feature[], place: P): Panel<P>[] {
  return features.flatMap((feature) => {
    const load = feature.panels?.[place];
    if (!load) return [];
    return [panelOf(load, SHELL_PLACES.has(place) ? [] : (feature.strings ?? []))];
  });
}
