import type { EventDetails, EventMe } from '@shared/schemas/event';
import { aType } from '../../unit/renderer/features/networking/builders';

export { aCard, aMatch, aType, EVENT_ID } from '../../unit/renderer/features/networking/builders';

const HOUR = 3_600_000;

/**
 * An event as GET /v1/event/details answers it, running now, in UTC: an attendee type that may
 * meet (and chat with) exhibitors and other attendees, and the viewer an attendee of it.
 */
export function anEvent(over: Partial<EventDetails> = {}, me: Partial<EventMe> = {}): EventDetails {
  const now = Date.now();
  return {
    id: '0123456789abcdef0123456789abcdef',
    name: 'Robotics Summit',
    description: '',
    eventType: 'normal',
    timezone: 'UTC',
    startDateMillis: now - HOUR,
    endDateMillis: now + 8 * HOUR,
    realSdt: now - HOUR,
    realEdt: now + 8 * HOUR,
    isFinished: false,
    defaultLanguage: 'en',
    images: { banner: null, logo: null },
    indexPagePath: 'robotics-summit',
    participantId: 'me',
    boothId: null,
    participantTypes: [aType('attendee', ['attendee', 'exhibitor']), aType('exhibitor', ['attendee'])],
    ticketTypes: [],
    printers: [],
    defaultBadge: null,
    restricted: false,
    colors: { primary: null, participantTypes: {} },
    categories: [],
    tabs: null,
    limitTabs: false,
    tabsConfig: {},
    afterWizard: 'attendees',
    ...over,
    me: {
      participantId: 'me',
      typeId: 'attendee',
      organizer: false,
      checkInAdmin: false,
      boothId: null,
      rights: [],
      ...me,
    },
  };
}
