import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fakerDE, fakerEN, fakerES, fakerTR, type Faker } from '@faker-js/faker';
import { PARTICIPANT_RIGHTS } from '@shared/constants';
import { newTicketSecret } from '@shared/rules/ticketSecret';
import { addDays, dateInZone, localToUtc } from '@shared/rules/zonedTime';
import { VENUE_ENTRANCE_ID, VENUE_ENTRANCE_NAME } from '@shared/schemas/checkin';
import { resourcesDir } from '../../http/resources';
import {
  areas,
  badges,
  booths,
  categories,
  checkInStates,
  events,
  participantTypes,
  participants,
  printers,
  sessionOccurrences,
  sessions,
  ticketTypes,
  users,
} from '../schema';
import { DEMO_ACCOUNTS, type DemoRole } from './accounts';
import {
  BOOTHS,
  CATEGORIES,
  CITIES,
  INTEREST_PROFILES,
  LOCATIONS,
  PARTICIPANT_TYPES,
  PROFILE_CATEGORIES,
  RESTRICTED_RIGHTS,
  TALKS,
  TICKET_OF_TYPE,
  TABS_OF_TYPE,
  TICKET_TYPES,
  TRACKS,
  TYPE,
} from './catalog';

/** Every row the demo inserts, table by table, in insertion order. */
export interface DemoPlan {
  users: (typeof users.$inferInsert)[];
  events: (typeof events.$inferInsert)[];
  participantTypes: (typeof participantTypes.$inferInsert)[];
  ticketTypes: (typeof ticketTypes.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  booths: (typeof booths.$inferInsert)[];
  participants: (typeof participants.$inferInsert)[];
  sessions: (typeof sessions.$inferInsert)[];
  sessionOccurrences: (typeof sessionOccurrences.$inferInsert)[];
  areas: (typeof areas.$inferInsert)[];
  checkInStates: (typeof checkInStates.$inferInsert)[];
  badges: (typeof badges.$inferInsert)[];
  printers: (typeof printers.$inferInsert)[];
}

export const LIVE_ATTENDEES = 320;
/** The first generated live attendee the seed checks in at the venue entrance. */
const CHECKED_IN_FROM = 210;
/**
 * Generated people of the live event who have an account (issue 20): every other one (the 1st,
 * 3rd, … and every generated speaker), signing in as person-NNN@lanyard.test with the demo password,
 * NNN their number from 001 to 320 (generatedAccountEmail). The others are ticket holders who have
 * not signed up, a real state: the directory says so and offers no Meet or Chat.
 */
export const hasGeneratedAccount = (i: number) => i < 8 || i % 2 === 0;
/** The sign-in of the live event's generated person `i` (0-based) who has an account. */
export const generatedAccountEmail = (i: number) => `person-${String(i + 1).padStart(3, '0')}@lanyard.test`;
/** Of the live event's generated people, how many with an account and how many without also take part in the restricted event. */
const RESTRICTED_WITH_ACCOUNT = 60;
const RESTRICTED_WITHOUT_ACCOUNT = 30;
const UPCOMING_ATTENDEES = 60;
const PAST_ATTENDEES = 80;
const FAKER_SEED = 2026;

/** Stable 32-hex ids (the event id format), so the same seed yields the same ids. */
export function demoId(kind: string, key: string | number): string {
  return createHash('sha256').update(`lanyard-demo:${kind}:${key}`).digest('hex').slice(0, 32);
}

/** A 32-hex id in UUID form (users' ids). */
function asUuid(h: string): string {
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * A world (tests only, docs/tooling.md "Test worlds"): the demo's shape built again under its own
 * key, so tests that change data never share it. Its ids hash the key in, its e-mails carry it
 * (`attendee.<key>@lanyard.test`, `person-001.<key>@lanyard.test`), its event names end with it,
 * and its live event has `crowd` generated people instead of 320.
 */
export interface WorldSpec {
  key: string;
  crowd: number;
}

/** A world's id: the demo's kind and key, with the world's key hashed in. */
export function worldId(world: string, kind: string, key: string | number): string {
  return createHash('sha256').update(`lanyard-world:${world}:${kind}:${key}`).digest('hex').slice(0, 32);
}

/** An e-mail of the demo (`attendee@lanyard.test`) as the world `key` has it (`attendee.<key>@lanyard.test`). */
export const worldEmail = (email: string, key: string) => email.replace('@', `.${key}@`);

const eventIdsOf = (id: (kind: string, key: string) => string) =>
  ({
    live: id('event', 'live'),
    upcoming: id('event', 'upcoming'),
    past: id('event', 'past'),
    restricted: id('event', 'restricted'),
  }) as const;

export const DEMO_EVENT_IDS = eventIdsOf(demoId);

type EventKey = keyof typeof DEMO_EVENT_IDS;

/**
 * Lays the demo out around `now`: the live event runs from yesterday to tomorrow in Istanbul, the
 * upcoming one starts three weeks from today in New York, the past one was in Madrid last autumn.
 * Everything else is the same on every run (seeded faker, hand-written lists).
 */
export function buildDemoPlan(
  now: number,
  passwordHash: string,
  world?: WorldSpec,
): DemoPlan & { credentials: { userId: string; passwordHash: string }[] } {
  const idOf = world ? (kind: string, key: string | number) => worldId(world.key, kind, key) : demoId;
  const userIdOf = (key: string) => asUuid(idOf('user', key));
  const eventIds = world ? eventIdsOf(idOf) : DEMO_EVENT_IDS;
  const accounts = world
    ? DEMO_ACCOUNTS.map((a) => ({ ...a, email: worldEmail(a.email, world.key) }))
    : DEMO_ACCOUNTS;
  const emailOf = (i: number) =>
    world ? worldEmail(generatedAccountEmail(i), world.key) : generatedAccountEmail(i);
  // A world is small: its crowd, a few people in the other events, the same share checked in.
  const size = world
    ? {
        live: world.crowd,
        upcoming: 10,
        past: 10,
        checkedInFrom: Math.floor((world.crowd * CHECKED_IN_FROM) / LIVE_ATTENDEES),
      }
    : {
        live: LIVE_ATTENDEES,
        upcoming: UPCOMING_ATTENDEES,
        past: PAST_ATTENDEES,
        checkedInFrom: CHECKED_IN_FROM,
      };
  const plan: DemoPlan = {
    users: [],
    events: [],
    participantTypes: [],
    ticketTypes: [],
    categories: [],
    booths: [],
    participants: [],
    sessions: [],
    sessionOccurrences: [],
    areas: [],
    checkInStates: [],
    badges: [],
    printers: [],
  };
  const people = personFactory();

  // Accounts
  const userIds = {} as Record<DemoRole, string>;
  for (const account of accounts) {
    const id = userIdOf(account.role);
    userIds[account.role] = id;
    plan.users.push({
      id,
      email: account.email,
      username: account.email,
      name: account.name,
      surname: account.surname,
      timezone: account.timezone,
      profilePhotoPath: ACCOUNT_PHOTOS[account.role] ?? null,
    });
  }
  const account = (role: DemoRole) => accounts.find((a) => a.role === role)!;

  // Events
  const istanbulToday = dateInZone(now, 'Europe/Istanbul');
  const liveDays = [addDays(istanbulToday, -1), istanbulToday, addDays(istanbulToday, 1)];
  const nyStart = addDays(dateInZone(now, 'America/New_York'), 21);
  const pastYear = Number(dateInZone(now, 'Europe/Madrid').slice(0, 4)) - 1;
  const pastStart = `${pastYear}-10-14`;

  plan.events.push(
    {
      id: eventIds.live,
      name: 'Bosphorus Tech Summit',
      description:
        'Three days of talks, workshops and 1:1 meetings on both shores of the Bosphorus — on site in Istanbul and online.',
      eventType: 'hybrid',
      timezone: 'Europe/Istanbul',
      startsAt: localToUtc(liveDays[0]!, '09:00', 'Europe/Istanbul'),
      endsAt: localToUtc(liveDays[2]!, '18:00', 'Europe/Istanbul'),
      defaultLanguage: 'en',
      banner: '/resources/demo/live-banner.svg',
      logo: '/resources/demo/logo.svg',
      indexPagePath: 'attendees',
      domain: null,
      isPublic: false,
      colors: typeColors(),
      defaultBadge: idOf('badge', 'live'),
      afterWizard: 'attendees',
    },
    {
      id: eventIds.upcoming,
      name: 'Hudson Product Forum',
      description: 'An online forum for product teams: roadmaps, research and the craft of shipping.',
      eventType: 'online',
      timezone: 'America/New_York',
      startsAt: localToUtc(nyStart, '10:00', 'America/New_York'),
      endsAt: localToUtc(addDays(nyStart, 1), '17:00', 'America/New_York'),
      defaultLanguage: 'en',
      banner: '/resources/demo/upcoming-banner.svg',
      logo: '/resources/demo/logo.svg',
      indexPagePath: 'sessions',
      domain: 'summit.lanyard.test',
      isPublic: true,
      useTicketIdForSignup: true,
      colors: typeColors(),
      limitTabs: true,
      tabsConfig: Object.fromEntries(
        Object.entries(TABS_OF_TYPE).map(([typeKey, tabs]) => [TYPE[typeKey as keyof typeof TYPE], tabs]),
      ),
      afterWizard: 'sessions',
    },
    {
      id: eventIds.past,
      name: 'Madrid Data Days',
      description: 'Two days on data platforms, analytics and the people who run them.',
      eventType: 'normal',
      timezone: 'Europe/Madrid',
      startsAt: localToUtc(pastStart, '09:00', 'Europe/Madrid'),
      endsAt: localToUtc(addDays(pastStart, 1), '18:30', 'Europe/Madrid'),
      defaultLanguage: 'es',
      banner: '/resources/demo/past-banner.svg',
      logo: null,
      indexPagePath: 'attendees',
      domain: null,
      isPublic: false,
      colors: typeColors(),
    },
    {
      id: eventIds.restricted,
      name: 'Cappadocia Founders Circle',
      description:
        'A closed circle of founders, investors and their hosts: each participant type meets only the types it is allowed to.',
      eventType: 'normal',
      timezone: 'Europe/Istanbul',
      startsAt: localToUtc(liveDays[0]!, '10:00', 'Europe/Istanbul'),
      endsAt: localToUtc(liveDays[2]!, '17:00', 'Europe/Istanbul'),
      defaultLanguage: 'en',
      banner: null,
      logo: '/resources/demo/logo.svg',
      indexPagePath: 'attendees',
      domain: null,
      isPublic: false,
      restricted: true,
      colors: typeColors(),
      afterWizard: 'attendees',
    },
  );

  for (const eventId of Object.values(eventIds)) {
    PARTICIPANT_TYPES.forEach((t, index) =>
      plan.participantTypes.push({
        eventId,
        id: TYPE[t.key],
        index,
        texts: t.texts,
        categories: PROFILE_CATEGORIES.map((c) => c.id),
        priority: t.priority.map((k) => TYPE[k]),
        maxMeetingCount: t.maxMeetingCount,
        disableGuest: t.disableGuest,
        invitationRights: (eventId === eventIds.restricted
          ? RESTRICTED_RIGHTS[t.key]
          : t.invitationRights
        ).map((k) => TYPE[k]),
        organizer: t.organizer,
        selfSelectable: t.selfSelectable,
      }),
    );
    for (const t of TICKET_TYPES) plan.ticketTypes.push({ eventId, id: t.id, name: t.name });
    for (const c of CATEGORIES) plan.categories.push({ eventId, ...c });
  }

  // Live event: demo accounts, booths, 320 generated attendees
  const live = eventIds.live;
  const me = (role: DemoRole, eventId: string) => idOf(`participant:${eventId}`, role);
  // Ticket numbers count up per event: T-000001… live, T-100001… upcoming, T-200001… past. Each
  // ticket's secret is new on every seed (DECISIONS 15): `lanyard tickets` prints their URLs.
  const TICKET_BASE: Record<EventKey, number> = {
    live: 0,
    upcoming: 100_000,
    past: 200_000,
    restricted: 300_000,
  };
  const ticketSeq = new Map<number, number>();
  const ticket = (base: number) => {
    const next = (ticketSeq.get(base) ?? 0) + 1;
    ticketSeq.set(base, next);
    return { ticketNumber: `T-${String(base + next).padStart(6, '0')}`, ticketId: newTicketSecret() };
  };

  const demoParticipant = (
    role: DemoRole,
    eventId: EventKey,
    typeKey: keyof typeof TYPE,
    extra: Partial<typeof participants.$inferInsert> = {},
  ): typeof participants.$inferInsert => {
    const a = account(role);
    return {
      id: me(role, eventIds[eventId]),
      eventId: eventIds[eventId],
      userId: userIds[role],
      typeId: TYPE[typeKey],
      ...ticket(TICKET_BASE[eventId]),
      ticketTypeId: TICKET_OF_TYPE[typeKey],
      name: a.name,
      surname: a.surname,
      email: a.email,
      company: 'Lanyard Demo',
      jobTitle: typeKey === 'organizer' ? 'Event director' : 'Product manager',
      city: 'Istanbul',
      present: eventId === 'live' ? 'venue' : null,
      categories: people.categories(),
      ...extra,
    };
  };

  const boothIds = Object.fromEntries(BOOTHS.map((b) => [b.key, idOf('booth', b.key)])) as Record<
    (typeof BOOTHS)[number]['key'],
    string
  >;
  const allRights = Object.values(PARTICIPANT_RIGHTS);

  plan.participants.push(
    demoParticipant('organizer', 'live', 'organizer', {
      organizer: true,
      organizerRole: 'owner',
      rights: allRights,
    }),
    demoParticipant('checkin', 'live', 'attendee', {
      checkInAdmin: true,
      ticketTypeId: 'tt-staff',
      jobTitle: 'Registration desk lead',
    }),
    demoParticipant('booth', 'live', 'exhibitor', {
      boothId: boothIds.anatolia,
      company: 'Anatolia Robotics',
      jobTitle: 'Head of partnerships',
      rights: ['reserveatable'],
      offer: 'Autonomous mobile robots for warehouses, with a pilot on your own floor.',
      seek: 'Logistics and retail teams who want to automate picking.',
      biography: 'Ten years in industrial automation; now brings robots to Turkish warehouses.',
    }),
    demoParticipant('speaker', 'live', 'speaker', {
      company: 'Northwind Labs',
      jobTitle: 'Principal engineer',
      city: 'London',
      biography: 'Builds data platforms and talks about them.',
      offer: 'Advice on running Postgres and streaming pipelines at scale.',
      seek: 'Teams with hard data problems to discuss after the talks.',
    }),
    demoParticipant('attendee', 'live', 'attendee', {
      company: 'Iberia Analytics',
      jobTitle: 'Data analyst',
      city: 'Madrid',
      present: 'online',
    }),
    demoParticipant('moderator', 'live', 'speaker', {
      company: 'Istanbul Tech Week',
      jobTitle: 'Programme chair',
    }),
    demoParticipant('organizer', 'upcoming', 'organizer', {
      organizer: true,
      organizerRole: 'owner',
      rights: allRights,
    }),
    demoParticipant('speaker', 'upcoming', 'speaker', {
      company: 'Northwind Labs',
      jobTitle: 'Principal engineer',
    }),
    demoParticipant('attendee', 'upcoming', 'attendee', {
      company: 'Iberia Analytics',
      jobTitle: 'Data analyst',
    }),
    // A first visit: no company, job title or answers yet, so the profile wizard opens for them.
    demoParticipant('newcomer', 'upcoming', 'attendee', {
      company: null,
      jobTitle: null,
      city: null,
      categories: [],
    }),
    demoParticipant('attendee', 'past', 'attendee', {
      company: 'Iberia Analytics',
      jobTitle: 'Data analyst',
    }),
    demoParticipant('organizer', 'restricted', 'organizer', {
      organizer: true,
      organizerRole: 'owner',
      rights: allRights,
    }),
    demoParticipant('attendee', 'restricted', 'attendee', {
      company: 'Iberia Analytics',
      jobTitle: 'Data analyst',
    }),
    demoParticipant('booth', 'restricted', 'exhibitor', {
      company: 'Anatolia Robotics',
      jobTitle: 'Head of partnerships',
    }),
    demoParticipant('speaker', 'restricted', 'speaker', {
      company: 'Northwind Labs',
      jobTitle: 'Principal engineer',
    }),
  );

  // Who owns the other booths, who staffs them, who speaks: the first generated attendees.
  const liveGenerated: (typeof participants.$inferInsert)[] = [];
  // Every other generated person has an account (hasGeneratedAccount); the speakers' carry a photo.
  const generatedUserIds: string[] = [];
  const generatedUser = (i: number, p: ReturnType<typeof people.next>, speaker: boolean) => {
    // Keyed "speaker:" as when only the speakers had users, so their ids stay those of older demos.
    const id = userIdOf(`speaker:${i}`);
    const email = emailOf(i);
    plan.users.push({
      id,
      email,
      username: email,
      name: p.name,
      surname: p.surname,
      profilePhotoPath: speaker ? demoPhoto(i + 3) : null,
    });
    generatedUserIds.push(id);
    return { userId: id, email };
  };
  for (let i = 0; i < size.live; i++) {
    const p = people.next();
    let typeKey: keyof typeof TYPE = 'attendee';
    let boothId: string | null = null;
    if (i < 8) typeKey = 'speaker';
    else if (i < 8 + BOOTHS.length * 4) {
      typeKey = 'exhibitor';
      boothId = boothIds[BOOTHS[Math.floor((i - 8) / 4)]!.key];
    } else if (i < 8 + BOOTHS.length * 4 + 15) typeKey = 'vip';
    liveGenerated.push({
      id: idOf(`participant:${live}`, i),
      eventId: live,
      typeId: TYPE[typeKey],
      ...ticket(0),
      ticketTypeId: TICKET_OF_TYPE[typeKey],
      boothId,
      present: i % 3 === 0 ? 'online' : 'venue',
      ...p,
      // The ticket's e-mail is the account's sign-in, so an organizer sees how to be them.
      ...(hasGeneratedAccount(i) ? generatedUser(i, p, typeKey === 'speaker') : { userId: null }),
      company: boothId ? BOOTHS.find((b) => boothIds[b.key] === boothId)!.name : p.company,
    });
  }
  plan.participants.push(...liveGenerated);

  // Some of the people on site came in through the venue entrance ("Here now"); a few left again.
  // Only the later tickets (from T-000217): the check-in tests scan earlier ones as not yet in.
  liveGenerated.forEach((p, i) => {
    if (i < size.checkedInFrom || p.present !== 'venue' || i % 4 > 1) return;
    plan.checkInStates.push({
      eventId: live,
      areaId: VENUE_ENTRANCE_ID,
      participantId: p.id!,
      checkedIn: i % 4 === 0 || i % 20 !== 1,
      updatedAt: now - (i % 90) * 60_000,
    });
  });

  // The demo booth: owned by booth@, staffed by the four generated exhibitors assigned to it.
  for (const b of BOOTHS) {
    const staff = liveGenerated.filter((p) => p.boothId === boothIds[b.key]);
    plan.booths.push({
      id: boothIds[b.key],
      eventId: live,
      boothName: b.boothName,
      boothType: 'exhibitor',
      name: b.name,
      description: `${b.name} at ${b.location}.`,
      website: b.website,
      location: b.location,
      ownerParticipantId: b.key === 'anatolia' ? me('booth', live) : (staff[0]?.id ?? null),
    });
  }

  // The restricted event: generated people of the live event, with and without an account, of
  // every type but organizer, so each of its invitation rights has people on both sides.
  const restricted = eventIds.restricted;
  const circle = [
    ...liveGenerated.filter((p) => p.userId !== null).slice(0, RESTRICTED_WITH_ACCOUNT),
    ...liveGenerated.filter((p) => p.userId === null).slice(0, RESTRICTED_WITHOUT_ACCOUNT),
  ];
  const circleTypes = ['attendee', 'exhibitor', 'vip', 'speaker'] as const;
  circle.forEach((p, i) => {
    const typeKey = circleTypes[i % circleTypes.length]!;
    plan.participants.push({
      ...p,
      id: idOf(`participant:${restricted}`, i),
      eventId: restricted,
      typeId: TYPE[typeKey],
      ...ticket(TICKET_BASE.restricted),
      ticketTypeId: TICKET_OF_TYPE[typeKey],
      boothId: null,
      present: null,
    });
  });

  for (const [key, count, base] of [
    ['upcoming', size.upcoming, 100_000],
    ['past', size.past, 200_000],
  ] as const) {
    const eventId = eventIds[key];
    for (let i = 0; i < count; i++) {
      const typeKey = i < 3 ? 'speaker' : i < 8 ? 'vip' : 'attendee';
      plan.participants.push({
        id: idOf(`participant:${eventId}`, i),
        eventId,
        userId: null,
        typeId: TYPE[typeKey],
        ...ticket(base),
        ticketTypeId: TICKET_OF_TYPE[typeKey],
        ...people.next(),
      });
    }
  }

  // Sessions of the live event, every day
  const speakerIds = [
    me('speaker', live),
    ...liveGenerated.filter((p) => p.typeId === TYPE.speaker).map((p) => p.id!),
  ];
  const moderatorId = me('moderator', live);
  const zone = 'Europe/Istanbul';
  const at = (day: string, hhmm: string) => localToUtc(day, hhmm, zone);
  liveDays.forEach((day, d) => {
    TALKS.forEach(([from, to, title, track, loc], t) => {
      const id = idOf('session', `live:${d}:${t}`);
      const onlineOnly = LOCATIONS[loc] === 'Online studio';
      plan.sessions.push({
        id,
        eventId: live,
        name: d === 0 ? title : `${title} (day ${d + 1})`,
        description: `**${title}** — ${TRACKS[track]} track.\n\nQuestions from the room and from the stream are both welcome.`,
        location: LOCATIONS[loc],
        tracks: [TRACKS[track]!],
        speakers: t === 0 ? [speakerIds[0]!] : [speakerIds[(d * TALKS.length + t) % speakerIds.length]!],
        moderators: t === 0 || t === TALKS.length - 1 ? [moderatorId] : [],
        onSite: !onlineOnly && t % 2 === 1,
        offlineLink: d === 0 ? 'https://example.org/recordings/' + id : null,
      });
      plan.sessionOccurrences.push({
        id: idOf('occurrence', `live:${d}:${t}`),
        sessionId: id,
        eventId: live,
        startsAt: at(day, from),
        endsAt: at(day, to),
        capacity: loc === 2 ? 30 : null,
      });
    });
  });

  const special = (
    key: string,
    values: Partial<typeof sessions.$inferInsert>,
    slots: [string, string, string][],
  ) => {
    const id = idOf('session', `live:${key}`);
    plan.sessions.push({ id, eventId: live, name: key, ...values });
    slots.forEach(([day, from, to], i) =>
      plan.sessionOccurrences.push({
        id: idOf('occurrence', `live:${key}:${i}`),
        sessionId: id,
        eventId: live,
        startsAt: at(day, from),
        endsAt: at(day, to),
        capacity: values.type === 'moostoo' ? 1 : values.blocking ? 12 : null,
      }),
    );
  };
  special(
    'Hands-on workshop: robots in the warehouse',
    {
      description: 'Limited seats; the organizers approve each request and confirm by e-mail.',
      location: 'Workshop Room 1',
      tracks: ['AI & Data'],
      speakers: [speakerIds[1]!],
      blocking: true,
      onSite: true,
    },
    liveDays.map((day) => [day, '13:00', '14:30'] as [string, string, string]),
  );
  special(
    'VIP breakfast briefing',
    {
      description: 'For VIP guests and speakers.',
      location: 'Terrace',
      restricted: true,
      allowedParticipants: [TYPE.vip, TYPE.speaker, TYPE.organizer],
      speakers: [speakerIds[0]!],
      moderators: [moderatorId],
    },
    [[liveDays[1]!, '08:00', '09:00']],
  );
  special(
    'Speaker rehearsal (staff only)',
    {
      description: 'Sound check and slides.',
      location: 'Main Stage',
      hidden: true,
      visibleToParticipant: false,
      speakers: speakerIds.slice(0, 3),
      moderators: [moderatorId],
    },
    [[liveDays[1]!, '08:15', '09:00']],
  );
  // 1:1 meeting slots (DECISIONS 11): every 30 minutes in the afternoon, each day.
  const slots: [string, string, string][] = [];
  for (const day of liveDays) {
    for (let m = 14 * 60; m < 17 * 60; m += 30) {
      const hhmm = (x: number) =>
        `${String(Math.floor(x / 60)).padStart(2, '0')}:${String(x % 60).padStart(2, '0')}`;
      slots.push([day, hhmm(m), hhmm(m + 30)]);
    }
  }
  special(
    '1:1 meetings',
    {
      type: 'moostoo',
      description: 'Book a 30-minute meeting with another participant.',
      location: 'Meeting lounge',
    },
    slots,
  );
  // The restricted event's meeting slots: the same afternoons, so its invite rules can be tried.
  const circleMeetings = idOf('session', 'restricted:meetings');
  plan.sessions.push({
    id: circleMeetings,
    eventId: restricted,
    name: '1:1 meetings',
    type: 'moostoo',
    description: 'Book a 30-minute meeting with a participant your type may meet.',
    location: 'Cave lounge',
  });
  slots.forEach(([day, from, to], i) =>
    plan.sessionOccurrences.push({
      id: idOf('occurrence', `restricted:meetings:${i}`),
      sessionId: circleMeetings,
      eventId: restricted,
      startsAt: at(day, from),
      endsAt: at(day, to),
      capacity: 1,
    }),
  );

  // A couple of sessions for the other two events
  for (const [key, zoneOf, start, titles] of [
    [
      'upcoming',
      'America/New_York',
      nyStart,
      ['Roadmaps that survive contact with customers', 'Research ops at scale'],
    ],
    ['past', 'Europe/Madrid', pastStart, ['El lakehouse en producción', 'Data contracts in practice']],
  ] as const) {
    const eventId = eventIds[key];
    titles.forEach((name, i) => {
      const id = idOf('session', `${key}:${i}`);
      plan.sessions.push({
        id,
        eventId,
        name,
        location: key === 'upcoming' ? 'Online studio' : 'Auditorio',
        tracks: [TRACKS[i]!],
        speakers: [
          key === 'upcoming' && i === 0 ? me('speaker', eventId) : idOf(`participant:${eventId}`, i),
        ],
      });
      plan.sessionOccurrences.push({
        id: idOf('occurrence', `${key}:${i}`),
        sessionId: id,
        eventId,
        startsAt: localToUtc(start, `${10 + i * 2}:00`, zoneOf),
        endsAt: localToUtc(start, `${11 + i * 2}:00`, zoneOf),
      });
    });
  }

  // Check-in areas, badge and printers of the live event
  plan.areas.push(
    {
      eventId: live,
      id: VENUE_ENTRANCE_ID,
      name: VENUE_ENTRANCE_NAME,
      allowedPart: [],
      capacityUsed: plan.checkInStates.filter((c) => c.checkedIn).length,
      info: 'Main doors, Hall A',
    },
    {
      eventId: live,
      id: 'mainHall',
      name: 'Main hall',
      capacity: 250,
      allowedPart: Object.values(TYPE),
      info: 'Keynotes and panels',
    },
    {
      eventId: live,
      id: 'vipLounge',
      name: 'VIP lounge',
      capacity: 40,
      allowedPart: [TYPE.vip, TYPE.speaker, TYPE.organizer],
      info: 'First floor, VIP and speakers only',
    },
  );
  plan.badges.push({
    id: idOf('badge', 'live'),
    eventId: live,
    type: 'badge',
    name: 'Default badge',
    widthMm: 90,
    heightMm: 120,
    template: JSON.parse(
      readFileSync(path.join(resourcesDir, 'badges', 'default-badge.json'), 'utf8'),
    ) as Record<string, unknown>,
  });
  plan.printers.push(
    {
      id: idOf('printer', 'ipp'),
      eventId: live,
      label: 'Entrance printer',
      ip: '127.0.0.1:631/ipp/print',
      printType: 'ipp',
    },
    {
      id: idOf('printer', 'txt'),
      eventId: live,
      label: 'Entrance receipt printer',
      ip: '127.0.0.1:9100',
      printType: 'TXT',
    },
  );

  // A world's events are its own: named with its key, never public, no domain (both would reach
  // every other world's and the demo's people).
  if (world) {
    for (const e of plan.events)
      Object.assign(e, { name: `${e.name} ${world.key}`, isPublic: false, domain: null });
  }

  // One hash for every account that signs in: the named ones and the generated ones.
  const signIns = [...Object.values(userIds), ...generatedUserIds];
  return { ...plan, credentials: signIns.map((userId) => ({ userId, passwordHash })) };
}

/** A shipped portrait (resources/demo/people/speaker-N.png, N from 1 to 10). */
const demoPhoto = (n: number) => `/resources/demo/people/speaker-${n}.png`;

const ACCOUNT_PHOTOS: Partial<Record<DemoRole, string>> = {
  speaker: demoPhoto(1),
  moderator: demoPhoto(2),
};

function typeColors(): Record<string, unknown> {
  return {
    primary: '#0f4c81',
    participantTypes: Object.fromEntries(
      PARTICIPANT_TYPES.map((t) => [TYPE[t.key], { backgroundColor: t.color, color: '#ffffff' }]),
    ),
  };
}

/** Generated people: seeded fakers of four locales, so names, companies and titles vary but repeat per run. */
function personFactory() {
  const fakers: Faker[] = [fakerTR, fakerEN, fakerES, fakerDE];
  fakers.forEach((f, i) => f.seed(FAKER_SEED + i));
  const pick = fakerEN; // also drives the choices, seeded above
  const question = (id: string) => PROFILE_CATEGORIES.find((c) => c.id === id)!;
  const interests = question('interests');
  const industries = question('industry').subCategories.map((s) => s.id);
  let n = 0;

  /** Interests up to the question's own limit, one or two industries, and most people a pitch. */
  const categoriesOf = () => {
    const chosen = pick.helpers.arrayElements(
      interests.subCategories.map((s) => s.id),
      { min: 1, max: interests.maxSelectableOptionCount ?? 4 },
    );
    const lines = INTEREST_PROFILES[chosen[0]!]!;
    const answers: { categoryId: string; selectedCategoryIds?: string[]; value?: string }[] = [
      { categoryId: 'interests', selectedCategoryIds: chosen },
      {
        categoryId: 'industry',
        selectedCategoryIds: pick.helpers.arrayElements(industries, { min: 1, max: 2 }),
      },
    ];
    if (pick.number.int(2) > 0) answers.push({ categoryId: 'pitch', value: lines.pitch });
    return {
      answers,
      interestNames: chosen.map((id) => interests.subCategories.find((s) => s.id === id)!.name),
      lines,
    };
  };

  return {
    categories: () => categoriesOf().answers,
    next() {
      const f = fakers[n % fakers.length]!;
      n++;
      const name = f.person.firstName();
      const surname = f.person.lastName();
      const local = `${name}.${surname}`
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[^a-z0-9.]/g, '');
      const company = f.company.name();
      const jobTitle = fakerEN.person.jobTitle();
      const city = pick.helpers.arrayElement(CITIES);
      const { answers, interestNames, lines } = categoriesOf();
      // A few leave offer, seek or biography blank, as real profiles do.
      const blank = n % 7;
      return {
        name,
        surname,
        email: `${local}.${n}@example.org`,
        company,
        jobTitle,
        city,
        phone: `+90 5${String(30 + (n % 60)).padStart(2, '0')} ${String(100 + ((n * 37) % 900))} ${String(1000 + ((n * 7919) % 9000))}`,
        offer: blank === 1 ? null : lines.offer,
        seek: blank === 2 ? null : lines.seek,
        biography:
          blank === 3
            ? null
            : `${jobTitle} at ${company}, based in ${city}. Happy to talk about ${interestNames.join(', ')}.`,
        categories: answers,
      };
    },
  };
}
