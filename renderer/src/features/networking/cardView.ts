import { participantTypeName } from '@shared/rules/participantTypeName';
import { CARD_FIELDS, searchSnippet, type SearchSnippet } from '@shared/rules/searchSnippet';
import type { CategoryQuestion, EventColors, ParticipantTypeSummary } from '@shared/schemas/event';
import type { CategoryAnswer, ParticipantCard, ParticipantMatch } from '@shared/schemas/participants';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The job line of a card (spec networking §2): 'job title at company', or whichever of the two is given. */
export function jobLine(card: Pick<ParticipantCard, 'jobTitle' | 'company'>, t: Translate): string | null {
  const jobTitle = card.jobTitle?.trim();
  const company = card.company?.trim();
  if (jobTitle && company) return t('networking.card.jobAt', { jobTitle, company });
  return jobTitle || company || null;
}

/** A participant type as a badge: its name in the UI language (participantTypeName) and the event's colours for it. */
export interface TypeBadge {
  name: string;
  colors: { backgroundColor: string; color: string } | undefined;
}

export function typeBadge(
  types: readonly ParticipantTypeSummary[],
  colors: EventColors,
  typeId: string,
  language: string,
): TypeBadge | null {
  const type = types.find((each) => each.id === typeId);
  if (!type) return null;
  return { name: participantTypeName(type, language), colors: colors.participantTypes[typeId] };
}

/** One reason a person is suggested, as a chip on their card (DECISIONS 12's parts of the score). */
export type MatchReason =
  | { kind: 'category'; name: string; question: string }
  | { kind: 'priority' }
  | { kind: 'booth' }
  | { kind: 'active' };

/**
 * Why a person ranks where they do, strongest reason first: a booth owner, a type the viewer's
 * type wants to meet, then each shared category by its option's name (an option the event no
 * longer has, or one of a private question, is left out), then "active". Active is last: nearly everyone is.
 */
export function matchReasons(
  match: ParticipantMatch | undefined,
  questions: readonly CategoryQuestion[],
): MatchReason[] {
  if (!match) return [];
  const reasons: MatchReason[] = [];
  if (match.boothOwner) reasons.push({ kind: 'booth' });
  if (match.priorityPosition !== null) reasons.push({ kind: 'priority' });
  for (const shared of match.sharedCategories) {
    // A private question's answer is never a visible reason: it would tell others what was chosen.
    const question = questions.find((q) => q.id === shared.categoryId && !q.isPrivate);
    const option = question?.subCategories.find((s) => s.id === shared.subCategoryId);
    if (question && option) reasons.push({ kind: 'category', name: option.name, question: question.name });
  }
  if (match.active) reasons.push({ kind: 'active' });
  return reasons;
}

/**
 * Why a person is among a text search's results, when their card does not show it already (the
 * name, job title and company are on it): the field and the words around the hit.
 */
export function searchReason(card: ParticipantCard, query: string): SearchSnippet | null {
  const snippet = searchSnippet(card, query);
  return snippet && !CARD_FIELDS.includes(snippet.field) ? snippet : null;
}

/** A person's answers to the event's public category questions, by question, for the profile. */
export function categoryAnswers(
  answers: readonly CategoryAnswer[],
  questions: readonly CategoryQuestion[],
): { question: string; answers: string[] }[] {
  return questions.flatMap((question) => {
    if (question.isPrivate) return [];
    const answer = answers.find((a) => a.categoryId === question.id);
    if (!answer) return [];
    const chosen =
      question.type === 'text'
        ? [answer.value?.trim() ?? '']
        : (answer.selectedCategoryIds ?? []).flatMap((id) => {
            const option = question.subCategories.find((s) => s.id === id);
            return option ? [option.name] : [];
          });
    const shown = chosen.filter(Boolean);
    return shown.length > 0 ? [{ question: question.name, answers: shown }] : [];
  });
}

/** Links a profile may open: only web addresses (the server normalises them; this keeps any other scheme out of an href). */
export const safeLink = (url: string | null | undefined): string | null =>
  url && /^https?:\/\//i.test(url) ? url : null;
