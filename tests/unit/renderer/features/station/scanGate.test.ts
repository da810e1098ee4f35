import { describe, expect, it } from 'vitest';
import { SCAN_LOOKUP_THROTTLE_MS } from '@shared/constants';
import {
  gateScan,
  OPEN_SCAN_GATE,
  type ScanGateState,
} from '../../../../../renderer/src/features/station/scanGate';

/** Feeds sightings [ms, code] through the gate; returns the codes looked up, with their times. */
function lookups(sightings: [number, string][], throttleMs = SCAN_LOOKUP_THROTTLE_MS): [number, string][] {
  let state: ScanGateState = OPEN_SCAN_GATE;
  const accepted: [number, string][] = [];
  for (const [at, code] of sightings) {
    const step = gateScan(state, code, at, throttleMs);
    state = step.state;
    if (step.accept) accepted.push([at, code]);
  }
  return accepted;
}

/** A code seen by the camera at 10 fps from `from` to `to` (inclusive). */
const held = (code: string, from: number, to: number): [number, string][] =>
  Array.from({ length: Math.floor((to - from) / 100) + 1 }, (_, i) => [from + i * 100, code]);

describe('camera lookup throttle (spec §9, DECISIONS 16)', () => {
  it('looks the first code up at once', () => {
    expect(lookups([[0, 'A']])).toEqual([[0, 'A']]);
  });

  it('makes one request of a ticket held in front of the camera, however long', () => {
    expect(lookups(held('A', 0, 10_000))).toEqual([[0, 'A']]);
  });

  it('looks the same ticket up again once it was out of sight for the throttle time', () => {
    expect(lookups([...held('A', 0, 500), ...held('A', 2500, 2600)])).toEqual([
      [0, 'A'],
      [2500, 'A'],
    ]);
  });

  it('keeps the same ticket silent when it returns within the throttle time', () => {
    expect(lookups([...held('A', 0, 500), ...held('A', 2400, 2600)])).toEqual([[0, 'A']]);
  });

  it('holds a different ticket back until 2000 ms after the previous lookup', () => {
    expect(lookups([...held('A', 0, 300), ...held('B', 400, 3000)])).toEqual([
      [0, 'A'],
      [2000, 'B'],
    ]);
  });

  it('lets a different ticket through right at the throttle boundary, not a millisecond before', () => {
    expect(
      lookups([
        [0, 'A'],
        [1999, 'B'],
        [2000, 'B'],
      ]),
    ).toEqual([
      [0, 'A'],
      [2000, 'B'],
    ]);
  });

  it('follows the throttle it is given', () => {
    expect(lookups([...held('A', 0, 0), ...held('B', 100, 600)], 500)).toEqual([
      [0, 'A'],
      [500, 'B'],
    ]);
  });
});
