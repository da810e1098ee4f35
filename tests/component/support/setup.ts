import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { englishBlocks } from 'virtual:i18n-strings';
import '../../../renderer/src/zodConfig';
import { features } from '../../../renderer/src/app/features';
import { preloadPanels } from '../../../renderer/src/registry/panels';
import type { PanelPlace } from '../../../renderer/src/registry/feature';
import { i18n } from '../../../renderer/src/i18n';
import { loadStrings } from '../../../renderer/src/i18n/parts';

/**
 * Every component test: the app's i18next with the real English catalogue, every block of it in
 * (as the screens' routes load theirs), the features' panels loaded, and nothing of one test left
 * for the next.
 */

/** Requests a screen made: component tests never reach a server (seed the query cache instead). */
const requests: string[] = [];

beforeAll(async () => {
  globalThis.fetch = (input: RequestInfo | URL) => {
    requests.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new Error('component tests reach no server: seed the query cache'));
  };
  globalThis.WebSocket = class {
    constructor(url: string | URL) {
      requests.push(`WebSocket ${String(url)}`);
      throw new Error('component tests reach no server: no live topics');
    }
  } as unknown as typeof WebSocket;
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
  await loadStrings(Object.keys(englishBlocks));
  // Every feature's panels, as a page's route loads those it shows (app/routeSlots.ts): they are in
  // the first paint, and none is still loading when a test ends.
  const places = new Set(features.flatMap((feature) => Object.keys(feature.panels ?? {}) as PanelPlace[]));
  await preloadPanels(features, [...places]);
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  const made = requests.splice(0);
  if (made.length > 0) {
    throw new Error(`The screen asked the server (${made.join(', ')}): seed its queries in the cache.`);
  }
});
