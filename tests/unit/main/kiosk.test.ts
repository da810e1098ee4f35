import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCrashGuard, createIdleTimer } from '../../../main/kiosk';

describe('createIdleTimer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resets after the timeout without input', () => {
    const onIdle = vi.fn();
    createIdleTimer(120_000, onIdle);
    vi.advanceTimersByTime(119_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts counting again at every input', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(60_000, onIdle);
    vi.advanceTimersByTime(50_000);
    timer.touch();
    vi.advanceTimersByTime(50_000);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('resets an untouched kiosk once, not over and over', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(60_000, onIdle);
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timer.touch();
    vi.advanceTimersByTime(60_000);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('never fires once stopped, even when touched', () => {
    const onIdle = vi.fn();
    const timer = createIdleTimer(60_000, onIdle);
    timer.stop();
    timer.touch();
    vi.advanceTimersByTime(10 * 60_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});

describe('createCrashGuard', () => {
  const options = { maxCrashes: 3, windowMs: 60_000, loopDelayMs: 30_000 };

  it('reloads at once after an occasional crash', () => {
    const guard = createCrashGuard(options);
    expect(guard.onCrash(0)).toBe(0);
    expect(guard.onCrash(120_000)).toBe(0);
    expect(guard.onCrash(240_000)).toBe(0);
    expect(guard.onCrash(360_000)).toBe(0);
  });

  it('waits between reloads while the page keeps crashing, and recovers when it stops', () => {
    const guard = createCrashGuard(options);
    expect([0, 1_000, 2_000].map((t) => guard.onCrash(t))).toEqual([0, 0, 0]);
    expect(guard.onCrash(3_000)).toBe(30_000);
    expect(guard.onCrash(33_000)).toBe(30_000);
    // A minute after the loop's crashes, one more crash is occasional again.
    expect(guard.onCrash(200_000)).toBe(0);
  });
});
