import { PROFILE_MAX_SELECTIONS } from '@shared/constants';

/** Hand-written demo content: participant types, tickets, categories, sessions, places. */

export const TYPE = {
  attendee: 'type0001',
  speaker: 'type0002',
  exhibitor: 'type0003',
  vip: 'type0004',
  organizer: 'type0005',
} as const;

type TypeKey = keyof typeof TYPE;

/**
 * The restricted demo event's invitationRights (spec core §6: a restricted event limits who may
 * invite — and see and chat with — whom by type): attendees reach exhibitors and speakers, exhibitors
 * attendees and VIPs, VIPs only VIPs and speakers; organizers pass every check.
 */
export const RESTRICTED_RIGHTS: Record<TypeKey, TypeKey[]> = {
  attendee: ['exhibitor', 'speaker'],
  speaker: ['attendee', 'speaker', 'vip'],
  exhibitor: ['attendee', 'vip'],
  vip: ['vip', 'speaker'],
  organizer: ['attendee', 'speaker', 'exhibitor', 'vip', 'organizer'],
};

export interface ParticipantTypeSeed {
  key: TypeKey;
  texts: Record<'en' | 'tr' | 'ru' | 'es', string>;
  /** Type keys this type prefers to meet, most wanted first (matching rank, DECISIONS 12). */
  priority: TypeKey[];
  invitationRights: TypeKey[];
  maxMeetingCount: number | null;
  disableGuest: boolean;
  organizer: boolean;
  /** Offered in the profile wizard's type step (the others are given by the organizer). */
  selfSelectable: boolean;
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
    selfSelectable: true,
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
    selfSelectable: false,
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
    selfSelectable: false,
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
    selfSelectable: false,
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
    selfSelectable: false,
    color: '#0f4c81',
  },
];

/**
 * The upcoming event limits its tabs (spec core §3 limitTabs, tabsConfig): what each type sees;
 * organizers see all of them anyway. The live event shows every tab.
 */
export const TABS_OF_TYPE: Record<TypeKey, string[]> = {
  attendee: ['lobby', 'program', 'speakers', 'networking', 'profile'],
  speaker: ['lobby', 'program', 'speakers', 'networking', 'announcements', 'profile'],
  exhibitor: ['lobby', 'program', 'expo', 'networking', 'profile', 'team'],
  vip: ['lobby', 'program', 'speakers', 'expo', 'networking', 'announcements', 'profile'],
  organizer: ['lobby', 'program', 'speakers', 'expo', 'networking', 'announcements', 'profile', 'team'],
};

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

/** Options with readable ids (they are the directory's match keys, "interests:robotics"). */
const options = (names: Record<string, string>) => Object.entries(names).map(([id, name]) => ({ id, name }));

/**
 * The profile questions (spec networking §3 Category question): two select questions the match
 * rank counts (DECISIONS 12), one limited by maxSelectableOptionCount (spec §5), and a text one.
 */
export const CATEGORIES = [
  {
    id: 'interests',
    name: 'Interests',
    type: 'select' as const,
    forBooth: false,
    maxSelectableOptionCount: 4,
    subCategories: options({
      ai: 'AI',
      robotics: 'Robotics',
      fintech: 'Fintech',
      cloud: 'Cloud',
      security: 'Security',
      data: 'Data & analytics',
      sustainability: 'Sustainability',
      product: 'Product management',
      design: 'Design',
      marketing: 'Marketing',
      iot: 'IoT',
    }),
  },
  {
    id: 'industry',
    name: 'Industry',
    type: 'select' as const,
    forBooth: false,
    // Spec networking §5: industries take at most 8 choices, as the profile's own list does.
    maxSelectableOptionCount: PROFILE_MAX_SELECTIONS,
    subCategories: options({
      software: 'Software',
      finance: 'Finance',
      healthcare: 'Healthcare',
      manufacturing: 'Manufacturing',
      retail: 'Retail',
      energy: 'Energy',
      education: 'Education',
      logistics: 'Logistics',
      media: 'Media',
      telecom: 'Telecommunications',
      tourism: 'Tourism',
      publicSector: 'Public sector',
    }),
  },
  {
    id: 'pitch',
    name: 'What are you working on?',
    type: 'text' as const,
    forBooth: false,
    maxSelectableOptionCount: null,
    subCategories: [],
  },
  {
    id: 'boothIndustries',
    name: 'Industries',
    type: 'select' as const,
    forBooth: true,
    // Spec networking §5: industries take at most 8 choices, as the profile's own list does.
    maxSelectableOptionCount: PROFILE_MAX_SELECTIONS,
    subCategories: options({
      robotics: 'Robotics',
      saas: 'SaaS',
      hardware: 'Hardware',
      consulting: 'Consulting',
      fintech: 'Fintech',
      energy: 'Energy',
    }),
  },
];

/** The profile questions attendees answer (not the booths'). */
export const PROFILE_CATEGORIES = CATEGORIES.filter((c) => !c.forBooth);

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

/**
 * What a generated person offers, seeks and is working on, by their first interest: the
 * directory's text search and cards have something to find ("robot" finds the robotics people).
 */
export const INTEREST_PROFILES: Record<string, { offer: string; seek: string; pitch: string }> = {
  ai: {
    offer: 'Hands-on experience shipping machine learning models to production.',
    seek: 'Teams who want to evaluate LLM features with real users.',
    pitch: 'An AI assistant for customer support teams.',
  },
  robotics: {
    offer: 'Robot fleet integration for warehouses and factories.',
    seek: 'Pilot sites for autonomous mobile robots; robotics engineers to hire.',
    pitch: 'Pick-and-place robots that learn a new product in minutes.',
  },
  fintech: {
    offer: 'Payment integrations across Turkey, the EU and the Gulf.',
    seek: 'Banks and marketplaces looking for instant payouts.',
    pitch: 'Cross-border payouts for freelancers.',
  },
  cloud: {
    offer: 'Kubernetes and Postgres operations, migrations without downtime.',
    seek: 'Scale-ups outgrowing their first cloud setup.',
    pitch: 'A managed Postgres for edge regions.',
  },
  security: {
    offer: 'Penetration testing and security reviews for SaaS products.',
    seek: 'CISOs who want to compare notes on supply-chain attacks.',
    pitch: 'Secrets scanning for every pull request.',
  },
  data: {
    offer: 'Data platform design: lakehouse, dbt, streaming.',
    seek: 'Analytics teams who struggle with data quality.',
    pitch: 'Data contracts between product and analytics teams.',
  },
  sustainability: {
    offer: 'Carbon accounting for manufacturing and logistics.',
    seek: 'Partners for a renewable energy pilot.',
    pitch: 'Measuring the footprint of every shipment.',
  },
  product: {
    offer: 'Product discovery workshops and roadmap reviews.',
    seek: 'Founders who want feedback on their roadmap.',
    pitch: 'A research repository for product teams.',
  },
  design: {
    offer: 'Design systems and accessibility audits.',
    seek: 'Engineering teams that care about accessibility.',
    pitch: 'An accessible component library for banking apps.',
  },
  marketing: {
    offer: 'Go-to-market plans for B2B launches in new countries.',
    seek: 'Start-ups entering the Turkish market.',
    pitch: 'Community-led growth for developer tools.',
  },
  iot: {
    offer: 'Industrial IoT sensors and robot telemetry.',
    seek: 'Factories that want predictive maintenance.',
    pitch: 'Connected sensors for cold-chain logistics.',
  },
};
