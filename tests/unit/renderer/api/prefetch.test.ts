import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The renderer's storage is the browser's; here a map stands in for it, holding a session.
const stored = new Map<string, string>();
vi.mock('@platform/storage', () => ({
  storage: {
    get: (key: string) => stored.get(key) ?? null,
    set: (key: string, value: string) => void stored.set(key, value),
    remove: (key: string) => void stored.delete(key),
    clear: () => stored.clear(),
  },
}));
// Build-time constants of renderer/src/config.ts (vite `define`).
vi.stubGlobal('__APP_VERSION__', '0.0.0-test');
vi.stubGlobal('__BUILD_TIME__', '2026-01-01T00:00:00.000Z');

const { apiPrefetched, prefetch, PREFETCH_TTL_MS } = await import('../../../../renderer/src/api/prefetch');

/** The URLs fetched; every answer is a health answer, valid for the routes these tests call. */
let calls: string[];

beforeEach(() => {
  calls = [];
  stored.set('lanyard.user', JSON.stringify({ token: 't', refreshToken: 'r', username: 'a@b.co' }));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify({ data: { status: 'ok', db: 'pglite' } }), { status: 200 });
  });
});

afterEach(() => {
  vi.useRealTimers();
  stored.clear();
});

describe('prefetch', () => {
  it('hands the screen the answer of the call started with the navigation, once', async () => {
    prefetch('health', {});
    expect(calls).toHaveLength(1);
    const signal = new AbortController().signal;
    await expect(apiPrefetched('health', { signal })).resolves.toEqual({ status: 'ok', db: 'pglite' });
    expect(calls).toHaveLength(1);

    await apiPrefetched('health', {});
    expect(calls).toHaveLength(2);
  });

  it('does not hand over the answer of other parameters', async () => {
    prefetch('eventDetails', { query: { id: 'e1' } });
    await apiPrefetched('eventDetails', { query: { id: 'e2' } }).catch(() => undefined);
    expect(calls).toEqual(['/v1/event/details?id=e1', '/v1/event/details?id=e2']);
  });

  it('does not hand over an answer older than the TTL: the screen asks again', async () => {
    prefetch('health', {});
    vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
    await apiPrefetched('health', {});
    expect(calls).toHaveLength(2);
  });

  it('starts nothing without a stored session', () => {
    stored.clear();
    prefetch('health', {});
    expect(calls).toEqual([]);
  });
});
