import { describe, expect, it } from 'vitest';
import { draftFromProfile } from '../../../../../renderer/src/features/profile/profileDraft';
import {
  nextStep,
  previousStep,
  stepChanged,
  stepProblem,
  WIZARD_STEPS,
  wizardDestination,
} from '../../../../../renderer/src/features/profile/wizard';
import { aQuestion, anOwnProfile, EVENT_ID } from './builders';

const saved = draftFromProfile(
  anOwnProfile({
    company: 'Acme',
    jobTitle: 'Engineer',
    offer: 'Robots',
    categories: [{ categoryId: 'q1', selectedCategoryIds: ['q1-a', 'q1-b'] }],
  }),
  'normal',
);

describe('profile wizard steps', () => {
  it('go company, offerSeek, participantType, categories, and no further', () => {
    expect(WIZARD_STEPS).toEqual(['company', 'offerSeek', 'participantType', 'categories']);
    expect(nextStep('company')).toBe('offerSeek');
    expect(nextStep('participantType')).toBe('categories');
    expect(nextStep('categories')).toBeNull();
    expect(previousStep('offerSeek')).toBe('company');
    expect(previousStep('company')).toBeNull();
  });
});

describe('stepChanged (leaving a step saves unless nothing changed)', () => {
  it('sees no change when nothing was touched, or only spaces typed around the text', () => {
    for (const step of WIZARD_STEPS) expect(stepChanged(step, saved, saved)).toBe(false);
    expect(stepChanged('company', saved, { ...saved, company: '  Acme ' })).toBe(false);
  });

  it('sees a change of the step’s own fields only', () => {
    const draft = { ...saved, jobTitle: 'CTO' };
    expect(stepChanged('company', saved, draft)).toBe(true);
    expect(stepChanged('offerSeek', saved, draft)).toBe(false);
    expect(stepChanged('offerSeek', saved, { ...saved, seek: 'Investors' })).toBe(true);
    expect(stepChanged('participantType', saved, { ...saved, typeId: 'exhibitor' })).toBe(true);
  });

  it('compares category answers whatever order the options were chosen in', () => {
    const reordered = { ...saved, categories: [{ categoryId: 'q1', selectedCategoryIds: ['q1-b', 'q1-a'] }] };
    expect(stepChanged('categories', saved, reordered)).toBe(false);
    const emptyAdded = {
      ...saved,
      categories: [...saved.categories, { categoryId: 'q2', selectedCategoryIds: [] }],
    };
    expect(stepChanged('categories', saved, emptyAdded)).toBe(false);
    const another = { ...saved, categories: [{ categoryId: 'q1', selectedCategoryIds: ['q1-a'] }] };
    expect(stepChanged('categories', saved, another)).toBe(true);
  });
});

describe('stepProblem (moving forward)', () => {
  const questions = [
    aQuestion({ id: 'q1', maxSelectableOptionCount: 2 }),
    aQuestion({ id: 'q2', type: 'text' }),
  ];

  it('asks for the participant type', () => {
    expect(stepProblem('participantType', { ...saved, typeId: '' }, questions)).toEqual({
      key: 'profile.wizard.typeRequired',
    });
    expect(stepProblem('participantType', saved, questions)).toBeNull();
  });

  it('requires an answer to one of the questions asked', () => {
    const none = { ...saved, categories: [{ categoryId: 'other', selectedCategoryIds: ['x'] }] };
    expect(stepProblem('categories', none, questions)).toEqual({ key: 'profile.wizard.categoriesRequired' });
    const typed = { ...saved, categories: [{ categoryId: 'q2', value: 'Cobots' }] };
    expect(stepProblem('categories', typed, questions)).toBeNull();
    // No question asked: nothing to answer.
    expect(stepProblem('categories', none, [])).toBeNull();
  });

  it('holds a question to its maxSelectableOptionCount with the counts of the message', () => {
    const three = {
      ...saved,
      categories: [{ categoryId: 'q1', selectedCategoryIds: ['q1-a', 'q1-b', 'q1-c'] }],
    };
    expect(stepProblem('categories', three, questions)).toEqual({
      key: 'validation.error.categoryLimit',
      params: { count: 3, max: 2 },
    });
    expect(stepProblem('categories', saved, questions)).toBeNull();
  });

  it('asks a hybrid event’s participant where they attend from on the first step', () => {
    const hybrid = draftFromProfile(anOwnProfile(), 'hybrid');
    expect(stepProblem('company', hybrid, questions)).toEqual({ key: 'profile.wizard.presentRequired' });
    expect(stepProblem('company', { ...hybrid, present: 'online' }, questions)).toBeNull();
    expect(stepProblem('offerSeek', hybrid, questions)).toBeNull();
  });
});

describe('wizardDestination', () => {
  it('goes to the attendees, the program or the event’s landing page', () => {
    expect(wizardDestination(EVENT_ID, 'attendees', '/x')).toBe(`/event/${EVENT_ID}/attendees`);
    expect(wizardDestination(EVENT_ID, 'sessions', '/x')).toBe(`/event/${EVENT_ID}/sessions`);
    expect(wizardDestination(EVENT_ID, 'index', `/event/${EVENT_ID}`)).toBe(`/event/${EVENT_ID}`);
  });
});
