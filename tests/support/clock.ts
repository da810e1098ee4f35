/** A clock the test moves by hand; pass `now` to createTestApp. Starts at a fixed instant. */
export function createTestClock(start = Date.UTC(2026, 4, 12, 9, 0, 0)) {
  let current = start;
  return {
    now: () => current,
    advance(ms: number) {
      current += ms;
    },
    set(instant: number) {
      current = instant;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;
