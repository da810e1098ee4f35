import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantProfileBody } from '@shared/schemas/participantProfile';
import type { CategoryAnswer, OwnProfile, Presence } from '@shared/schemas/participants';

/**
 * The profile form's values as the inputs hold them (text as typed, '' for nothing), made from the
 * own profile (GET /v1/event/participant) and turned back into the PUT body. The event profile
 * form and every wizard step edit the same draft, so a step saves the whole profile with its own
 * fields changed (the body needs name, surname, e-mail and presence every time).
 */
export interface ProfileDraft {
  name: string;
  surname: string;
  email: string;
  /** '' while a hybrid event's participant has not said where they attend from. */
  present: Presence | '';
  typeId: string;
  phone: string;
  company: string;
  jobTitle: string;
  website: string;
  offer: string;
  seek: string;
  biography: string;
  some: { instagram: string; linkedin: string; facebook: string; twitter: string };
  address: string;
  city: string;
  location: string;
  timezone: string;
  teamSize: string;
  industries: string[];
  technologies: string[];
  values: string[];
  videoUrl: string;
  /** One answer per category question answered. */
  categories: CategoryAnswer[];
}

/** The text fields of the draft (every field an input edits as text). */
export type ProfileTextField = {
  [K in keyof ProfileDraft]: ProfileDraft[K] extends string ? K : never;
}[keyof ProfileDraft];

/**
 * Spec §3 makes presence (venue or online) required, but only a hybrid event leaves a choice: an
 * on-site event's participants are at the venue and an online event's online, so the form does
 * not ask them and fills it from the event type; a hybrid event asks, starting from the stored
 * answer.
 */
export function presenceFor(eventType: EventDetails['eventType'], stored: Presence | null): Presence | '' {
  if (eventType === 'normal') return 'venue';
  if (eventType === 'online') return 'online';
  return stored ?? '';
}

const text = (value: string | null | undefined) => value ?? '';

export function draftFromProfile(own: OwnProfile, eventType: EventDetails['eventType']): ProfileDraft {
  return {
    name: own.name,
    surname: own.surname,
    email: text(own.email),
    present: presenceFor(eventType, own.present),
    typeId: own.typeId,
    phone: text(own.phone),
    company: text(own.company),
    jobTitle: text(own.jobTitle),
    website: text(own.website),
    offer: text(own.offer),
    seek: text(own.seek),
    biography: text(own.biography),
    some: {
      instagram: text(own.some.instagram),
      linkedin: text(own.some.linkedin),
      facebook: text(own.some.facebook),
      twitter: text(own.some.twitter),
    },
    address: text(own.address),
    city: text(own.city),
    location: text(own.location),
    timezone: text(own.timezone),
    teamSize: text(own.teamSize),
    industries: own.industries,
    technologies: own.technologies,
    values: own.values,
    videoUrl: text(own.videoUrl),
    categories: own.categories,
  };
}

/** An answer that says something: options chosen or text typed (unanswered questions are not sent). */
const answered = (a: CategoryAnswer) =>
  (a.selectedCategoryIds?.length ?? 0) > 0 || (a.value ?? '').trim() !== '';

/** The PUT body before validation: presence may still be missing (a hybrid event's unanswered choice). */
export type ProfileBodyDraft = Omit<ParticipantProfileBody, 'present'> & { present?: Presence };

/**
 * The PUT body to validate (participantProfileBodyFor) and send: blank text clears a field (the
 * schema stores it as null), an unanswered presence fails as required, an empty time zone is none.
 * Category answers go only when there is one: the server requires an answer in a list that is sent
 * (spec §5), so a wizard step before the categories, for someone who has answered nothing yet,
 * leaves them out; where the answers are asked, the form's own check requires one first.
 */
export function bodyFromDraft(eventId: string, draft: ProfileDraft): ProfileBodyDraft {
  const { present, typeId, timezone, categories, ...rest } = draft;
  const answers = categories.filter(answered);
  return {
    ...rest,
    eventId,
    // Left out when unanswered, so the schema's required message names the field.
    ...(present ? { present } : {}),
    ...(typeId ? { typeId } : {}),
    timezone: timezone || null,
    ...(answers.length > 0 ? { categories: answers } : {}),
  };
}
