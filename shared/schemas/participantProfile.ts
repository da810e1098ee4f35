import { z } from 'zod';
import { PROFILE_MAX_SELECTIONS } from '../constants';
import { categoryLimitExceeded, hasCategoryAnswer, type CategoryLimits } from '../rules/participantProfile';
import { normalizeSocialLink, normalizeVideoUrl, type SocialNetwork } from '../rules/profileLinks';
import {
  emailSchema,
  eventIdSchema,
  idSchema,
  personName,
  requiredText,
  text,
  timezoneSchema,
  webAddress,
} from './common';
import { MAX_LENGTH, MAX_LIST_ITEMS } from './limits';
import { presence } from './participants';

/*
 * A participant's own profile in one event: the profile form of spec networking §3 ("Profile form
 * fields") as the body of PUT /v1/event/participant (§7: "participant details with eventId"), with
 * the §5 validation messages as i18n keys. Links are normalised here (shared/rules/profileLinks.ts),
 * so the server stores what the form shows. The photo is not part of it (PUT /v1/user/profile,
 * shared/rules/profilePhoto.ts).
 *
 * Optional fields: absent leaves the stored value as it is, blank or null clears it (stored null);
 * text is trimmed. Lists replace the stored list when sent.
 */

const tooMany = { message: 'validation.error.tooMany' };

const blankToNull = (v: string | null | undefined) => (v === '' ? null : v);

/** An optional text of at most `max` characters: absent, cleared (blank or null) or trimmed text. */
const optionalText = (max: number) => text(max).trim().nullish().transform(blankToNull);

/** At least 5 digits, with the separators people type: "+90 (212) 555-01.23". */
const isPhoneNumber = (v: string) => /^\+?[\d\s().-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 5;

const phone = optionalText(MAX_LENGTH.phone).refine((v) => v == null || isPhoneNumber(v), {
  message: 'validation.error.phone',
});

/** An optional web address (common.ts webAddress), absent, cleared (blank or null → null) or stored normalised. */
const link = (...rule: Parameters<typeof webAddress>) =>
  webAddress(...rule)
    .nullish()
    .transform(blankToNull);

const socialLink = (network: SocialNetwork) =>
  link((typed) => normalizeSocialLink(network, typed), 'validation.error.socialLink');

/**
 * Options chosen from a list (industries, values): at most `max` different ones (DECISIONS 13: 8),
 * each kept once.
 * The issue carries `params.max` for the message's {{max}}.
 */
const selections = (max: number) =>
  z
    .array(requiredText(MAX_LENGTH.name))
    .max(MAX_LIST_ITEMS, tooMany)
    .refine((list) => new Set(list).size <= max, {
      message: 'validation.error.maxSelections',
      params: { max },
    })
    .transform((list) => [...new Set(list)]);

/** One answer to a category question: the options chosen (select type) or the text typed (text type). */
const categoryAnswerInput = z.object({
  categoryId: idSchema,
  selectedCategoryIds: z.array(idSchema).max(MAX_LIST_ITEMS, tooMany).optional(),
  value: text(MAX_LENGTH.shortText).trim().optional(),
});

/** PUT /v1/event/participant: the profile form, for any event (its own limits: participantProfileBodyFor). */
export const participantProfileBody = z.object({
  eventId: eventIdSchema,
  name: personName,
  surname: personName,
  email: emailSchema,
  /** Spec §3 "present (venue or online)", required. */
  present: z.enum(presence.options, { message: 'validation.error.required' }),
  /** The participant type (spec §3 typeId); the wizard asks for it ("Please select your participant type"). */
  typeId: idSchema.optional(),
  phone,
  company: optionalText(MAX_LENGTH.name),
  jobTitle: optionalText(MAX_LENGTH.name),
  website: link(),
  offer: optionalText(MAX_LENGTH.longText),
  seek: optionalText(MAX_LENGTH.longText),
  biography: optionalText(MAX_LENGTH.longText),
  /** Social links (spec §3 calls the object "some"): a handle or a link each, stored as the full link. */
  some: z
    .object({
      instagram: socialLink('instagram'),
      linkedin: socialLink('linkedin'),
      facebook: socialLink('facebook'),
      twitter: socialLink('twitter'),
    })
    .optional(),
  address: optionalText(MAX_LENGTH.shortText),
  city: optionalText(MAX_LENGTH.name),
  location: optionalText(MAX_LENGTH.name),
  timezone: timezoneSchema.nullish(),
  teamSize: optionalText(MAX_LENGTH.name),
  industries: selections(PROFILE_MAX_SELECTIONS).optional(),
  technologies: z.array(requiredText(MAX_LENGTH.name)).max(MAX_LIST_ITEMS, tooMany).optional(),
  values: selections(PROFILE_MAX_SELECTIONS).optional(),
  /** Spec §3: "video URL (YouTube or Vimeo)". */
  videoUrl: link(normalizeVideoUrl, 'validation.error.videoUrl'),
  categories: z.array(categoryAnswerInput).max(MAX_LIST_ITEMS, tooMany).optional(),
});
export type ParticipantProfileBody = z.input<typeof participantProfileBody>;
export type ParticipantProfileInput = z.output<typeof participantProfileBody>;

/** What of the event (or the participant type) shapes its profile form. */
export interface ProfileFormSettings {
  /**
   * Options a category question takes at most (spec §5): one number for every question, or each
   * question's own by its id; none: no limit but the list bound.
   */
  maxSelectableOptionCount?: CategoryLimits;
  /**
   * Spec §5 "Categories are required": a wizard rule, checked where the categories are asked (the
   * categories step, the full profile form), not on the wizard's earlier steps, which save before
   * any category is chosen.
   */
  requireCategories?: boolean;
}

/**
 * The body with one event's rules: the server checks a PUT with it once it has read the event,
 * the form validates with it. The category limit's issue names the answer's selectedCategoryIds
 * and carries `params` { count, max } for the message.
 */
export const participantProfileBodyFor = ({
  maxSelectableOptionCount,
  requireCategories = false,
}: ProfileFormSettings) =>
  participantProfileBody.superRefine((body, ctx) => {
    const categories = body.categories ?? [];
    if (requireCategories && !hasCategoryAnswer(categories)) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.error.required',
        path: ['categories'],
        input: categories,
      });
    }
    const over = categoryLimitExceeded(categories, maxSelectableOptionCount);
    if (over) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.error.categoryLimit',
        params: { count: over.count, max: over.max },
        path: ['categories', over.index, 'selectedCategoryIds'],
        input: categories[over.index],
      });
    }
  });
