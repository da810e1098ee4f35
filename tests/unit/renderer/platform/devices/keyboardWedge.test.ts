import { describe, expect, it } from 'vitest';
import {
  DEFAULT_WEDGE_OPTIONS,
  EMPTY_WEDGE,
  wedgeIdle,
  wedgeKey,
  type WedgeState,
} from '../../../../../renderer/src/platform/devices/keyboardWedge';

/** Keys as [key, ms since the previous key]; `idle` runs the 1 s timer where the listener would. */
type Stroke = [key: string, gapMs: number] | 'idle';

/** Plays keystrokes through the reducer as the DOM listener does; returns codes and consumed keys. */
function play(strokes: Stroke[]) {
  let state: WedgeState = EMPTY_WEDGE;
  let at = 1_000;
  const codes: string[] = [];
  const consumed: string[] = [];
  for (const stroke of strokes) {
    const step = stroke === 'idle' ? wedgeIdle(state) : wedgeKey(state, stroke[0], (at += stroke[1]));
    state = step.state;
    if (step.code) codes.push(step.code);
    if (step.consumed && stroke !== 'idle') consumed.push(stroke[0]);
  }
  return { codes, consumed, state };
}

/** A scanner typing `text` at `gapMs` per character, then `end`. */
function scanner(text: string, gapMs = 8, end: string | null = 'Enter'): Stroke[] {
  const keys: Stroke[] = [...text].map((c, i) => [c, i === 0 ? 500 : gapMs]);
  return end ? [...keys, [end, gapMs]] : keys;
}

describe('keyboard-wedge scans', () => {
  it('takes a fast burst ended by Enter as one code, and keeps Enter from the page', () => {
    const { codes, consumed } = play(scanner('https://x.example/tickets/T-123'));
    expect(codes).toEqual(['https://x.example/tickets/T-123']);
    expect(consumed).toEqual(['Enter']);
  });

  it('takes a burst without a terminator once the input has been quiet (1 s)', () => {
    expect(play([...scanner('T-000123', 8, null), 'idle']).codes).toEqual(['T-000123']);
    expect(DEFAULT_WEDGE_OPTIONS.idleMs).toBe(1000);
  });

  it('reads two scans in a row as two codes', () => {
    expect(play([...scanner('T-1111'), ...scanner('T-2222')]).codes).toEqual(['T-1111', 'T-2222']);
  });

  it('ignores typing: characters further apart than a scanner sends them', () => {
    const typed: Stroke[] = [
      ['T', 500],
      ['-', 180],
      ['1', 150],
      ['2', 210],
      ['3', 160],
      ['Enter', 200],
    ];
    const { codes, consumed } = play(typed);
    expect(codes).toEqual([]);
    expect(consumed).toEqual([]);
  });

  it('starts a new code when a burst follows a pause, dropping the typed prefix', () => {
    const strokes: Stroke[] = [['x', 0], ['y', 300], ...scanner('T-4567')];
    expect(play(strokes).codes).toEqual(['T-4567']);
  });

  it('keeps capitals: Shift between characters neither breaks nor enters the code', () => {
    const strokes: Stroke[] = [
      ['Shift', 500],
      ['T', 5],
      ['Shift', 5],
      ['-', 5],
      ['9', 5],
      ['9', 5],
      ['Enter', 5],
    ];
    expect(play(strokes).codes).toEqual(['T-99']);
  });

  it('drops bursts shorter than a code, on Enter and on idle', () => {
    expect(play(scanner('ab')).codes).toEqual([]);
    const { codes, state } = play([...scanner('abc', 8, null), 'idle']);
    expect(codes).toEqual([]);
    expect(state).toEqual(EMPTY_WEDGE);
  });

  it('accepts a scanner that is slower per character within the gap allowed', () => {
    expect(play(scanner('T-5555', DEFAULT_WEDGE_OPTIONS.maxGapMs)).codes).toEqual(['T-5555']);
    expect(play(scanner('T-5555', DEFAULT_WEDGE_OPTIONS.maxGapMs + 1)).codes).toEqual([]);
  });
});
