import type { CategoryQuestion, EventDetails, ParticipantTypeSummary } from '@shared/schemas/event';
import type { OwnProfile } from '@shared/schemas/participants';
import { aCard, EVENT_ID } from '../networking/builders';

export { EVENT_ID };

/** Small builders for the own profile and the event's profile settings. */

/** My profile as GET /v1/event/participant answers it: a directory card plus the form's other fields. */
export function anOwnProfile(over: Partial<OwnProfile> = {}): OwnProfile {
  return {
    ...aCard({ id: 'p1', eventId: EVENT_ID, name: 'Grace', surname: 'Hopper', typeId: 'visitor' }),
    email: 'grace@example.test',
    phone: null,
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
    selfSelectable: true,
    maxMeetingCount: null,
    disableGuest: false,
  };
}

export type ProfileEvent = Pick<EventDetails, 'categories' | 'participantTypes'>;
