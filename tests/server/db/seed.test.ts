import { and, count, eq, ilike, inArray, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventState } from '@shared/rules/eventGrouping';
import { createPasswordHasher } from '../../../server/auth/passwords';
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
  users,
} from '../../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_EVENT_IDS, DEMO_PASSWORD, seedDemo } from '../../../server/db/seed';
import { buildDemoPlan } from '../../../server/db/seed/plan';
import { getAppToken, postSignIn } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

const states = (plan: ReturnType<typeof buildDemoPlan>, now: number) =>
  Object.fromEntries(
    plan.events.map((e) => [e.id, eventState({ realSdt: e.startsAt, realEdt: e.endsAt }, now)]),
  );

describe('demo plan around any instant', () => {
  // Midnight in Istanbul, New York's and Madrid's New Year, a DST change in Madrid and in New York.
  const instants = [
    '2026-05-12T21:30:00Z',
    '2026-05-12T20:59:00Z',
    '2026-12-31T23:30:00Z',
    '2027-01-01T05:30:00Z',
    '2026-03-29T01:30:00Z',
    '2026-11-01T06:30:00Z',
  ];
  it.each(instants)('has a live, an upcoming, a past and a live restricted event at %s', (iso) => {
    const now = Date.parse(iso);
    expect(states(buildDemoPlan(now, 'hash'), now)).toEqual({
      [DEMO_EVENT_IDS.live]: 'live',
      [DEMO_EVENT_IDS.upcoming]: 'upcoming',
      [DEMO_EVENT_IDS.past]: 'past',
      [DEMO_EVENT_IDS.restricted]: 'live',
    });
  });

  it('is the same on every run for the same instant, but for the ticket secrets, which are new', () => {
    const now = Date.parse(instants[0]!);
    const [first, second] = [buildDemoPlan(now, 'hash'), buildDemoPlan(now, 'hash')];
    const withoutSecrets = (plan: typeof first) => ({
      ...plan,
      participants: plan.participants.map(({ ticketId: _secret, ...p }) => p),
    });
    expect(withoutSecrets(first)).toEqual(withoutSecrets(second));
    const secrets = [...first.participants, ...second.participants].map((p) => p.ticketId);
    expect(new Set(secrets).size).toBe(secrets.length);
  });
});

