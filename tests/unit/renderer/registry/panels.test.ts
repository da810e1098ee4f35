import { describe, expect, it, vi } from 'vitest';
import type { Feature, PanelProps } from '../../../../renderer/src/registry/feature';
import { panelsIn, preloadPanels } from '../../../../renderer/src/registry/panels';

/** A page shows the panels other features declare for its places, each loaded once on demand. */

const Aside = (_props: PanelProps['programAside']) => null;

describe('panels', () => {
  it("gives one panel per feature that declares the place, in the features' order", () => {
    const first = vi.fn(async () => Aside);
    const second = vi.fn(async () => Aside);
    const features: Feature[] = [
      { panels: { programAside: first } },
      {},
      { panels: { programAside: second } },
    ];
    expect(panelsIn(features, 'programAside')).toHaveLength(2);
    expect(first).not.toHaveBeenCalled();
  });

  it('keeps the same component across calls, so a panel is not mounted anew on each render', () => {
    const features: Feature[] = [{ panels: { programAside: async () => Aside } }];
    expect(panelsIn(features, 'programAside')[0]?.Component).toBe(
      panelsIn(features, 'programAside')[0]?.Component,
    );
  });

  it('loads a panel once however often it is preloaded', () => {
    const load = vi.fn(async () => Aside);
    const features: Feature[] = [{ panels: { programAside: load } }];
    panelsIn(features, 'programAside')[0]?.preload();
    panelsIn(features, 'programAside')[0]?.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the panel itself once loaded, so a page rendered after its preload shows it without suspending', async () => {
    const Loaded = (_props: PanelProps['programAside']) => null;
    const features: Feature[] = [{ panels: { programAside: async () => Loaded } }];
    expect(panelsIn(features, 'programAside')[0]?.Component).not.toBe(Loaded);
    await preloadPanels(features, ['programAside']);
    expect(panelsIn(features, 'programAside')[0]?.Component).toBe(Loaded);
  });

  it("preloads every feature's panel of the places asked for, and no other place's", async () => {
    const card = vi.fn(async () => () => null);
    const chat = vi.fn(async () => () => null);
    const aside = vi.fn(async () => Aside);
    const features: Feature[] = [
      { panels: { personActions: card, programAside: aside } },
      { panels: { personActions: chat } },
    ];
    await preloadPanels(features, ['personActions']);
    expect(card).toHaveBeenCalledTimes(1);
    expect(chat).toHaveBeenCalledTimes(1);
    expect(aside).not.toHaveBeenCalled();
  });
});
