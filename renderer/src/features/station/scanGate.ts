/**
 * The camera scanner's lookup throttle (spec §9: once per 2000 ms; DECISIONS 16: the same ticket
 * within the throttle is one request). The camera reads a held-up code ten times a second, so:
 * - a code is looked up at most once per `throttleMs` from the previous lookup, whatever it is;
 * - the same code stays silent while it keeps being seen: each sighting extends its quiet time,
 *   so a ticket held in front of the camera is one request, and showing it again after a pause of
 *   `throttleMs` is a new one.
 * Pure, with an explicit clock, so the rule is tested without timers.
 */
export interface ScanGateState {
  /** When the last lookup went out. */
  lastLookupAt: number | null;
  /** The last code that went out, and when it was last seen. */
  lastCode: string | null;
  lastSeenAt: number | null;
}

export const OPEN_SCAN_GATE: ScanGateState = { lastLookupAt: null, lastCode: null, lastSeenAt: null };

export interface ScanGateStep {
  state: ScanGateState;
  /** True: look this code up now. */
  accept: boolean;
}

export function gateScan(state: ScanGateState, code: string, now: number, throttleMs: number): ScanGateStep {
  if (code === state.lastCode && state.lastSeenAt !== null && now - state.lastSeenAt < throttleMs) {
    return { state: { ...state, lastSeenAt: now }, accept: false };
  }
  if (state.lastLookupAt !== null && now - state.lastLookupAt < throttleMs) {
    return { state, accept: false };
  }
  return { state: { lastLookupAt: now, lastCode: code, lastSeenAt: now }, accept: true };
}
