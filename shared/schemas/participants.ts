import { z } from 'zod';
import { eventIdSchema, idSchema, text } from './common';
import { MAX_LENGTH, MAX_LIST_ITEMS, MAX_PARTICIPANT_PAGE, PARTICIPANT_PAGE_SIZE } from './limits';

/**
 * The networking area: the attendee directory and speakers (spec networking §3, §4, §7, §9;
 * DECISIONS 12–14). Ranking and its explanation: shared/rules/matchmaking.ts; text search:
 * shared/rules/searchText.ts.
 */

/** Where a participant attends a hybrid event from (spec §3 "present"). */
export const presence = z.enum(['venue', 'online']);
export type Presence = z.infer<typeof presence>;

/** One answer to a category question: chosen options (select type) or a text (text type). */
const categoryAnswer = z.object({
  categoryId: z.string(),
  selectedCategoryIds: z.array(z.string()).optional(),
  value: z.string().optional(),
});
export type CategoryAnswer = z.infer<typeof categoryAnswer>;

/** Social links, full URLs (spec §3 calls the object "some"); null when not given. */
const socialLinks = z.object({
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedin: z.string().nullable(),
});

/**
 * A participant as the directory and the profile show them (spec §3 Participant, directory view).
 * The full name is not sent: shared/rules/personName.ts fullName makes it. Deleted participants
 * are never sent (spec: dropped from lists).
 */
const participantCard = z.object({
  id: z.string(),
  eventId: z.string(),
  /** Null for a ticket holder who has not signed up yet. */
  userId: z.string().nullable(),
  name: z.string(),
  surname: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  city: z.string().nullable(),
  typeId: z.string(),
  categories: z.array(categoryAnswer),
  /** Path of the profile photo (served in the avatar sizes), null when there is none. */
  profilePhoto: z.string().nullable(),
  /** Null when the participant has not said. */
  present: presence.nullable(),
  offer: z.string().nullable(),
  seek: z.string().nullable(),
  biography: z.string().nullable(),
  website: z.string().nullable(),
  some: socialLinks,
  /** Absent when the viewer's role may not see it (spec §6: organizers see admin details). */
  email: z.string().nullable().optional(),
  /** Absent when the viewer's role may not see it. */
  phone: z.string().nullable().optional(),
  /** Participant state active (a rank boost, DECISIONS 12). */
  active: z.boolean(),
  boothId: z.string().nullable(),
  /** Owns a booth (the highest rank boost, DECISIONS 12). */
  boothOwner: z.boolean(),
  organizer: z.boolean(),
  /** The viewer's tags on this participant (spec §3 "Profile tags per participant: fav, ignored"). */
  fav: z.boolean(),
  ignored: z.boolean(),
  /**
   * Checked in at the venue entrance and not checked out ("Here now"; not in the spec — issue 10
   * adds it so the door's data works for networking).
   */
  onSite: z.boolean(),
});
export type ParticipantCard = z.infer<typeof participantCard>;

/** A speaker card (spec §3 Speaker); speakers with showSpeaker false are not sent. */
const speaker = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  surname: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  biography: z.string().nullable(),
  profilePhoto: z.string().nullable(),
  showSpeaker: z.boolean(),
});

/** The attendee lists of spec §4; "ignored" people appear only in "ignored" (DECISIONS 12). */
export const attendeeList = z.enum(['all', 'favourite', 'ignored']);
export type AttendeeList = z.infer<typeof attendeeList>;

/** match: DECISIONS 12's rank; name: full name (nameSortKey in shared/rules/matchmaking.ts). */
const attendeeOrder = z.enum(['match', 'name']);

/**
 * POST /v1/event/participant/search2 with the spec's fields (§7), plus `list` and `hereNow`, which
 * the spec does not name: §4 has the lists but not how they are asked for, and "Here now" is new
 * in issue 10. The caller is never in their own results; deleted participants never appear.
 */