describe.each(engines)('lanyard seed on %s', (engine) => {
  let t: TestApp;
  let hashes = 0;
  const hashPassword = (password: string) => {
    hashes++;
    return createPasswordHasher(t.config.argon2).hash(password);
  };

  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('seeds the demo once, with one password hash for every account', async () => {
    const result = await seedDemo(t.database, { hashPassword });
    // The named accounts and the generated people who have one (person-NNN@lanyard.test).
    const users = buildDemoPlan(Date.now(), 'hash').users.length;
    expect(users).toBeGreaterThan(DEMO_ACCOUNTS.length + 100);
    expect(result).toMatchObject({ seeded: true, events: 4, users });
    expect(hashes).toBe(1);
  });

  it('has at least 300 attendees in the live event, about half of them without an account', async () => {
    const db = t.database.db;
    const [all] = await db
      .select({ n: count() })
      .from(participants)
      .where(eq(participants.eventId, DEMO_EVENT_IDS.live));
    const [noAccount] = await db
      .select({ n: count() })
      .from(participants)
      .where(and(eq(participants.eventId, DEMO_EVENT_IDS.live), isNull(participants.userId)));
    expect(all!.n).toBeGreaterThanOrEqual(300);
    expect(noAccount!.n).toBeGreaterThanOrEqual(all!.n / 3);
    expect(noAccount!.n).toBeLessThanOrEqual((all!.n * 2) / 3);
    const sample = await db
      .select()
      .from(participants)
      .where(eq(participants.eventId, DEMO_EVENT_IDS.live))
      .limit(50);
    for (const p of sample) {
      expect(p.company).toBeTruthy();
      expect(p.jobTitle).toBeTruthy();
      expect(p.ticketNumber).toMatch(/^T-\d{6}$/);
      expect(p.ticketId).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
      expect(p.categories.length).toBeGreaterThan(0);
    }
  });

  it('classifies its four events as live, upcoming, past and live by the shared rule', async () => {
    const now = Date.now();
    const rows = await t.database.db.select().from(events);
    const byId = Object.fromEntries(
      rows.map((e) => [e.id, eventState({ realSdt: e.startsAt, realEdt: e.endsAt }, now)]),
    );
    expect(byId).toEqual({
      [DEMO_EVENT_IDS.live]: 'live',
      [DEMO_EVENT_IDS.upcoming]: 'upcoming',
      [DEMO_EVENT_IDS.past]: 'past',
      [DEMO_EVENT_IDS.restricted]: 'live',
    });
  });

  it('gives the live event sessions on every day, areas, a default badge, printers and an owned booth', async () => {
    const db = t.database.db;
    const [live] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_IDS.live));
    const occurrences = await db
      .select()
      .from(sessionOccurrences)
      .where(eq(sessionOccurrences.eventId, DEMO_EVENT_IDS.live));
    const days = new Set(
      occurrences.map((o) =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(o.startsAt),
      ),
    );
    expect(days.size).toBe(3);
    const liveSessions = await db.select().from(sessions).where(eq(sessions.eventId, DEMO_EVENT_IDS.live));
    expect(liveSessions.some((s) => s.type === 'moostoo')).toBe(true);
    expect(liveSessions.some((s) => s.hidden)).toBe(true);
    expect(liveSessions.some((s) => s.restricted && s.allowedParticipants.length > 0)).toBe(true);
    expect(liveSessions.some((s) => s.blocking)).toBe(true);

    const areaRows = await db.select().from(areas).where(eq(areas.eventId, DEMO_EVENT_IDS.live));
    expect(areaRows.find((a) => a.id === 'allEvent')?.name).toBe('Venue entrance');
    expect(areaRows.filter((a) => a.capacity !== null && a.allowedPart.length > 0)).toHaveLength(2);

    const [badge] = await db.select().from(badges).where(eq(badges.id, live!.defaultBadge!));
    expect(badge).toMatchObject({ type: 'badge', widthMm: 90, heightMm: 120 });
    const texts = JSON.stringify(badge!.template);
    for (const placeholder of ['{FirstName}', '{LastName}', '{Company}', '{JobTitle}'])
      expect(texts).toContain(placeholder);

    const printerRows = await db.select().from(printers).where(eq(printers.eventId, DEMO_EVENT_IDS.live));
    expect(printerRows.map((p) => [p.label, p.printType])).toContainEqual(['Entrance printer', 'ipp']);
    expect(printerRows.some((p) => p.printType === 'TXT')).toBe(true);

    const boothRows = await db.select().from(booths).where(eq(booths.name, 'Anatolia Robotics'));
    const [owner] = await db
      .select()
      .from(participants)
      .where(eq(participants.id, boothRows[0]!.ownerParticipantId!));
    expect(owner?.email).toBe('booth@lanyard.test');
    expect(owner?.boothId).toBe(boothRows[0]!.id);
  });

  it('gives the live event profile questions, typed priorities and colours, speakers with photos, people to find and people at the venue', async () => {
    const db = t.database.db;
    const live = DEMO_EVENT_IDS.live;
    const questions = await db.select().from(categories).where(eq(categories.eventId, live));
    const interests = questions.find((c) => c.id === 'interests');
    expect(interests?.subCategories.map((s) => s.name)).toEqual(
      expect.arrayContaining(['AI', 'Robotics', 'Fintech']),
    );
    expect(interests?.maxSelectableOptionCount).toBeGreaterThan(0);
    expect(questions.some((c) => c.type === 'text' && !c.forBooth)).toBe(true);

    const types = await db.select().from(participantTypes).where(eq(participantTypes.eventId, live));
    expect(types.every((ty) => ty.priority.length > 0)).toBe(true);
    const [event] = await db.select().from(events).where(eq(events.id, live));
    const colors = event!.colors as { participantTypes: Record<string, unknown> };
    expect(Object.keys(colors.participantTypes).sort()).toEqual(types.map((ty) => ty.id).sort());

    const speakerIds = new Set(
      (await db.select().from(sessions).where(eq(sessions.eventId, live))).flatMap((s) => s.speakers),
    );
    const speakers = await db
      .select({ photo: users.profilePhotoPath })
      .from(participants)
      .leftJoin(users, eq(users.id, participants.userId))
      .where(inArray(participants.id, [...speakerIds]));
    expect(speakers.length).toBe(speakerIds.size);
    for (const s of speakers) {
      expect(s.photo).toMatch(/^\/resources\/demo\/people\/.+\.png$/);
      const photo = await t.app.inject({ method: 'GET', url: s.photo! });
      expect(photo.headers['content-type']).toBe('image/png');
    }

    const robotPeople = await db
      .select({ id: participants.id })
      .from(participants)
      .where(
        and(
          eq(participants.eventId, live),
          or(
            ilike(participants.offer, '%robot%'),
            ilike(participants.seek, '%robot%'),
            ilike(participants.biography, '%robot%'),
          ),
        ),
      );
    expect(robotPeople.length).toBeGreaterThanOrEqual(3);

    const atEntrance = await db
      .select()
      .from(checkInStates)
      .where(and(eq(checkInStates.eventId, live), eq(checkInStates.areaId, 'allEvent')));
    const inside = atEntrance.filter((c) => c.checkedIn).length;
    expect(inside).toBeGreaterThanOrEqual(5);
    expect(atEntrance.some((c) => !c.checkedIn)).toBe(true);
    const [entrance] = await db
      .select()
      .from(areas)
      .where(and(eq(areas.eventId, live), eq(areas.id, 'allEvent')));
    expect(entrance?.capacityUsed).toBe(inside);

    const [upcoming] = await db.select().from(events).where(eq(events.id, DEMO_EVENT_IDS.upcoming));
    expect(upcoming?.limitTabs).toBe(true);
    expect(Object.keys(upcoming!.tabsConfig).length).toBe(types.length);
  });

  it.each(DEMO_ACCOUNTS.map((a) => a.email))('lets %s sign in with the demo password', async (email) => {
    const res = await postSignIn(t.app, email, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
  });

  it('shows attendee@ the live, the upcoming and the past event', async () => {
    const identity = (await postSignIn(t.app, 'attendee@lanyard.test', DEMO_PASSWORD)).json().data;
    const token = (await getAppToken(t.app, identity.idToken)).json().data.token as string;
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/event',
      headers: { authorization: `Bearer ${token}` },
    });
    const list = res.json().data as { id: string; isFinished: boolean; participantId: string | null }[];
    expect(list.map((e) => e.id).sort()).toEqual(Object.values(DEMO_EVENT_IDS).sort());
    expect(list.find((e) => e.id === DEMO_EVENT_IDS.past)?.isFinished).toBe(true);
    expect(list.every((e) => e.participantId)).toBe(true);
  });

  it('signs in generated people with an account by their documented e-mail, and no one without', async () => {
    const db = t.database.db;
    const generated = await db
      .select({ id: participants.id, userId: participants.userId, email: users.email })
      .from(participants)
      .leftJoin(users, eq(users.id, participants.userId))
      .where(eq(participants.eventId, DEMO_EVENT_IDS.live));
    const accounts = generated.filter((p) => p.email?.startsWith('person-'));
    expect(accounts.length).toBeGreaterThanOrEqual(150);
    for (const email of ['person-001@lanyard.test', 'person-003@lanyard.test', 'person-319@lanyard.test']) {
      expect(accounts.map((p) => p.email)).toContain(email);
      expect((await postSignIn(t.app, email, DEMO_PASSWORD)).statusCode, email).toBe(200);
    }
    // Even numbers from 010 on are ticket holders who have not signed up.
    expect((await postSignIn(t.app, 'person-010@lanyard.test', DEMO_PASSWORD)).statusCode).not.toBe(200);
  });

  it('has a restricted event that limits invitations by type, with attendee@ and many generated people in it', async () => {
    const db = t.database.db;
    const restricted = DEMO_EVENT_IDS.restricted;
    const [event] = await db.select().from(events).where(eq(events.id, restricted));
    expect(event?.restricted).toBe(true);
    const types = await db.select().from(participantTypes).where(eq(participantTypes.eventId, restricted));
    const attendeeType = types.find((ty) => ty.id === 'type0001')!;
    // Attendees may not invite attendees or VIPs there, unlike in the live event.
    expect(attendeeType.invitationRights).not.toContain('type0001');
    expect(attendeeType.invitationRights).not.toContain('type0004');
    const people = await db.select().from(participants).where(eq(participants.eventId, restricted));
    expect(people.map((p) => p.email)).toContain('attendee@lanyard.test');
    expect(people.filter((p) => p.userId !== null).length).toBeGreaterThanOrEqual(50);
    expect(people.filter((p) => p.userId === null).length).toBeGreaterThanOrEqual(20);
    expect(new Set(people.map((p) => p.typeId)).size).toBeGreaterThanOrEqual(4);
    const slots = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.eventId, restricted), eq(sessions.type, 'moostoo')));
    expect(slots).toHaveLength(1);
  });

  it('serves the demo domain details for the upcoming event', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/public/domaininf/summit.lanyard.test.json' });
    expect(res.json().data).toMatchObject({
      publicEvent: DEMO_EVENT_IDS.upcoming,
      useTicketIdForSignup: true,
    });
  });

  it('does nothing a second time, and replaces the demo with --force', async () => {
    expect(await seedDemo(t.database, { hashPassword })).toEqual({ seeded: false, existingEvents: 4 });
    const forced = await seedDemo(t.database, { hashPassword, force: true });
    expect(forced).toMatchObject({ seeded: true, events: 4 });
    const [n] = await t.database.db.select({ n: count() }).from(events);
    expect(n!.n).toBe(4);
    expect((await postSignIn(t.app, 'organizer@lanyard.test', DEMO_PASSWORD)).statusCode).toBe(200);
  });
});
