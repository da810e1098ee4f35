import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('DIRECTORY_INDEX_BUDGET_MB', () => {
  it('is 256 MiB unless set, in MiB when set, and at least 1', () => {
    expect(loadConfig({}).directoryIndexBudgetBytes).toBe(256 * 1024 * 1024);
    expect(loadConfig({ DIRECTORY_INDEX_BUDGET_MB: '64' }).directoryIndexBudgetBytes).toBe(64 * 1024 * 1024);
    expect(() => loadConfig({ DIRECTORY_INDEX_BUDGET_MB: '0' })).toThrow(
      'Invalid configuration: DIRECTORY_INDEX_BUDGET_MB',
    );
  });
});