export const participantSearchBody = z.object({
  eventId: eventIdSchema,
  /** Text found in name, surname, company, job title, offer, seek and biography (shared/rules/searchText.ts). */
  query: text(MAX_LENGTH.query).default(''),
  /** Sent by the spec's client; the event is eventId, so the server does not use it. */
  eventKey: text(MAX_LENGTH.id).optional(),
  /** Page size (spec §9: 60). */
  length: z.number().int().min(1).max(MAX_PARTICIPANT_PAGE).default(PARTICIPANT_PAGE_SIZE),
  /** props.next of the previous page; absent for the first page. Opaque to the client. */
  after: text(MAX_LENGTH.cursor).min(1).optional(),
  /**
   * Ask for the organizer's view (everyone, e-mail and phone). Honoured only when the caller is an
   * organizer of the event; for anyone else it changes nothing.
   */
  organizer: z.boolean().default(false),
  /**
   * The spec's client echoes the event's restricted flag and segmentation here. The server never
   * trusts them for visibility — it reads both from the event and the caller's participant type —
   * so `restricted` is not used and `segmentationQuery` can only narrow: participant type ids to
   * list, intersected with the types the caller may see (empty or absent: all of those).
   */
  restricted: z.boolean().optional(),
  segmentationQuery: z
    .array(idSchema)
    .max(MAX_LIST_ITEMS, { message: 'validation.error.tooMany' })
    .optional(),
  orderBy: attendeeOrder.default('match'),
  /** Ascending order; default false for match (best first) and true for name (A–Z). */
  asc: z.boolean().optional(),
  /** Which of the spec §4 lists (our field: the spec names the lists, not the field). */
  list: attendeeList.default('all'),
  /** Only people on site now (our field, issue 10 "Here now"). */
  hereNow: z.boolean().default(false),
});
export type ParticipantSearchBody = z.input<typeof participantSearchBody>;

/** One option a person chose on a select-type category question (an entry of selectedCategoryIds). */
const categoryChoice = z.object({ categoryId: z.string(), subCategoryId: z.string() });
export type CategoryChoice = z.infer<typeof categoryChoice>;

/**
 * Why a result ranks where it does: the parts of DECISIONS 12's score, as explainMatch
 * (shared/rules/matchmaking.ts) gives them, for the card's "why matched" chips.
 */
const participantMatch = z.object({
  participantId: z.string(),
  score: z.number(),
  /** The viewer's category options this person also chose (10 points each), in the viewer's order. */
  sharedCategories: z.array(categoryChoice),
  /** This person's type in the viewer type's priority list (0 = first, 2^(n−i) points); null when absent. */
  priorityPosition: z.number().int().nullable(),
  /** n, the length of that list. */
  priorityLength: z.number().int(),
  /** 2^(n+1) points. */
  active: z.boolean(),
  /** 2^(n+2) points. */
  boothOwner: z.boolean(),
});
export type ParticipantMatch = z.infer<typeof participantMatch>;

/**
 * search2's answer. `results` in order; `matches[i]` explains `results[i]` (same participantId)
 * whatever the order asked for.
 *
 * `props.next` is the cursor for the following page, null on the last. It is base64url of the last
 * row's sort values (the score, nameSortKey and id — compareRanked's total order, so no one is
 * skipped or repeated while people join or change), made and read only by the server, bound to
 * the request's filters: a cursor sent with other filters is refused as a bad request.
 */
export const participantSearchResult = z.object({
  props: z.object({
    /** People matching the filters, counted on the first page only (null on later pages: it costs a scan). */
    total: z.number().int().nullable(),
    length: z.number().int(),
    next: z.string().nullable(),
    orderBy: attendeeOrder,
    asc: z.boolean(),
    list: attendeeList,
    hereNow: z.boolean(),
  }),
  results: z.array(participantCard),
  matches: z.array(participantMatch),
});
export type ParticipantSearchResult = z.infer<typeof participantSearchResult>;

