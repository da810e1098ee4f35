import { describe, expect, it } from 'vitest';
import { PROFILE_COMPLETE_POINTS } from '@shared/constants';
import {
  categoryLimitExceeded,
  hasCategoryAnswer,
  isProfileComplete,
  missingProfilePoints,
  profilePoints,
  type CategorySelection,
} from '@shared/rules/participantProfile';

const select = (categoryId: string, count: number): CategorySelection => ({
  categoryId,
  selectedCategoryIds: Array.from({ length: count }, (_, i) => `${categoryId}-${i}`),
});
const typed = (categoryId: string, value: string): CategorySelection => ({ categoryId, value });

describe('category answers', () => {
  it('count as given when an option is chosen or text typed, not when empty or blank', () => {
    expect(hasCategoryAnswer([])).toBe(false);
    expect(hasCategoryAnswer([select('a', 0), typed('b', '   ')])).toBe(false);
    expect(hasCategoryAnswer([select('a', 0), typed('b', 'robots')])).toBe(true);
    expect(hasCategoryAnswer([select('a', 1)])).toBe(true);
  });

  it('are limited per question by maxSelectableOptionCount', () => {
    const answers = [select('a', 3), typed('t', 'x'.repeat(50)), select('b', 4)];
    expect(categoryLimitExceeded(answers, 4)).toBeNull();
    expect(categoryLimitExceeded(answers, 3)).toEqual({ index: 2, count: 4, max: 3 });
    expect(categoryLimitExceeded(answers, 2)).toEqual({ index: 0, count: 3, max: 2 });
  });

  it('are limited by each question’s own maximum when given by question', () => {
    const answers = [select('a', 3), typed('t', 'x'.repeat(50)), select('b', 4)];
    expect(categoryLimitExceeded(answers, { a: 3, b: null })).toBeNull();
    expect(categoryLimitExceeded(answers, { a: 3, b: 2 })).toEqual({ index: 2, count: 4, max: 2 });
    expect(categoryLimitExceeded(answers, { a: 1, b: 2 })).toEqual({ index: 0, count: 3, max: 1 });
    expect(categoryLimitExceeded(answers, {})).toBeNull();
  });

  it('are not limited when the event sets no maximum', () => {
    for (const none of [null, undefined, 0])
      expect(categoryLimitExceeded([select('a', 50)], none)).toBeNull();
  });
});

describe('profile completeness', () => {
  const full = {
    profilePhoto: '/photos/u1/xl.jpg',
    company: 'Lanyard',
    jobTitle: 'Engineer',
    offer: 'Robots',
    seek: null,
    biography: 'Builds robots.',
    categories: [select('interests', 2)],
  };

  it('earns one point per criterion, six in all', () => {
    expect(profilePoints(full)).toBe(6);
    expect(profilePoints({})).toBe(0);
    expect(missingProfilePoints({})).toEqual([
      'photo',
      'company',
      'jobTitle',
      'offerOrSeek',
      'biography',
      'categories',
    ]);
  });

  it('gives one point for offer or seek, not two', () => {
    expect(profilePoints({ offer: 'a', seek: 'b' })).toBe(1);
    expect(profilePoints({ seek: 'b' })).toBe(1);
  });

  it('counts blank text and unanswered categories as missing', () => {
    expect(missingProfilePoints({ ...full, company: '   ', categories: [select('interests', 0)] })).toEqual([
      'company',
      'categories',
    ]);
  });

  it('is complete at 5 points, not at 4', () => {
    expect(PROFILE_COMPLETE_POINTS).toBe(5);
    const five = { ...full, biography: '' };
    const four = { ...five, profilePhoto: null };
    expect(profilePoints(five)).toBe(5);
    expect(isProfileComplete(five)).toBe(true);
    expect(profilePoints(four)).toBe(4);
    expect(isProfileComplete(four)).toBe(false);
  });
});
