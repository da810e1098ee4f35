import type { Db } from '../../db/client';
import { createAgendaEntriesRepository } from '../../db/repositories/agendaEntries';
import { createCalendarFeedsRepository } from '../../db/repositories/calendarFeeds';
import { createEventsRepository, type EventRow } from '../../db/repositories/events';
import { createOffTimesRepository } from '../../db/repositories/offTimes';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { createSessionAttendanceRepository } from '../../db/repositories/sessionAttendance';
import {
  createSessionsRepository,
  type OccurrenceRow,
  type SessionRow,
} from '../../db/repositories/sessions';
import { createUsersRepository } from '../../db/repositories/users';
import { appError, forbidden, notFound } from '../../http/errors';
import { createCommitments } from '../commitments';
import type { AppDeps } from '../deps';
import { canSeeSession, type SessionViewer } from './visibility';

/**
 * What the service is built from; `tokens` signs the conference token the ping answer puts in the
 * room URL on the conference host (DECISIONS 6, `config.conferenceUrl`).
 */
export type SessionsServiceDeps = Pick<
  AppDeps,
  'config' | 'database' | 'publish' | 'access' | 'mailer' | 'now' | 'tokens'
>;

/** The participant that off-time, addToSession and approvals act on. */
interface Viewer extends SessionViewer {
  userId: string | null;
}

/** Every repository the sessions service reads and writes, on one connection or transaction. */
export function sessionsRepositories(db: Db) {
  return {
    sessions: createSessionsRepository(db),
    entries: createAgendaEntriesRepository(db),
    attendance: createSessionAttendanceRepository(db),
    offTimes: createOffTimesRepository(db),
    participants: createParticipantsRepository(db),
    events: createEventsRepository(db),
    users: createUsersRepository(db),
    calendarFeeds: createCalendarFeedsRepository(db),
    commitments: createCommitments(db),
  };
}

/** 404 for a session the caller may not see: to them it does not exist. */
export const sessionNotFound = (field?: string) => notFound('Session', field);

/**
 * What every part of the sessions service shares: its dependencies, the repositories, and the
 * lookups that refuse with 404/403 the same way wherever they are used.
 */
export function createSessionsContext(deps: SessionsServiceDeps) {
  const repos = sessionsRepositories(deps.database.db);

  async function requireEvent(eventId: string): Promise<EventRow> {
    const event = await repos.events.findById(eventId);
    if (!event) throw notFound('Event');
    return event;
  }

  /** The session if the viewer may see it; otherwise it does not exist for them (404). */
  async function visibleSession(eventId: string, sessionId: string, viewer: SessionViewer) {
    const session = await repos.sessions.findSession(eventId, sessionId);
    if (!session || !canSeeSession(session, viewer)) throw sessionNotFound('selectedSessionId');
    return session;
  }

  /** The participant another call acts on: organizers and holders of onbehalfmeeting may name someone else. */
  async function actingOn(
    userId: string,
    eventId: string,
    participantId: string | undefined,
  ): Promise<Viewer> {
    const me = await deps.access.require(userId, { permission: 'event.member', eventId: eventId });
    if (participantId === undefined || participantId === me.participantId) return { ...me, userId };
    deps.access.demand(me, 'participant.onBehalfMeeting', () =>
      forbidden('Only organizers may change another participant’s agenda'),
    );
    const target = await repos.participants.participant(eventId, participantId);
    if (!target) throw notFound('Participant', 'participantId');
    return target;
  }

  /** The occurrence a join or check-in names, or the first that has not ended. */
  async function occurrenceToJoin(
    session: SessionRow,
    occurrenceId: string | undefined,
  ): Promise<OccurrenceRow> {
    if (occurrenceId !== undefined) {
      const found = await repos.sessions.findOccurrence(session.id, occurrenceId);
      if (!found) throw notFound('Occurrence', 'occurrenceId');
      return found;
    }
    const all = await repos.sessions.occurrences(session.eventId, [session.id]);
    const next = all.find((o) => deps.now() < o.endsAt) ?? all[all.length - 1];
    if (!next) {
      throw appError('NotFound', 'The session has no occurrence', { field: 'occurrenceId' });
    }
    return next;
  }

  return { ...deps, repos, requireEvent, visibleSession, actingOn, occurrenceToJoin };
}

export type SessionsContext = ReturnType<typeof createSessionsContext>;
