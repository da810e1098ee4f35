import { describe, expect, it } from 'vitest';
import { forbidden, notFound } from '../../../../server/http/errors';
import { passes, unlessRefused } from '../../../../server/services/topicRule';

describe('topic rule helpers (server/services/topicRule.ts)', () => {
  it('turns an access refusal (403, 404) into null or false', async () => {
    expect(await unlessRefused(Promise.reject(notFound('Event')))).toBeNull();
    expect(await passes(Promise.reject(forbidden('no')))).toBe(false);
  });

  it('passes a granted check through', async () => {
    expect(await unlessRefused(Promise.resolve({ participantId: 'p' }))).toEqual({ participantId: 'p' });
    expect(await passes(Promise.resolve({ participantId: 'p' }))).toBe(true);
  });

  it('lets any other failure propagate', async () => {
    await expect(passes(Promise.reject(new Error('database down')))).rejects.toThrow('database down');
  });
});
