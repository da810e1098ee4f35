import type { CategoryLimits } from '@shared/rules/participantProfile';
import type { CategoryQuestion, EventDetails } from '@shared/schemas/event';
import type { CategoryAnswer } from '@shared/schemas/participants';

/**
 * The category questions a participant type is asked (its `categories`; none listed: every one),
 * private ones included — they are the participant's own answers.
 */
export function questionsFor(
  event: Pick<EventDetails, 'categories' | 'participantTypes'>,
  typeId: string,
): CategoryQuestion[] {
  const asked = event.participantTypes.find((t) => t.id === typeId)?.categories ?? [];
  return asked.length === 0 ? event.categories : event.categories.filter((q) => asked.includes(q.id));
}

/** The answers to the questions asked, leaving out those of questions not shown. */
export const answersTo = (questions: readonly CategoryQuestion[], answers: readonly CategoryAnswer[]) =>
  answers.filter((a) => questions.some((q) => q.id === a.categoryId));

/** Each question's own maxSelectableOptionCount by its id (spec §5), as the shared rules take them. */
export const categoryLimits = (questions: readonly CategoryQuestion[]): CategoryLimits =>
  Object.fromEntries(questions.map((q) => [q.id, q.maxSelectableOptionCount]));
