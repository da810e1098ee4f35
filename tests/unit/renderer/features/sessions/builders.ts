import type { Session, SessionMe, SessionOccurrence } from '@shared/schemas/sessions';

/** Small builders for sessions as GET /v1/event/sessions returns them. */

export const EVENT_ID = '0123456789abcdef0123456789abcdef';
export const utc = (iso: string) => Date.parse(iso);

export function occurrence(
  id: string,
  startsAt: string,
  endsAt: string,
  seats: { capacity?: number | null; used?: number } = {},
): SessionOccurrence {
  return {
    id,
    startsAt: utc(startsAt),
    endsAt: utc(endsAt),
    capacity: seats.capacity ?? null,
    usedCapacity: seats.used ?? 0,
  };
}

export function aSession(
  over: Partial<Omit<Session, 'me'>> &
    Pick<Session, 'id' | 'name' | 'occurrences'> & { me?: Partial<SessionMe> },
): Session {
  const { me, ...rest } = over;
  return {
    eventId: EVENT_ID,
    type: 'normal',
    description: '',
    location: null,
    tracks: [],
    speakers: [],
    moderators: [],
    translators: [],
    visibleToParticipant: true,
    hidden: false,
    restricted: false,
    allowedParticipants: [],
    blocking: false,
    externalLink: null,
    offlineLink: null,
    onSite: false,
    confType: 'auto',
    rehearsalStarted: false,
    ...rest,
    me: {
      inAgenda: null,
      request: 'none',
      requestOccurrenceId: null,
      role: 'attendee',
      collidingOccurrenceIds: [],
      ljt: null,
      checkedInAt: null,
      ...me,
    },
  };
}
