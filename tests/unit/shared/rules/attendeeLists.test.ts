import { describe, expect, it } from 'vitest';
import { listShows } from '@shared/rules/attendeeLists';

describe('listShows', () => {
  it.each([
    ['all', null, true],
    ['all', 'fav', true],
    ['all', 'ignored', false],
    ['favourite', 'fav', true],
    ['favourite', null, false],
    ['favourite', 'ignored', false],
    ['ignored', 'ignored', true],
    ['ignored', null, false],
    ['ignored', 'fav', false],
  ] as const)('list %s shows a person tagged %s: %s', (list, tag, shown) => {
    expect(listShows(list, tag)).toBe(shown);
  });
});
