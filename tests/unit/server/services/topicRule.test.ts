import { describe, expect, it } from 'vitest';
import { forbidden, notFound } from '../../../../server/http/errors';
import { unlessRefused } from '../../../../server/services/topicRule';

describe('topic rule helpers (server/services/topicRule.ts)', () => {
  it('turns an access refusal (403, 404) into null', async () => {
    expect(await unlessRefused(Promise.reject(notFound('Event')))).toBeNull();
    expect(await unlessRefused(Promise.reject(forbidden('no')))).toBeNull();
  });

  it('passes a granted check through', async () => {
    expect(await unlessRefused(Promise.resolve({ participantId: 'p' }))).toEqual({ participantId: 'p' });
  });

  it('lets any other failure propagate', async () => {
    await expect(unlessRefused(Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });
});
