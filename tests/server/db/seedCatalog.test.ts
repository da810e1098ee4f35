import { describe, expect, it } from 'vitest';
import { PROFILE_MAX_SELECTIONS } from '@shared/constants';
import { CATEGORIES } from '../../../server/db/seed/catalog';

describe('the demo’s profile questions', () => {
  it('let an industries question take at most 8 choices (spec networking §5), so the 9th is refused (the profile body’s categoryLimit rule)', () => {
    const industries = CATEGORIES.filter((c) => /industr/i.test(c.id));
    expect(industries.map((c) => c.id)).toEqual(['industry', 'boothIndustries']);
    for (const question of industries) {
      expect(question.maxSelectableOptionCount).toBe(PROFILE_MAX_SELECTIONS);
    }
  });
});
