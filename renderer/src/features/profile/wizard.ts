import { categoryLimitExceeded, hasCategoryAnswer } from '@shared/rules/participantProfile';
import type { CategoryQuestion, EventDetails } from '@shared/schemas/event';
import type { CategoryAnswer } from '@shared/schemas/participants';
import { answersTo, categoryLimits } from './categoryRules';
import type { ProfileDraft } from './profileDraft';

/** Spec networking §2: the profile wizard's steps, in order. */
export const WIZARD_STEPS = ['company', 'offerSeek', 'participantType', 'categories'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** What each step edits of the profile. */
const STEP_FIELDS = {
  company: ['company', 'jobTitle', 'present'],
  offerSeek: ['offer', 'seek'],
  participantType: ['typeId'],
  categories: ['categories'],
} as const satisfies Record<WizardStep, readonly (keyof ProfileDraft)[]>;

export const nextStep = (step: WizardStep): WizardStep | null =>
  WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;

export const previousStep = (step: WizardStep): WizardStep | null =>
  WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;

/**
 * An answer as it compares: options in a fixed order (choosing A then B is choosing B then A),
 * text trimmed; an answer that says nothing is no answer.
 */
function answerKey({ categoryId, selectedCategoryIds, value }: CategoryAnswer): string | null {
  const ids = [...(selectedCategoryIds ?? [])].sort();
  const typed = (value ?? '').trim();
  return ids.length === 0 && typed === '' ? null : JSON.stringify([categoryId, ids, typed]);
}

const answersKey = (answers: readonly CategoryAnswer[]) =>
  answers
    .map(answerKey)
    .filter((k) => k !== null)
    .sort()
    .join('|');

/**
 * Spec §4: "leaving a step saves unless nothing changed". A step changed when one of its fields
 * differs from what was saved as the server would store it: text by its trimmed value (spaces
 * typed and removed again are no change), category answers whatever order the options were
 * chosen in.
 */
export function stepChanged(step: WizardStep, saved: ProfileDraft, draft: ProfileDraft): boolean {
  return STEP_FIELDS[step].some((field) =>
    field === 'categories'
      ? answersKey(saved.categories) !== answersKey(draft.categories)
      : saved[field].trim() !== draft[field].trim(),
  );
}

/** Why a step may not be left forward: an i18n key and its values. */
export interface StepProblem {
  key: string;
  params?: Record<string, number>;
}

/**
 * Spec §5: moving forward without a participant type says "Please select your participant type";
 * the categories are required, and no question takes more options than maxSelectableOptionCount.
 * The first step also asks a hybrid event's participant where they attend from when they have not
 * said (presence is '' only then, profileDraft.ts presenceFor): every save needs it. The rest is
 * optional.
 */
export function stepProblem(
  step: WizardStep,
  draft: ProfileDraft,
  questions: readonly CategoryQuestion[],
): StepProblem | null {
  if (step === 'company') {
    return draft.present ? null : { key: 'profile.wizard.presentRequired' };
  }
  if (step === 'participantType') {
    return draft.typeId ? null : { key: 'profile.wizard.typeRequired' };
  }
  // An event (or a type) asked no questions has nothing to require.
  if (step !== 'categories' || questions.length === 0) return null;
  const answers = answersTo(questions, draft.categories);
  if (!hasCategoryAnswer(answers)) return { key: 'profile.wizard.categoriesRequired' };
  const over = categoryLimitExceeded(answers, categoryLimits(questions));
  return over
    ? { key: 'validation.error.categoryLimit', params: { count: over.count, max: over.max } }
    : null;
}

/**
 * Spec §2: after the last step the user goes to the attendees, the program or the event's index
 * page (its landing page, `landingPath`), as the event says (`afterWizard`).
 */
export function wizardDestination(
  eventId: string,
  afterWizard: EventDetails['afterWizard'],
  landingPath: string,
): string {
  if (afterWizard === 'attendees') return `/event/${eventId}/attendees`;
  if (afterWizard === 'sessions') return `/event/${eventId}/sessions`;
  return landingPath;
}
