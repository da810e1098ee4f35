import { describe, expect, it } from 'vitest';
import { createPrefetchCache, PREFETCH_TTL_MS } from '../../../../renderer/src/api/prefetchCache';

/** A prefetch cache over a fake API client that records its calls and answers their number. */
function setup({ session = true } = {}) {
  const calls: string[] = [];
  let clock = 1_000;
  const cache = createPrefetchCache<string>({
    call: async (name, options) => {
      calls.push(`${name} ${JSON.stringify(options)}`);
      return calls.length;
    },
    hasSession: () => session,
    now: () => clock,
  });
  return { cache, calls, advance: (ms: number) => (clock += ms) };
}

describe('prefetch cache', () => {
  it('hands the screen the answer of the call started with the navigation, once', async () => {
    const { cache, calls } = setup();
    cache.start('eventList', { query: {} });
    const signal = new AbortController().signal;
    await expect(cache.take('eventList', { query: {}, signal })).resolves.toBe(1);
    expect(calls).toHaveLength(1);

    await expect(cache.take('eventList', { query: {} })).resolves.toBe(2);
  });

  it('does not hand over the answer of other parameters', async () => {
    const { cache, calls } = setup();
    cache.start('eventDetails', { query: { id: 'e1' } });
    await cache.take('eventDetails', { query: { id: 'e2' } });
    expect(calls).toEqual(['eventDetails {"query":{"id":"e1"}}', 'eventDetails {"query":{"id":"e2"}}']);
  });

  it('does not hand over an answer older than the TTL: the screen asks again', async () => {
    const { cache, calls, advance } = setup();
    cache.start('agendaGet', { query: { eventId: 'e1' } });
    advance(PREFETCH_TTL_MS);
    await expect(cache.take('agendaGet', { query: { eventId: 'e1' } })).resolves.toBe(2);
    expect(calls).toHaveLength(2);
  });

  it('a new navigation starts a new call, whose answer the screen gets', async () => {
    const { cache } = setup();
    cache.start('eventList', { query: {} });
    cache.start('eventList', { query: {} });
    await expect(cache.take('eventList', { query: {} })).resolves.toBe(2);
  });

  it('starts nothing without a stored session', () => {
    const { cache, calls } = setup({ session: false });
    cache.start('eventList', { query: {} });
    expect(calls).toEqual([]);
  });
});
