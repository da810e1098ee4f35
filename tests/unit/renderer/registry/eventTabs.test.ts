import { describe, expect, it } from 'vitest';
import { eventTabsIn } from '../../../../renderer/src/registry/eventTabs';
import type { EventTab, Feature } from '../../../../renderer/src/registry/feature';

const tab = (id: EventTab['id'], order: number): EventTab => ({
  id,
  labelKey: `eventTabs.${id}`,
  path: id,
  order,
});

describe('event tabs', () => {
  it("lists every feature's tabs by their order, not by the features' order", () => {
    const declared: Feature[] = [
      { eventTabs: [tab('speakers', 30)] },
      {},
      { eventTabs: [tab('program', 20)] },
    ];
    expect(eventTabsIn(declared).map((t) => t.id)).toEqual(['program', 'speakers']);
  });
});
