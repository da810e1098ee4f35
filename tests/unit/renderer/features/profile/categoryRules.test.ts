import { describe, expect, it } from 'vitest';
import { categoryLimitExceeded } from '@shared/rules/participantProfile';
import { categoryLimits, questionsFor } from '../../../../../renderer/src/features/profile/categoryRules';
import { aQuestion, aType } from './builders';

const questions = [aQuestion({ id: 'q1', maxSelectableOptionCount: 1 }), aQuestion({ id: 'q2' })];
const event = { categories: questions, participantTypes: [aType('visitor'), aType('exhibitor', ['q2'])] };

describe('questionsFor', () => {
  it('asks a type its own questions, every question when it lists none', () => {
    expect(questionsFor(event, 'exhibitor').map((q) => q.id)).toEqual(['q2']);
    expect(questionsFor(event, 'visitor').map((q) => q.id)).toEqual(['q1', 'q2']);
    expect(questionsFor(event, 'unknown').map((q) => q.id)).toEqual(['q1', 'q2']);
  });
});

describe('categoryLimits', () => {
  it('gives each question its own limit, which the shared rule applies per answer', () => {
    const limits = categoryLimits(questions);
    expect(limits).toEqual({ q1: 1, q2: null });
    const answers = [
      { categoryId: 'q2', selectedCategoryIds: ['q2-a', 'q2-b', 'q2-c'] },
      { categoryId: 'q1', selectedCategoryIds: ['q1-a', 'q1-b'] },
    ];
    expect(categoryLimitExceeded(answers, limits)).toEqual({ index: 1, count: 2, max: 1 });
    expect(categoryLimitExceeded(answers.slice(0, 1), limits)).toBeNull();
  });
});
