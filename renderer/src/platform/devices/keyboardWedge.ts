/**
 * Keyboard-wedge scanners type the code as keystrokes, usually ending with Enter. A person types
 * far slower than a scanner, so a code is a burst of characters each at most `maxGapMs` after the
 * previous one, ended by a terminator key or, for scanners configured without one, by `idleMs`
 * without keys (the spec: handheld input is processed after 1 s). Pure: the DOM listener
 * (keyboardWedgeListener.ts) feeds it keys and its idle timer.
 */

export interface WedgeOptions {
  /** Longest pause between two characters of one code. */
  maxGapMs: number;
  /** Quiet time after which a buffered code is taken as complete. */
  idleMs: number;
  /** Shorter bursts are typing, not scans. */
  minLength: number;
  /** KeyboardEvent.key values that end a code. */
  terminators: readonly string[];
}

export const DEFAULT_WEDGE_OPTIONS: WedgeOptions = {
  maxGapMs: 50,
  idleMs: 1000,
  minLength: 4,
  terminators: ['Enter'],
};

export interface WedgeState {
  buffer: string;
  /** When the last character arrived. */
  lastAt: number | null;
}

export const EMPTY_WEDGE: WedgeState = { buffer: '', lastAt: null };

export interface WedgeStep {
  state: WedgeState;
  /** A complete code, when this step finished one. */
  code?: string;
  /** The key belonged to a scan (its terminator): the page should not act on it too. */
  consumed?: boolean;
}

/** One keydown: `key` is KeyboardEvent.key, `at` a millisecond clock. */
export function wedgeKey(
  state: WedgeState,
  key: string,
  at: number,
  options: WedgeOptions = DEFAULT_WEDGE_OPTIONS,
): WedgeStep {
  if (options.terminators.includes(key)) {
    if (state.buffer.length >= options.minLength) {
      return { state: EMPTY_WEDGE, code: state.buffer, consumed: true };
    }
    return { state: EMPTY_WEDGE };
  }
  // Shift (for capitals), Control, arrows… are not characters and do not break a burst.
  if ([...key].length !== 1) return { state };
  const continues = state.lastAt !== null && at - state.lastAt <= options.maxGapMs;
  return { state: { buffer: continues ? state.buffer + key : key, lastAt: at } };
}

/** The idle timer ran out: a long enough burst is a code; anything else is dropped. */
export function wedgeIdle(state: WedgeState, options: WedgeOptions = DEFAULT_WEDGE_OPTIONS): WedgeStep {
  if (state.buffer.length >= options.minLength) return { state: EMPTY_WEDGE, code: state.buffer };
  return { state: EMPTY_WEDGE };
}
