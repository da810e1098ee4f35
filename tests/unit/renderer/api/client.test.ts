import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../../renderer/src/api/client';
import { ClientErrorCode } from '../../../../renderer/src/api/errors';

/** A 200 answer whose body never arrives whole: what a page sees when it navigates away mid-read. */
function cutOffAnswer(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"data":'));
      controller.error(new TypeError('network error'));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

describe('api client answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes a body cut off on the way for a network failure, which keeps the session', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => cutOffAnswer()),
    );
    await expect(api('eventList', {})).rejects.toMatchObject({
      code: ClientErrorCode.Network,
      isNetwork: true,
    });
  });

  it('takes a whole body that is not JSON for a bad answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 200 })),
    );
    await expect(api('eventList', {})).rejects.toMatchObject({
      code: ClientErrorCode.BadResponse,
      isNetwork: false,
    });
  });
});
