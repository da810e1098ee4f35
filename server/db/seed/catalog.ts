/** Hand-written demo content: participant types, tickets, categories, sessions, places. */

export const TYPE = {
  attendee: 'type0001',
  speaker: 'type0002',
  exhibitor: 'type0003',
  vip: 'type0004',
  organizer: 'type0005',
} as const;

type TypeKey = keyof typeof TYPE;

export interface ParticipantTypeSeed {
  key: TypeKey;
  texts: Record<'en' | 'tr' | 'ru' | 'es', string>;
  /** Type keys this type prefers to meet, most wanted first (matching rank, DECISIONS 12). */
  priority: TypeKey[];
  invitationRights: TypeKey[];
  maxMeetingCount: number | null;
  disableGuest: boolean;
  organizer: boolean;
  color: string;
}

export const PARTICIPANT_TYPES: readonly ParticipantTypeSeed[] = [
  {
    key: 'attendee',
    texts: { en: 'Attendee', tr: 'Katılımcı', ru: 'Участник', es: 'Asistente' },
    priority: ['exhibitor', 'speaker', 'attendee', 'vip'],
    invitationRights: ['attendee', 'exhibitor', 'speaker'],
    maxMeetingCount: 8,
    disableGuest: true,
    organizer: false,
    color: '#1b998b',
  },
  {
    key: 'speaker',
    texts: { en: 'Speaker', tr: 'Konuşmacı', ru: 'Спикер', es: 'Ponente' },
    priority: ['vip', 'speaker', 'exhibitor', 'attendee'],
    invitationRights: ['attendee', 'speaker', 'vip', 'exhibitor'],
    maxMeetingCount: 6,
    disableGuest: false,
    organizer: false,
    color: '#f4a259',
  },
  {
    key: 'exhibitor',
    texts: { en: 'Exhibitor', tr: 'Katılımcı Firma', ru: 'Экспонент', es: 'Expositor' },
    priority: ['vip', 'attendee', 'speaker', 'exhibitor'],
    invitationRights: ['attendee', 'vip', 'speaker'],
    maxMeetingCount: 20,
    disableGuest: false,
    organizer: false,
    color: '#5b8e7d',
  },
  {
    key: 'vip',
    texts: { en: 'VIP', tr: 'VIP', ru: 'VIP', es: 'VIP' },
    priority: ['speaker', 'vip', 'exhibitor', 'attendee'],
    invitationRights: ['attendee', 'speaker', 'exhibitor', 'vip'],
    maxMeetingCount: null,
    disableGuest: false,
    organizer: false,
    color: '#bc4b51',
  },
  {
    key: 'organizer',
    texts: { en: 'Organizer', tr: 'Organizatör', ru: 'Организатор', es: 'Organizador' },
    priority: ['vip', 'speaker', 'exhibitor', 'attendee'],
    invitationRights: ['attendee', 'speaker', 'exhibitor', 'vip', 'organizer'],
    maxMeetingCount: null,
    disableGuest: false,
    organizer: true,
    color: '#0f4c81',
  },
];

export const TICKET_TYPES = [
  { id: 'tt-standard', name: 'Standard pass' },
  { id: 'tt-vip', name: 'VIP pass' },
  { id: 'tt-exhibitor', name: 'Exhibitor pass' },
  { id: 'tt-speaker', name: 'Speaker pass' },
  { id: 'tt-staff', name: 'Staff' },
] as const;

export const TICKET_OF_TYPE: Record<TypeKey, (typeof TICKET_TYPES)[number]['id']> = {
  attendee: 'tt-standard',
  speaker: 'tt-speaker',
  exhibitor: 'tt-exhibitor',
  vip: 'tt-vip',
  organizer: 'tt-staff',
};

const sub = (prefix: string, names: string[]) =>
  names.map((name, i) => ({ id: `${prefix}${String(i + 1).padStart(2, '0')}`, name }));

export const CATEGORIES = [
  {
    id: 'industries',
    name: 'Industries',
    type: 'select' as const,
    forBooth: false,
    subCategories: sub('ind', [
      'Software',
      'Finance',
      'Healthcare',
      'Manufacturing',
      'Retail',
      'Energy',
      'Education',
      'Logistics',
      'Media',
      'Telecommunications',
      'Tourism',
      'Public sector',
    ]),
  },
  {
    id: 'interests',
    name: 'Interests',
    type: 'select' as const,
    forBooth: false,
    subCategories: sub('int', [
      'Artificial intelligence',
      'Cloud',
      'Security',
      'Data & analytics',
      'Sustainability',
      'Product management',
      'Design',
      'Marketing',
      'Fintech',
      'IoT & robotics',
    ]),
  },
  {
    id: 'boothIndustries',
    name: 'Industries',
    type: 'select' as const,
    forBooth: true,
    subCategories: sub('bind', ['Robotics', 'SaaS', 'Hardware', 'Consulting', 'Fintech', 'Energy']),
  },
];

export const CITIES = [
  'Istanbul',
  'Ankara',
  'İzmir',
  'Bursa',
  'Antalya',
  'London',
  'Berlin',
  'Madrid',
  'Barcelona',
  'Paris',
  'Amsterdam',
  'Vienna',
  'Tbilisi',
  'Baku',
  'Dubai',
  'New York',
  'Toronto',
  'Warsaw',
];

export const BOOTHS = [
  {
    key: 'anatolia',
    boothName: 'A1',
    name: 'Anatolia Robotics',
    location: 'Hall A, stand 1',
    website: 'https://anatolia-robotics.example',
  },
  {
    key: 'bosphorus',
    boothName: 'A2',
    name: 'Bosphorus Cloud',
    location: 'Hall A, stand 2',
    website: 'https://bosphorus-cloud.example',
  },
  {
    key: 'cappadocia',
    boothName: 'B1',
    name: 'Cappadocia Analytics',
    location: 'Hall B, stand 1',
    website: 'https://cappadocia.example',
  },
  {
    key: 'ephesus',
    boothName: 'B2',
    name: 'Ephesus Pay',
    location: 'Hall B, stand 2',
    website: 'https://ephesus-pay.example',
  },
  {
    key: 'troy',
    boothName: 'B3',
    name: 'Troy Security Labs',
    location: 'Hall B, stand 3',
    website: 'https://troy-security.example',
  },
] as const;

export const TRACKS = ['AI & Data', 'Cloud & Platform', 'Product & Design', 'Fintech'] as const;
export const LOCATIONS = ['Main Stage', 'Hall B', 'Workshop Room 1', 'Online studio'] as const;

/** Per day of the live event: [start hh:mm, end hh:mm, title, track index, location index]. */
export const TALKS: readonly (readonly [string, string, string, number, number])[] = [
  ['09:30', '10:15', 'Opening keynote: the next decade of events', 0, 0],
  ['10:30', '11:15', 'Shipping AI features people trust', 0, 0],
  ['10:30', '11:15', 'Running Postgres at the edge', 1, 1],
  ['11:30', '12:15', 'Designing for hybrid audiences', 2, 1],
  ['14:00', '14:45', 'Payments without borders', 3, 0],
  ['15:00', '15:45', 'From prototype to platform', 1, 3],
  ['16:00', '16:45', 'Closing panel: what we learned today', 2, 0],
];
