import { describe, expect, it, vi } from 'vitest';
import type { Feature, PanelProps } from '../../../../renderer/src/registry/feature';
import { panelsIn } from '../../../../renderer/src/registry/panels';

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
});