/** GET /v1/event/participant/adminDetails (spec §7: id, eventId), organizers only. */
export const participantAdminDetailsQuery = z.object({ id: idSchema, eventId: eventIdSchema });

/**
 * What an organizer sees of one participant beyond the card (spec §6 "admin participant details"):
 * contact data, ticket, rights and the door's record.
 */
export const participantAdminDetails = participantCard.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  state: z.string(),
  ticketNumber: z.string().nullable(),
  ticketTypeId: z.string().nullable(),
  checkInAdmin: z.boolean(),
  rights: z.array(z.string()),
  /** Last check-in or check-out at the venue entrance (UTC ms), null when never scanned. */
  entranceUpdatedAt: z.number().int().nullable(),
});
export type ParticipantAdminDetails = z.infer<typeof participantAdminDetails>;

/**
 * GET /v1/event/participant/card (our route, not in the spec): one participant as search2 would
 * show them, so a profile opens from a link without its directory page. `organizer` asks for the
 * organizer's view as search2's field does (honoured only for organizers of the event).
 */
export const participantCardQuery = z.object({
  eventId: eventIdSchema,
  id: idSchema,
  organizer: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/**
 * The card and why they match the viewer. Someone the viewer may not see in search2 (another
 * event, deleted, a type hidden on a restricted event) is answered 404 like no one at all; the
 * viewer's own card is given.
 */
export const participantCardResult = z.object({ card: participantCard, match: participantMatch });
export type ParticipantCardResult = z.infer<typeof participantCardResult>;

/** The viewer's tag on a participant; null removes it (spec §3 "Profile tags per participant"). */
const participantTag = z.enum(['fav', 'ignored']);
export type ParticipantTag = z.infer<typeof participantTag>;

/** PUT /v1/event/participant/tag: our path for the spec's fav/ignored tags (§7 does not show theirs). */
export const participantTagBody = z.object({
  eventId: eventIdSchema,
  participantId: idSchema,
  tag: participantTag.nullable(),
});
export const participantTagResult = z.object({ participantId: z.string(), tag: participantTag.nullable() });
/** Everyone I marked in an event, as newEvents/{eventId}/tags/{userId} carries it. */
export const myTags = z.array(z.object({ participantId: z.string(), tag: participantTag }));
export type MyTags = z.infer<typeof myTags>;

/** GET /v1/event/participant?eventId=: the caller's own participant profile in the event (the form's values). */
export const ownProfileQuery = z.object({ eventId: eventIdSchema });

/** The own profile: the card plus the form's other fields (spec §3 "Profile form fields") and completeness. */
export const ownProfile = participantCard.extend({
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  timezone: z.string().nullable(),
  teamSize: z.string().nullable(),
  industries: z.array(z.string()),
  technologies: z.array(z.string()),
  values: z.array(z.string()),
  videoUrl: z.string().nullable(),
  /** Profile completeness in points (shared/rules/participantProfile.ts; complete at PROFILE_COMPLETE_POINTS). */
  points: z.number().int(),
  complete: z.boolean(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/** One session a speaker speaks at, as the speaker card labels it Live, Upcoming or Past (spec §2). */
const speakerSession = z.object({
  sessionId: z.string(),
  occurrenceId: z.string(),
  title: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
});
export type SpeakerSession = z.infer<typeof speakerSession>;

/** A speaker with their sessions by start (first session on the card, '+N sessions' for the rest). */
const speakerCard = speaker.extend({ sessions: z.array(speakerSession) });
export type SpeakerCard = z.infer<typeof speakerCard>;

/** GET /v1/event/speakers?eventId= and the newEvents/{eventId}/speakers topic: speakers shown (showSpeaker true). */
export const speakerListQuery = z.object({ eventId: eventIdSchema });
export const speakerList = z.array(speakerCard);
