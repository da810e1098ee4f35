import { PROFILE_COMPLETE_POINTS } from '../constants';

/**
 * An answer to one of the event's category questions (spec networking §3: categoryId, type,
 * selectedCategoryIds or value): the options chosen for a select question, the text typed for a
 * text question. The same shape as the directory's categoryAnswer (shared/schemas/participants.ts),
 * so a stored participant and a typed form both fit.
 */
export interface CategorySelection {
  categoryId: string;
  selectedCategoryIds?: readonly string[];
  value?: string;
}

/** Whether the answer says something: at least one option chosen, or some text typed. */
const isAnswered = (answer: CategorySelection): boolean =>
  (answer.selectedCategoryIds?.length ?? 0) > 0 || (answer.value ?? '').trim() !== '';

/** Spec §5 "Categories are required": at least one of the event's questions answered. */
export const hasCategoryAnswer = (answers: readonly CategorySelection[]): boolean => answers.some(isAnswered);

/** A select answer with more options than the event allows, and by how much. */
export interface CategoryLimitExceeded {
  /** Index of the answer in the list. */
  index: number;
  /** Options chosen. */
  count: number;
  /** The question's maxSelectableOptionCount. */
  max: number;
}

/**
 * The maxSelectableOptionCount to apply: one for every answer, or each question's own by its
 * categoryId (the event's categories carry one each). Null, undefined or 0: no limit.
 */
export type CategoryLimits = number | null | undefined | Readonly<Record<string, number | null | undefined>>;

const limitOf = (limits: CategoryLimits, categoryId: string): number | null | undefined =>
  typeof limits === 'object' && limits !== null ? limits[categoryId] : limits;

/**
 * Spec §5: "multi-select is limited by maxSelectableOptionCount", per question. The first answer
 * over its limit, or null; a question without the setting (null, undefined, 0) sets no limit here
 * (the body's list bound still applies).
 */
export function categoryLimitExceeded(
  answers: readonly CategorySelection[],
  limits: CategoryLimits,
): CategoryLimitExceeded | null {
  for (const [index, answer] of answers.entries()) {
    const max = limitOf(limits, answer.categoryId);
    const count = answer.selectedCategoryIds?.length ?? 0;
    if (max && count > max) return { index, count, max };
  }
  return null;
}

/** What completeness reads of a profile: a participant as stored, listed or typed in the form. */
export interface ProfileForCompleteness {
  profilePhoto?: string | null;
  company?: string | null;
  jobTitle?: string | null;
  offer?: string | null;
  seek?: string | null;
  biography?: string | null;
  categories?: readonly CategorySelection[] | null;
}

const filled = (s: string | null | undefined): boolean => typeof s === 'string' && s.trim() !== '';

/**
 * How a profile earns its points. The spec says only "A profile is complete at 5 points" (§3, §9),
 * not how points are earned; so one point for each thing that makes a person worth meeting in the
 * directory, the things the profile wizard asks for (company, offerSeek, categories) and the card
 * shows (photo, job line, biography): six in all, so a complete profile may leave one out. Name,
 * surname, e-mail and presence are required, so they earn nothing.
 */
const CRITERIA = {
  photo: (p: ProfileForCompleteness) => filled(p.profilePhoto),
  company: (p: ProfileForCompleteness) => filled(p.company),
  jobTitle: (p: ProfileForCompleteness) => filled(p.jobTitle),
  offerOrSeek: (p: ProfileForCompleteness) => filled(p.offer) || filled(p.seek),
  biography: (p: ProfileForCompleteness) => filled(p.biography),
  categories: (p: ProfileForCompleteness) => hasCategoryAnswer(p.categories ?? []),
} as const;
export type CompletenessCriterion = keyof typeof CRITERIA;

/** The criteria the profile does not meet yet, in the order above (what the form may suggest next). */
export const missingProfilePoints = (profile: ProfileForCompleteness): CompletenessCriterion[] =>
  (Object.keys(CRITERIA) as CompletenessCriterion[]).filter((c) => !CRITERIA[c](profile));

/** The profile's points: one per criterion met. */
export const profilePoints = (profile: ProfileForCompleteness): number =>
  Object.keys(CRITERIA).length - missingProfilePoints(profile).length;

/** Spec §3: complete at PROFILE_COMPLETE_POINTS points. */
export const isProfileComplete = (profile: ProfileForCompleteness): boolean =>
  profilePoints(profile) >= PROFILE_COMPLETE_POINTS;
