import { randomBytes, randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { AGENDA_STARTING_MS, HOUR_MS, SESSION_STARTING_MS } from '@shared/constants';
import { ErrorCode } from '@shared/errors';
import { topicPath } from '@shared/live/topics';
import { compareAgendaEntries } from '@shared/rules/agenda';
import { collisionsWith, type Commitment } from '@shared/rules/collisions';
import { agendaCalendarEvents } from '@shared/rules/agendaCalendar';
import { buildCalendar, type CalendarEvent } from '@shared/rules/ics';
import { validateOffTime } from '@shared/rules/offTime';
import { isJoinedFromProgram } from '@shared/rules/sessionButton';
import type {
  Agenda,
  AgendaRow,
  CalendarResult,
  OffTime,
  PingResult,
  ScheduleRequest,
  ScheduleResult,
  Session,
  SessionPerson,
  addToSessionBody,
  calendarBody,
  joinBody,
  leaveBody,
  offTimeBody,
  offTimeRef,
  pingBody,
  scheduleDecisionBody,
  scheduleRequestsQuery,
  sessionCheckInBody,
} from '@shared/schemas/sessions';
import type { TokenSigner } from '../auth/tokens';
import type { Db } from '../db/client';
import {
  createSessionsRepository,
  type AgendaEntryRow,
  type AttendanceRow,
  type BusyInterval,
  type OccurrenceRow,
  type OffTimeRow,
  type PersonRow,
  type SessionRow,
} from '../db/repositories/sessions';
import { AppError, forbidden, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { agendaMail, requestDecisionMail } from '../mail/templates';
import type { EventAccess, EventMember } from './eventAccess';
import { canSeeSession, sessionRoleOf, type SessionViewer } from './sessionVisibility';
import { publicSessionStateOf, rehearsalStartedNow, toMySessionEntry, toOccurrence } from './sessionTopics';
import type { ServiceDeps } from './deps';

export interface SessionsServiceDeps extends Pick<ServiceDeps, 'database' | 'publish'> {
  access: EventAccess;
  mailer: Mailer;
  now: () => number;
  /** Signs the conference token (audience 'conference') the ping answer puts in the room URL. */
  tokens: TokenSigner;
  /** DECISIONS 6: the conference host's base URL (CONFERENCE_URL). */
  conferenceUrl: string;
}

/** Where the caller reached the API: feed URLs are built on it (as event images are). */
export interface RequestOrigin {
  origin: string;
}

/** The participant that off-time, addToSession and approvals act on. */
interface Viewer extends SessionViewer {
  userId: string | null;
}

type Event = NonNullable<Awaited<ReturnType<ReturnType<typeof createSessionsRepository>['event']>>>;

/** A participant right (spec core §6) that lets its holder act on another attendee's agenda. */
const ON_BEHALF_RIGHT = 'onbehalfmeeting';

/** How long a conference token opens the room for. */
const CONFERENCE_TOKEN_TTL_MS = 2 * HOUR_MS;
/** Who may rehearse, and who may moderate, in a session's room. */
const REHEARSES = new Set(['organizer', 'speaker', 'translator', 'moderator']);
const MODERATES = new Set(['organizer', 'moderator']);

/** The session's room on the conference host: one per session (session ids are unique). */
export const sessionRoomId = (sessionId: string) => `lanyard-${sessionId}`;

const conflict = (code: string, message: string, field?: string, details?: Record<string, unknown>) =>
  new AppError(409, code, message, field, details);

/**
 * The program, My Agenda, off-time and calendar export (spec core §3–§7 Session, Off-time; DECISIONS
 * 8, 10, 11; docs/sessions.md). Every rule is enforced here, not only in the renderer: visibility,
 * seats, collisions with blocking sessions and off-time, organizer approval of blocking sessions.
 */
export function createSessionsService({
  database,
  publish,
  access,
  mailer,
  now,
  tokens,
  conferenceUrl,
}: SessionsServiceDeps) {
  const repo = createSessionsRepository(database.db);

  /** Realtime is best effort once the change is committed: a client that reconnects gets a snapshot. */
  async function push(topic: string, value: unknown): Promise<void> {
    try {
      await publish(topic, value);
    } catch {
      // See above.
    }
  }

  /** newEvents/{eventId}/public_sessions/{sessionId}: seats and the rehearsal flag, after they change. */
  async function publishSeats(eventId: string, sessionId: string): Promise<void> {
    const state = await publicSessionStateOf(repo, eventId, sessionId, now());
    if (state) await push(topicPath('publicSession', { eventId, sessionId }), state);
  }

  async function publishEntry(eventId: string, participantId: string, sessionId: string) {
    const entry = await repo.entryFor(participantId, sessionId);
    await push(
      topicPath('mySession', { eventId, participantId, sessionId }),
      entry ? toMySessionEntry(entry) : null,
    );
  }

  async function requireEvent(eventId: string): Promise<Event> {
    const event = await repo.event(eventId);
    if (!event) throw notFound('Event');
    return event;
  }

  /**
   * Where the caller's conference window goes (DECISIONS 6): the session's externalLink as it is;
   * nothing when the session has no online conference; else the room on CONFERENCE_URL with a
   * short-lived conference token (never the app token) and the flags the caller's role allows.
   */
  async function conferenceEntry(
    userId: string,
    event: Event,
    session: SessionRow,
    me: SessionViewer,
    body: z.output<typeof pingBody>,
  ): Promise<Pick<PingResult, 'roomId' | 'conferenceUrl'>> {
    if (session.externalLink) return { roomId: null, conferenceUrl: session.externalLink };
    if (session.confType !== 'auto' || session.onSite || event.eventType === 'normal') {
      return { roomId: null, conferenceUrl: null };
    }
    const role = sessionRoleOf(session, me);
    const roomId = sessionRoomId(session.id);
    const rehearsal = body.rehearsal === true && REHEARSES.has(role);
    const moderator = body.asModerator === true && MODERATES.has(role);
    const token = await tokens.sign(
      'conference',
      { sub: userId, sessionId: session.id, roomId, moderator, rehearsal },
      CONFERENCE_TOKEN_TTL_MS,
    );
    const query = new URLSearchParams({
      token,
      sessionId: session.id,
      rehearsal: String(rehearsal),
      moderator: String(moderator),
      popup: 'false',
    });
    const base = conferenceUrl.replace(/\/$/, '');
    return { roomId, conferenceUrl: `${base}/${encodeURIComponent(roomId)}?${query.toString()}` };
  }

  /** The session if the viewer may see it; otherwise it does not exist for them (404). */
  async function visibleSession(eventId: string, sessionId: string, viewer: SessionViewer) {
    const session = await repo.findSession(eventId, sessionId);
    if (!session || !canSeeSession(session, viewer)) {
      throw new AppError(404, ErrorCode.NotFound, 'Session not found', 'selectedSessionId');
    }
    return session;
  }

  /** The participant another call acts on: organizers and holders of onbehalfmeeting may name someone else. */
  async function actingOn(
    userId: string,
    eventId: string,
    participantId: string | undefined,
  ): Promise<Viewer> {
    const me = await access.member(userId, eventId);
    if (participantId === undefined || participantId === me.participantId) return { ...me, userId };
    const caller = await repo.participant(eventId, me.participantId);
    if (!me.organizer && !caller?.rights.includes(ON_BEHALF_RIGHT)) {
      throw forbidden('Only organizers may change another participant’s agenda');
    }
    const target = await repo.participant(eventId, participantId);
    if (!target) throw new AppError(404, ErrorCode.NotFound, 'Participant not found', 'participantId');
    return target;
  }

  const asCommitment = (b: BusyInterval): Commitment & { sessionId: string | null } => ({
    id: b.id,
    kind: b.kind,
    blocking: true,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    sessionId: b.sessionId,
  });

  /** Everything needed to present sessions to one viewer, read once. */
  async function loadView(eventId: string, viewer: SessionViewer, sessionRows: SessionRow[]) {
    const ids = sessionRows.map((s) => s.id);
    const occurrences = await repo.occurrences(eventId, ids);
    const personIds = [
      ...new Set(sessionRows.flatMap((s) => [...s.speakers, ...s.moderators, ...s.translators])),
    ];
    const [people, entries, attendance, busy] = await Promise.all([
      repo.people(eventId, personIds),
      repo.entriesOf(viewer.participantId),
      repo.attendanceOf(viewer.participantId, ids),
      repo.busyIntervals(eventId, viewer.participantId, null),
    ]);
    return {
      occurrences: groupBy(occurrences, (o) => o.sessionId),
      people: new Map(people.map((p) => [p.participantId, p])),
      entries: new Map(entries.map((e) => [e.sessionId, e])),
      attendance: groupBy(attendance, (a) => a.sessionId),
      busy: busy.map(asCommitment),
    };
  }
  type View = Awaited<ReturnType<typeof loadView>>;

  function present(session: SessionRow, viewer: SessionViewer, view: View): Session {
    const occurrences = view.occurrences.get(session.id) ?? [];
    const entry = view.entries.get(session.id) ?? null;
    const attendance = view.attendance.get(session.id) ?? [];
    const others = view.busy.filter((c) => c.sessionId !== session.id);
    const persons = (ids: string[]) =>
      ids.flatMap((id) => {
        const p = view.people.get(id);
        return p ? [toPerson(p)] : [];
      });
    return {
      id: session.id,
      eventId: session.eventId,
      name: session.name,
      type: sessionTypeOf(session.type),
      description: session.description,
      location: session.location,
      tracks: session.tracks,
      speakers: persons(session.speakers),
      moderators: persons(session.moderators),
      translators: persons(session.translators),
      visibleToParticipant: session.visibleToParticipant,
      hidden: session.hidden,
      restricted: session.restricted,
      allowedParticipants: session.allowedParticipants,
      blocking: session.blocking,
      externalLink: session.externalLink,
      offlineLink: session.offlineLink,
      onSite: session.onSite,
      confType: session.confType,
      occurrences: occurrences.map(toOccurrence),
      rehearsalStarted: rehearsalStartedNow(session.rehearsalStartedAt, occurrences, now()),
      me: {
        inAgenda: entry?.state === 'joined' ? entry.occurrenceId : null,
        request: entry && entry.state !== 'joined' ? entry.state : 'none',
        requestOccurrenceId: entry && entry.state !== 'joined' ? entry.occurrenceId : null,
        role: sessionRoleOf(session, viewer),
        collidingOccurrenceIds: occurrences
          .filter((o) => collisionsWith(o, others).length > 0)
          .map((o) => o.id),
        ljt: maxOf(attendance.map((a) => a.lastJoinAt)),
        checkedInAt: pickCheckIn(attendance, entry),
      },
    };
  }

  async function presentOne(eventId: string, session: SessionRow, viewer: SessionViewer): Promise<Session> {
    return present(session, viewer, await loadView(eventId, viewer, [session]));
  }

  async function scheduleResult(
    eventId: string,
    session: SessionRow,
    viewer: SessionViewer,
    participantId: string,
  ): Promise<ScheduleResult> {
    const [presented, entry] = await Promise.all([
      presentOne(eventId, session, viewer),
      repo.entryFor(participantId, session.id),
    ]);
    return { session: presented, entry: entry ? toMySessionEntry(entry) : null };
  }

  /** The occurrence a join names, or the first that has not ended. */
  async function occurrenceToJoin(
    session: SessionRow,
    occurrenceId: string | undefined,
  ): Promise<OccurrenceRow> {
    if (occurrenceId !== undefined) {
      const found = await repo.findOccurrence(session.id, occurrenceId);
      if (!found) throw new AppError(404, ErrorCode.NotFound, 'Occurrence not found', 'occurrenceId');
      return found;
    }
    const all = await repo.occurrences(session.eventId, [session.id]);
    const next = all.find((o) => now() < o.endsAt) ?? all[all.length - 1];
    if (!next) throw new AppError(404, ErrorCode.NotFound, 'The session has no occurrence', 'occurrenceId');
    return next;
  }

  /**
   * Puts a participant into an occurrence, in one transaction under their row lock: their other
   * plans are read and decided against while no other join of theirs can change them. A previous
   * entry for another occurrence of the session is replaced (its seat freed).
   */
  async function enter(opts: {
    session: SessionRow;
    occurrence: OccurrenceRow;
    participantId: string;
    /** Organizer approval needed: the entry is a pending request and takes no seat yet. */
    asRequest: boolean;
    decidedBy: string | null;
  }): Promise<{ seatsChanged: boolean }> {
    const { session, occurrence, participantId } = opts;
    if (now() >= occurrence.endsAt) {
      throw conflict(ErrorCode.SessionEnded, 'This session has ended', 'occurrenceId');
    }
    return database.db.transaction(async (tx: Db) => {
      const r = createSessionsRepository(tx);
      await r.lockParticipant(participantId);
      const existing = await r.entryFor(participantId, session.id);
      if (existing?.state === 'declined') {
        throw conflict(
          ErrorCode.SessionRequestDeclined,
          'The organizers declined your request to join this session',
          'selectedSessionId',
        );
      }
      if (existing && existing.occurrenceId === occurrence.id) {
        if (existing.state === 'joined' || opts.asRequest) return { seatsChanged: false };
      }
      const busy = await r.busyIntervals(
        session.eventId,
        participantId,
        { from: occurrence.startsAt, to: occurrence.endsAt },
        session.id,
      );
      const collisions = collisionsWith(occurrence, busy.map(asCommitment));
      if (collisions.length > 0) {
        throw conflict(ErrorCode.SessionCollision, 'This time is taken in your agenda', 'occurrenceId', {
          collisions: collisions.map((c) => ({
            kind: c.kind,
            id: c.id,
            startsAt: c.startsAt,
            endsAt: c.endsAt,
          })),
        });
      }
      if (existing) await r.deleteEntry(participantId, session.id);
      // Seat counters are touched in occurrence-id order: two people moving between the same two
      // occurrences in opposite directions would otherwise wait for each other's row (deadlock).
      const seats = [
        ...(existing?.state === 'joined' ? [{ id: existing.occurrenceId, take: false }] : []),
        ...(opts.asRequest ? [] : [{ id: occurrence.id, take: true }]),
      ].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      for (const seat of seats) {
        if (!seat.take) await r.releaseSeat(seat.id);
        else if (!(await r.takeSeat(seat.id))) {
          throw conflict(ErrorCode.SessionFull, 'This session is fully booked', 'occurrenceId');
        }
      }
      const seatsChanged = seats.length > 0;
      const at = now();
      await r.insertEntry({
        id: randomUUID(),
        eventId: session.eventId,
        participantId,
        sessionId: session.id,
        occurrenceId: occurrence.id,
        state: opts.asRequest ? 'pending' : 'joined',
        decidedBy: opts.decidedBy,
        createdAt: at,
        updatedAt: at,
      });
      return { seatsChanged };
    });
  }

  async function afterChange(
    eventId: string,
    participantId: string,
    sessionId: string,
    seatsChanged: boolean,
  ) {
    await Promise.all([
      publishEntry(eventId, participantId, sessionId),
      seatsChanged ? publishSeats(eventId, sessionId) : Promise.resolve(),
    ]);
  }

  /**
   * Seats a participant (join, addToSession) in the named occurrence or the next one that has not
   * ended; a pending request instead when the session is blocking and no organizer acts.
   */
  async function seat(opts: {
    session: SessionRow;
    occurrenceId: string | undefined;
    participantId: string;
    actor: EventMember;
    decidedBy: string | null;
  }): Promise<ScheduleResult> {
    const { session, participantId, actor } = opts;
    if (!isJoinedFromProgram(sessionTypeOf(session.type))) {
      throw new AppError(
        400,
        ErrorCode.ValidationFailed,
        'selectedSessionId: not a session one joins',
        'selectedSessionId',
      );
    }
    const occurrence = await occurrenceToJoin(session, opts.occurrenceId);
    const { seatsChanged } = await enter({
      session,
      occurrence,
      participantId,
      asRequest: session.blocking && !actor.organizer,
      decidedBy: opts.decidedBy,
    });
    await afterChange(session.eventId, participantId, session.id, seatsChanged);
    return scheduleResult(session.eventId, session, actor, participantId);
  }

  /** The rows of one participant's agenda in one event, in agenda order. */
  async function agendaRows(eventId: string, viewer: SessionViewer): Promise<AgendaRow[]> {
    const all = await repo.sessionsOf(eventId);
    const visible = all.filter((s) => canSeeSession(s, viewer));
    const view = await loadView(eventId, viewer, visible);
    const rows: AgendaRow[] = [];
    for (const session of visible) {
      const entry = view.entries.get(session.id);
      const role = sessionRoleOf(session, viewer);
      const occurrences = view.occurrences.get(session.id) ?? [];
      const mine = new Map<string, AgendaEntryRow['state']>();
      // Organizers moderate every session, but only those they speak at, moderate or translate by
      // name (or joined) are in their own agenda.
      const named = sessionRoleOf(session, { ...viewer, organizer: false });
      if (named !== 'attendee') for (const o of occurrences) mine.set(o.id, 'joined');
      if (entry) mine.set(entry.occurrenceId, entry.state);
      if (mine.size === 0) continue;
      const presented = present(session, viewer, view);
      for (const o of occurrences) {
        const state = mine.get(o.id);
        if (!state) continue;
        rows.push({
          kind: 'session',
          key: `${session.id}:${o.id}`,
          sessionId: session.id,
          occurrenceId: o.id,
          startsAt: o.startsAt,
          endsAt: o.endsAt,
          state,
          role: named !== 'attendee' ? named : role,
          session: presented,
        });
      }
    }
    for (const off of await repo.offTimesOf(viewer.participantId)) rows.push(toOffTimeRow(off));
    return rows.sort(compareAgendaEntries);
  }

  /** Joined and named sessions of an agenda as calendar entries; UID per occurrence (stable). */
  function feedUrls(secret: string, at: RequestOrigin) {
    const url = `${at.origin}/v1/calendar/${secret}.ics`;
    return { url, webcalUrl: url.replace(/^https?:\/\//, 'webcal://') };
  }

  return {
    /** GET /v1/event/sessions: the program as the caller may see it. */
    async list(userId: string, eventId: string): Promise<Session[]> {
      const me = await access.member(userId, eventId);
      const visible = (await repo.sessionsOf(eventId)).filter((s) => canSeeSession(s, me));
      const view = await loadView(eventId, me, visible);
      return visible
        .map((s) => present(s, me, view))
        .sort(
          (a, b) =>
            (a.occurrences[0]?.startsAt ?? Infinity) - (b.occurrences[0]?.startsAt ?? Infinity) ||
            a.name.localeCompare(b.name) ||
            (a.id < b.id ? -1 : 1),
        );
    },

    /** GET /v1/event/session: one session; 404 when the caller may not see it. */
    async get(userId: string, eventId: string, sessionId: string): Promise<Session> {
      const me = await access.member(userId, eventId);
      const session = await repo.findSession(eventId, sessionId);
      if (!session || !canSeeSession(session, me)) throw notFound('Session');
      return presentOne(eventId, session, me);
    },

    /** GET /v1/event/agenda: my agenda in the event. */
    async agenda(userId: string, eventId: string): Promise<Agenda> {
      const me = await access.member(userId, eventId);
      const event = await requireEvent(eventId);
      return {
        eventId,
        timezone: event.timezone,
        participantId: me.participantId,
        rows: await agendaRows(eventId, me),
      };
    },

    /** POST /v1/event/schedule/join. Blocking sessions: a pending request unless the caller is an organizer. */
    async join(userId: string, body: z.output<typeof joinBody>): Promise<ScheduleResult> {
      const me = await access.member(userId, body.eventId);
      const session = await visibleSession(body.eventId, body.selectedSessionId, me);
      return seat({
        session,
        occurrenceId: body.occurrenceId,
        participantId: me.participantId,
        actor: me,
        decidedBy: null,
      });
    },

    /** POST /v1/event/schedule/leave: removes my entry (any state); a joined entry frees its seat. */
    async leave(userId: string, body: z.output<typeof leaveBody>): Promise<ScheduleResult> {
      const me = await access.member(userId, body.eventId);
      const session = await repo.findSession(body.eventId, body.selectedSessionId);
      const mine = session && (await repo.entryFor(me.participantId, session.id));
      // One may always leave what one is in, even a session hidden since; otherwise it does not exist.
      if (!session || (!mine && !canSeeSession(session, me))) {
        throw new AppError(404, ErrorCode.NotFound, 'Session not found', 'selectedSessionId');
      }
      const removed = await database.db.transaction(async (tx: Db) => {
        const r = createSessionsRepository(tx);
        await r.lockParticipant(me.participantId);
        const entry = await r.deleteEntry(me.participantId, session.id);
        if (entry?.state === 'joined') await r.releaseSeat(entry.occurrenceId);
        return entry;
      });
      if (removed) await afterChange(body.eventId, me.participantId, session.id, removed.state === 'joined');
      return scheduleResult(body.eventId, session, me, me.participantId);
    },

    /** POST /v1/event/schedule/addToSession: organizers (or onbehalfmeeting) seat someone; no approval step. */
    async addToSession(userId: string, body: z.output<typeof addToSessionBody>): Promise<ScheduleResult> {
      const me = await access.member(userId, body.eventId);
      const target = await actingOn(userId, body.eventId, body.participantId);
      const session = await repo.findSession(body.eventId, body.selectedSessionId);
      if (!session || !canSeeSession(session, me) || !canSeeSession(session, target)) {
        throw new AppError(404, ErrorCode.NotFound, 'Session not found', 'selectedSessionId');
      }
      return seat({
        session,
        occurrenceId: body.occurrenceId,
        participantId: target.participantId,
        actor: me,
        decidedBy: userId,
      });
    },

    /** POST /v1/event/schedule/ping: I am in the session's room now (ljt), from the rehearsal window to its end. */
    async ping(userId: string, body: z.output<typeof pingBody>): Promise<PingResult> {
      const me = await access.member(userId, body.eventId);
      const event = await requireEvent(body.eventId);
      const session = await visibleSession(body.eventId, body.selectedSessionId, me);
      const at = now();
      const occurrences = await repo.occurrences(body.eventId, [session.id]);
      const live = occurrences.find((o) => o.startsAt - SESSION_STARTING_MS <= at && at < o.endsAt);
      if (!live) {
        throw occurrences.every((o) => at >= o.endsAt)
          ? conflict(ErrorCode.SessionEnded, 'This session has ended', 'selectedSessionId')
          : conflict(ErrorCode.SessionNotStarted, 'This session has not started yet', 'selectedSessionId');
      }
      await repo.recordJoin({
        participantId: me.participantId,
        occurrenceId: live.id,
        sessionId: session.id,
        at,
      });
      // A rehearsal ping in the pre-start window by someone allowed to rehearse starts the rehearsal
      // for everyone who sees the session (join rehearsal instead of rehearse).
      const rehearses = body.rehearsal === true && REHEARSES.has(sessionRoleOf(session, me));
      if (rehearses && at < live.startsAt) {
        const changed = await repo.startRehearsal(session.id, at, live.startsAt - SESSION_STARTING_MS);
        if (changed) await publishSeats(body.eventId, session.id);
      }
      return { ljt: at, ...(await conferenceEntry(userId, event, session, me, body)) };
    },

    /**
     * POST /v1/event/schedule/checkIn: an occurrence of my agenda (or of a session I speak at,
     * moderate or translate, or any for organizers), from AGENDA_STARTING_MS before its start to its end.
     */
    async checkIn(userId: string, body: z.output<typeof sessionCheckInBody>) {
      const me = await access.member(userId, body.eventId);
      const session = await visibleSession(body.eventId, body.selectedSessionId, me);
      const entry = await repo.entryFor(me.participantId, session.id);
      const occurrenceId = body.occurrenceId ?? (entry?.state === 'joined' ? entry.occurrenceId : undefined);
      const occurrence = await occurrenceToJoin(session, occurrenceId);
      const inAgenda = entry?.state === 'joined' && entry.occurrenceId === occurrence.id;
      if (!inAgenda && sessionRoleOf(session, me) === 'attendee') {
        throw forbidden('Add the session to your agenda before checking in');
      }
      const at = now();
      if (at < occurrence.startsAt - AGENDA_STARTING_MS) {
        throw conflict(
          ErrorCode.SessionNotStarted,
          'Check-in opens 5 minutes before the start',
          'occurrenceId',
        );
      }
      if (at >= occurrence.endsAt)
        throw conflict(ErrorCode.SessionEnded, 'This session has ended', 'occurrenceId');
      const saved = await repo.recordCheckIn({
        participantId: me.participantId,
        occurrenceId: occurrence.id,
        sessionId: session.id,
        at,
      });
      return { sessionId: session.id, occurrenceId: occurrence.id, checkedInAt: saved.checkedInAt ?? at };
    },

    /**
     * POST /v1/event/schedule/participantOff: the form's date and times in `timezone`, stored as UTC
     * instants. The date must lie from today through the day after the event's end (in that zone).
     */
    async addOffTime(userId: string, body: z.output<typeof offTimeBody>): Promise<OffTime> {
      const target = await actingOn(userId, body.eventId, body.asParticipantId);
      const event = await requireEvent(body.eventId);
      const result = validateOffTime(
        { date: body.date, startTime: body.startTime, endTime: body.endTime },
        { now: now(), timeZone: body.timezone, eventEndsAt: event.endsAt },
      );
      if (!result.ok) {
        const [field, key] = Object.entries(result.errors)[0] ?? ['date', 'validation.error.date'];
        throw new AppError(400, ErrorCode.ValidationFailed, `${field}: ${key}`, field, {
          errors: result.errors,
        });
      }
      const saved = await repo.insertOffTime({
        id: randomUUID(),
        eventId: body.eventId,
        participantId: target.participantId,
        startsAt: result.value.startsAt,
        endsAt: result.value.endsAt,
        timezone: body.timezone,
        date: body.date,
        startTime: body.startTime,
        endTime: body.endTime,
        createdBy: userId,
        createdAt: now(),
      });
      return toOffTime(saved);
    },

    /** DELETE /v1/event/schedule/participantOff. */
    async deleteOffTime(userId: string, query: z.output<typeof offTimeRef>): Promise<{ ok: true }> {
      const target = await actingOn(userId, query.eventId, query.asParticipantId);
      if (!(await repo.deleteOffTime(query.eventId, target.participantId, query.id))) {
        throw new AppError(404, ErrorCode.NotFound, 'Off-time not found', 'id');
      }
      return { ok: true };
    },

    /** GET /v1/event/schedule/requests (organizers): requests for blocking sessions, oldest first. */
    async requests(
      userId: string,
      query: z.output<typeof scheduleRequestsQuery>,
    ): Promise<ScheduleRequest[]> {
      await access.requireOrganizer(userId, query.eventId);
      const entries = await repo.entriesInState(query.eventId, query.state);
      const sessionsById = new Map((await repo.sessionsOf(query.eventId)).map((s) => [s.id, s]));
      const blocking = entries.filter((e) => sessionsById.get(e.sessionId)?.blocking);
      const occurrences = new Map(
        (await repo.occurrences(query.eventId, [...new Set(blocking.map((e) => e.sessionId))])).map((o) => [
          o.id,
          o,
        ]),
      );
      const people = new Map(
        (await repo.people(query.eventId, [...new Set(blocking.map((e) => e.participantId))])).map((p) => [
          p.participantId,
          p,
        ]),
      );
      return blocking.flatMap((e) => {
        const occurrence = occurrences.get(e.occurrenceId);
        const person = people.get(e.participantId);
        const session = sessionsById.get(e.sessionId);
        return occurrence && person && session ? [toRequest(e, session, occurrence, person)] : [];
      });
    },

    /**
     * POST /v1/event/schedule/request (organizers): approve a pending request (it takes a seat, or
     * fails with MST-00130 when none is left) or decline it. The participant is told by e-mail.
     */
    async decide(userId: string, body: z.output<typeof scheduleDecisionBody>): Promise<ScheduleRequest> {
      await access.requireOrganizer(userId, body.eventId);
      const entry = await repo.findEntry(body.eventId, body.requestId);
      if (!entry) throw new AppError(404, ErrorCode.NotFound, 'Request not found', 'requestId');
      const decided = await database.db.transaction(async (tx: Db) => {
        const r = createSessionsRepository(tx);
        await r.lockParticipant(entry.participantId);
        const to = body.decision === 'approve' ? 'joined' : 'declined';
        const moved = await r.moveEntry(entry.id, 'pending', to, now(), userId);
        if (!moved) throw conflict(ErrorCode.ValidationFailed, 'requestId: already decided', 'requestId');
        if (to === 'joined' && !(await r.takeSeat(entry.occurrenceId))) {
          throw conflict(ErrorCode.SessionFull, 'This session is fully booked', 'requestId');
        }
        return moved;
      });
      await afterChange(body.eventId, entry.participantId, entry.sessionId, decided.state === 'joined');
      const [session, occurrence, person, participant] = await Promise.all([
        repo.findSession(body.eventId, entry.sessionId),
        repo.findOccurrence(entry.sessionId, entry.occurrenceId),
        repo.people(body.eventId, [entry.participantId]).then((p) => p[0]),
        repo.participant(body.eventId, entry.participantId),
      ]);
      if (!session || !occurrence || !person) throw notFound('Request');
      const event = await requireEvent(body.eventId);
      if (participant?.email) {
        await mailer
          .send({
            to: participant.email,
            ...requestDecisionMail({
              approved: decided.state === 'joined',
              sessionName: session.name,
              eventName: event.name,
              startsAt: occurrence.startsAt,
              timezone: event.timezone,
            }),
          })
          .catch(() => undefined);
      }
      return toRequest(decided, session, occurrence, person);
    },

    /**
     * POST /v1/event/participant/calendar: mode link returns my feed URL (created on first use,
     * replaced with rotate); mode email sends this event's agenda as agenda.ics to my e-mail.
     */
    async calendar(
      userId: string,
      body: z.output<typeof calendarBody>,
      at: RequestOrigin,
    ): Promise<CalendarResult> {
      const me = await access.member(userId, body.eventId);
      const secret = await repo.saveFeedSecret(
        userId,
        randomBytes(24).toString('base64url'),
        now(),
        body.rotate,
      );
      const urls = feedUrls(secret, at);
      if (body.mode === 'link') return { mode: 'link', ...urls, sentTo: null };

      const email = await repo.userEmail(userId);
      if (!email)
        throw new AppError(409, ErrorCode.ValidationFailed, 'Your account has no e-mail address', 'mode');
      const event = await requireEvent(body.eventId);
      const rows = await agendaRows(body.eventId, me);
      const ics = buildCalendar({
        name: event.name,
        events: agendaCalendarEvents(rows, event.name),
        now: now(),
      });
      await mailer.send({
        to: email,
        ...agendaMail({
          eventName: event.name,
          sessions: rows.filter((r) => r.kind === 'session' && r.state === 'joined').length,
          feedUrl: urls.url,
        }),
        attachments: [
          {
            filename: 'agenda.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: Buffer.from(ics, 'utf8'),
          },
        ],
      });
      return { mode: 'email', ...urls, sentTo: email };
    },

    /** GET /v1/calendar/{secret}.ics: every event's agenda of the secret's owner; null for an unknown secret. */
    async feed(file: string): Promise<string | null> {
      const userId = await repo.feedOwner(file.replace(/\.ics$/, ''));
      if (!userId) return null;
      const events: CalendarEvent[] = [];
      for (const m of await repo.membershipsOf(userId)) {
        const event = await requireEvent(m.eventId);
        events.push(...agendaCalendarEvents(await agendaRows(m.eventId, m), event.name));
      }
      return buildCalendar({ name: 'Lanyard agenda', events, now: now() });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;

function sessionTypeOf(type: string): Session['type'] {
  return type === 'moostoo' || type === 'moostoo_meeting' || type === '_participant_off_' ? type : 'normal';
}

function toPerson(p: PersonRow): SessionPerson {
  return { ...p };
}

function toOffTime(o: OffTimeRow): OffTime {
  return {
    id: o.id,
    eventId: o.eventId,
    participantId: o.participantId,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    timezone: o.timezone,
  };
}

function toOffTimeRow(o: OffTimeRow): AgendaRow {
  return {
    kind: 'offTime',
    key: `off:${o.id}`,
    id: o.id,
    startsAt: o.startsAt,
    endsAt: o.endsAt,
    timezone: o.timezone,
  };
}

function toRequest(
  e: AgendaEntryRow,
  session: SessionRow,
  occurrence: OccurrenceRow,
  person: PersonRow,
): ScheduleRequest {
  return {
    id: e.id,
    sessionId: session.id,
    sessionName: session.name,
    occurrence: toOccurrence(occurrence),
    participant: toPerson(person),
    state: e.state,
    requestedAt: e.createdAt,
  };
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length ? Math.max(...present) : null;
}

/** The check-in of the occurrence in my agenda, else the latest of any occurrence. */
function pickCheckIn(attendance: AttendanceRow[], entry: AgendaEntryRow | null): number | null {
  const ofEntry = entry && attendance.find((a) => a.occurrenceId === entry.occurrenceId);
  return ofEntry?.checkedInAt ?? maxOf(attendance.map((a) => a.checkedInAt));
}
