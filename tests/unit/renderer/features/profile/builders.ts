import type { CategoryQuestion, EventDetails, ParticipantTypeSummary } from '@shared/schemas/event';
import type { OwnProfile } from '@shared/schemas/participants';

/** Small builders for the own profile and the event's profile settings. */

export const EVENT_ID = '0123456789abcdef0123456789abcdef';

export function anOwnProfile(over: Partial<OwnProfile> = {}): OwnProfile {
  return {
    id: 'p1',
    eventId: EVENT_ID,
    userId: 'u1',
    name: 'Grace',
    surname: 'Hopper',
    company: null,
    jobTitle: null,
    city: null,
    typeId: 'visitor',
    categories: [],
    profilePhoto: null,
    present: null,
    offer: null,
    seek: null,
    biography: null,
    website: null,
    some: { facebook: null, twitter: null, instagram: null, linkedin: null },
    email: 'grace@example.test',
    phone: null,
    active: true,
    boothId: null,
    boothOwner: false,
    organizer: false,
    fav: false,
    ignored: false,
    onSite: false,
    address: null,
    location: null,
    timezone: null,
    teamSize: null,
    industries: [],
    technologies: [],
    values: [],
    videoUrl: null,
    points: 0,
    complete: false,
    ...over,
  };
}

export function aQuestion(over: Partial<CategoryQuestion> & Pick<CategoryQuestion, 'id'>): CategoryQuestion {
  return {
    name: over.id,
    type: 'select',
    isPrivate: false,
    subCategories: [
      { id: `${over.id}-a`, name: 'A' },
      { id: `${over.id}-b`, name: 'B' },
      { id: `${over.id}-c`, name: 'C' },
    ],
    maxSelectableOptionCount: null,
    ...over,
  };
}

export function aType(id: string, categories: string[] = []): ParticipantTypeSummary {
  return {
    id,
    texts: { en: id },
    categories,
    priority: [],
    invitationRights: [],
    maxMeetingCount: null,
    disableGuest: false,
  };
}

export type ProfileEvent = Pick<EventDetails, 'categories' | 'participantTypes'>;
