import type { z } from 'zod';
import { AGENDA_STARTING_MS, SESSION_STARTING_MS } from '@shared/constants';
import type { PingResult, pingBody, sessionCheckInBody } from '@shared/schemas/sessions';
import { conflict, forbidden } from '../../http/errors';
import { createConferenceEntry, REHEARSES } from './conference';
import type { SessionsContext } from './context';
import type { SessionsPublisher } from './publish';
import { sessionRoleOf } from './visibility';

/** Being in a session: the room ping (ljt, rehearsal, conference URL) and the session check-in. */
export function createAttendance(ctx: SessionsContext, { publishSeats }: SessionsPublisher) {
  const { access, repos, now, requireEvent, visibleSession, occurrenceToJoin } = ctx;
  const conferenceEntry = createConferenceEntry(ctx);

  return {
    /** POST /v1/event/schedule/ping: I am in the session's room now (ljt), from the rehearsal window to its end. */
    async ping(userId: string, body: z.output<typeof pingBody>): Promise<PingResult> {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const event = await requireEvent(body.eventId);
      const session = await visibleSession(body.eventId, body.selectedSessionId, me);
      const at = now();
      const occurrences = await repos.sessions.occurrences(body.eventId, [session.id]);
      const live = occurrences.find((o) => o.startsAt - SESSION_STARTING_MS <= at && at < o.endsAt);
      if (!live) {
        throw occurrences.every((o) => at >= o.endsAt)
          ? conflict('SessionEnded', 'This session has ended', { field: 'selectedSessionId' })
          : conflict('SessionNotStarted', 'This session has not started yet', { field: 'selectedSessionId' });
      }
      await repos.attendance.recordJoin({
        participantId: me.participantId,
        occurrenceId: live.id,
        sessionId: session.id,
        at,
      });
      // A rehearsal ping in the pre-start window by someone allowed to rehearse starts the rehearsal
      // for everyone who sees the session (join rehearsal instead of rehearse).
      const rehearses = body.rehearsal === true && REHEARSES.has(sessionRoleOf(session, me));
      if (rehearses && at < live.startsAt) {
        const changed = await repos.sessions.startRehearsal(
          session.id,
          at,
          live.startsAt - SESSION_STARTING_MS,
        );
        if (changed) await publishSeats(body.eventId, session.id);
      }
      return { ljt: at, ...(await conferenceEntry(userId, event, session, me, body)) };
    },

    /**
     * POST /v1/event/schedule/checkIn: an occurrence of my agenda (or of a session I speak at,
     * moderate or translate, or any for organizers), from AGENDA_STARTING_MS before its start to its end.
     */
    async checkIn(userId: string, body: z.output<typeof sessionCheckInBody>) {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const session = await visibleSession(body.eventId, body.selectedSessionId, me);
      const entry = await repos.entries.entryFor(me.participantId, session.id);
      const occurrenceId = body.occurrenceId ?? (entry?.state === 'joined' ? entry.occurrenceId : undefined);
      const occurrence = await occurrenceToJoin(session, occurrenceId);
      const inAgenda = entry?.state === 'joined' && entry.occurrenceId === occurrence.id;
      if (!inAgenda && sessionRoleOf(session, me) === 'attendee') {
        throw forbidden('Add the session to your agenda before checking in');
      }
      const at = now();
      if (at < occurrence.startsAt - AGENDA_STARTING_MS) {
        throw conflict('SessionNotStarted', 'Check-in opens 5 minutes before the start', {
          field: 'occurrenceId',
        });
      }
      if (at >= occurrence.endsAt) {
        throw conflict('SessionEnded', 'This session has ended', { field: 'occurrenceId' });
      }
      const saved = await repos.attendance.recordCheckIn({
        participantId: me.participantId,
        occurrenceId: occurrence.id,
        sessionId: session.id,
        at,
      });
      return { sessionId: session.id, occurrenceId: occurrence.id, checkedInAt: saved.checkedInAt ?? at };
    },
  };
}
