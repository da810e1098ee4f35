import type { ParticipantTypeSummary } from '@shared/schemas/event';
import type {
  ParticipantCard,
  ParticipantMatch,
  ParticipantSearchResult,
} from '@shared/schemas/participants';
import type { DirectoryPages } from '../../../../../renderer/src/features/networking/directory';

/** Small builders for the directory as POST /v1/event/participant/search2 answers it. */

export const EVENT_ID = '0123456789abcdef0123456789abcdef';

export function aCard(over: Partial<ParticipantCard> & Pick<ParticipantCard, 'id'>): ParticipantCard {
  return {
    eventId: EVENT_ID,
    userId: `user-${over.id}`,
    name: 'Ada',
    surname: 'Lovelace',
    company: null,
    jobTitle: null,
    city: null,
    typeId: 'attendee',
    categories: [],
    profilePhoto: null,
    present: null,
    offer: null,
    seek: null,
    biography: null,
    website: null,
    some: { facebook: null, twitter: null, instagram: null, linkedin: null },
    active: true,
    boothId: null,
    boothOwner: false,
    organizer: false,
    fav: false,
    ignored: false,
    onSite: false,
    ...over,
  };
}

export function aMatch(participantId: string, over: Partial<ParticipantMatch> = {}): ParticipantMatch {
  return {
    participantId,
    score: 0,
    sharedCategories: [],
    priorityPosition: null,
    priorityLength: 0,
    active: false,
    boothOwner: false,
    ...over,
  };
}

/** One page of cards, each with a match, the matches in reverse order (the answer pairs them by id). */
export function aPage(cards: ParticipantCard[], next: string | null = null): ParticipantSearchResult {
  return {
    props: {
      total: null,
      length: cards.length,
      next,
      orderBy: 'match',
      asc: false,
      list: 'all',
      hereNow: false,
    },
    results: cards,
    matches: cards.map((c) => aMatch(c.id, { score: cards.length })).reverse(),
  };
}

export const pagesOf = (...pages: ParticipantSearchResult[]): DirectoryPages => ({
  pages,
  pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i}`)),
});

/** A participant type that may invite (and chat with) these types (spec core §5 invitationRights). */
export const aType = (id: string, invitationRights: string[]): ParticipantTypeSummary => ({
  id,
  texts: { en: id },
  categories: [],
  priority: [],
  invitationRights,
  maxMeetingCount: null,
  disableGuest: false,
  selfSelectable: false,
});
