import type { z } from 'zod';
import { mailLanguage } from '@shared/rules/language';
import type { ScheduleRequest, scheduleDecisionBody, scheduleRequestsQuery } from '@shared/schemas/sessions';
import type { Db } from '../../db/client';
import type { AgendaEntryRow } from '../../db/repositories/agendaEntries';
import type { PersonRow } from '../../db/repositories/participants';
import type { OccurrenceRow, SessionRow } from '../../db/repositories/sessions';
import { conflict, notFound } from '../../http/errors';
import { requestDecisionMail } from '../../mail/templates';
import { sessionsRepositories, type SessionsContext } from './context';
import type { SessionsPublisher } from './publish';
import { toOccurrence } from './topics';

/** Organizer approval of requests to join blocking sessions (DECISIONS 10). */
export function createRequests(ctx: SessionsContext, { afterChange }: SessionsPublisher) {
  const { database, access, repos, mailer, now, requireEvent } = ctx;

  return {
    /** GET /v1/event/schedule/requests (organizers): requests for blocking sessions, oldest first. */
    async requests(
      userId: string,
      query: z.output<typeof scheduleRequestsQuery>,
    ): Promise<ScheduleRequest[]> {
      await access.require(userId, { permission: 'event.organizer', eventId: query.eventId });
      const entries = await repos.entries.entriesInState(query.eventId, query.state);
      const sessionsById = new Map((await repos.sessions.sessionsOf(query.eventId)).map((s) => [s.id, s]));
      const blocking = entries.filter((e) => sessionsById.get(e.sessionId)?.blocking);
      const occurrences = new Map(
        (await repos.sessions.occurrences(query.eventId, [...new Set(blocking.map((e) => e.sessionId))])).map(
          (o) => [o.id, o],
        ),
      );
      const people = new Map(
        (
          await repos.participants.people(query.eventId, [...new Set(blocking.map((e) => e.participantId))])
        ).map((p) => [p.participantId, p]),
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
      await access.require(userId, { permission: 'event.organizer', eventId: body.eventId });
      const entry = await repos.entries.findEntry(body.eventId, body.requestId);
      if (!entry) throw notFound('Request', 'requestId');
      const decided = await database.db.transaction(async (tx: Db) => {
        const r = sessionsRepositories(tx);
        await r.participants.lockParticipant(entry.participantId);
        const to = body.decision === 'approve' ? 'joined' : 'declined';
        const moved = await r.entries.moveEntry(entry.id, 'pending', to, now(), userId);
        if (!moved) throw conflict('StateConflict', 'requestId: already decided', { field: 'requestId' });
        if (to === 'joined' && !(await r.sessions.takeSeat(entry.occurrenceId))) {
          throw conflict('SessionFull', 'This session is fully booked', { field: 'requestId' });
        }
        return moved;
      });
      await afterChange(body.eventId, entry.participantId, entry.sessionId, decided.state === 'joined');
      const [session, occurrence, person, participant] = await Promise.all([
        repos.sessions.findSession(body.eventId, entry.sessionId),
        repos.sessions.findOccurrence(entry.sessionId, entry.occurrenceId),
        repos.participants.people(body.eventId, [entry.participantId]).then((p) => p[0]),
        repos.participants.participant(body.eventId, entry.participantId),
      ]);
      if (!session || !occurrence || !person) throw notFound('Request');
      const event = await requireEvent(body.eventId);
      if (participant?.email) {
        // In the participant's language (DECISIONS 7): their app language, else the event's.
        const reader = participant.userId ? await repos.users.findById(participant.userId) : null;
        await mailer
          .send({
            to: participant.email,
            ...requestDecisionMail({
              language: mailLanguage(reader?.uiSettings.language, event.defaultLanguage),
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
    participant: person,
    state: e.state,
    requestedAt: e.createdAt,
  };
}
