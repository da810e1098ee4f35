import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isJoinedFromProgram } from '@shared/rules/sessionButton';
import type { ScheduleResult, addToSessionBody, joinBody, leaveBody } from '@shared/schemas/sessions';
import type { Db } from '../../db/client';
import type { OccurrenceRow, SessionRow } from '../../db/repositories/sessions';
import { conflict, invalidField } from '../../http/errors';
import type { EventViewer } from '../access';
import { sessionNotFound, sessionsRepositories, type SessionsContext } from './context';
import { sessionTypeOf, type SessionPresenter } from './present';
import type { SessionsPublisher } from './publish';
import { canSeeSession } from './visibility';

/** Joining, leaving and seating someone: seats, organizer approval and collisions with my commitments. */
export function createSchedule(
  ctx: SessionsContext,
  { scheduleResult }: SessionPresenter,
  { afterChange }: SessionsPublisher,
) {
  const { database, access, repos, now, visibleSession, actingOn, occurrenceToJoin } = ctx;

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
      throw conflict('SessionEnded', 'This session has ended', { field: 'occurrenceId' });
    }
    return database.db.transaction(async (tx: Db) => {
      const r = sessionsRepositories(tx);
      await r.participants.lockParticipant(participantId);
      const existing = await r.entries.entryFor(participantId, session.id);
      if (existing?.state === 'declined') {
        throw conflict(
          'SessionRequestDeclined',
          'The organizers declined your request to join this session',
          {
            field: 'selectedSessionId',
          },
        );
      }
      if (existing && existing.occurrenceId === occurrence.id) {
        if (existing.state === 'joined' || opts.asRequest) return { seatsChanged: false };
      }
      await r.commitments.requireFree(
        { eventId: session.eventId, participantId, exceptSessionId: session.id },
        occurrence,
        'occurrenceId',
      );
      if (existing) await r.entries.deleteEntry(participantId, session.id);
      // Seat counters are touched in occurrence-id order: two people moving between the same two
      // occurrences in opposite directions would otherwise wait for each other's row (deadlock).
      const seats = [
        ...(existing?.state === 'joined' ? [{ id: existing.occurrenceId, take: false }] : []),
        ...(opts.asRequest ? [] : [{ id: occurrence.id, take: true }]),
      ].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      for (const seat of seats) {
        if (!seat.take) await r.sessions.releaseSeat(seat.id);
        else if (!(await r.sessions.takeSeat(seat.id))) {
          throw conflict('SessionFull', 'This session is fully booked', { field: 'occurrenceId' });
        }
      }
      const seatsChanged = seats.length > 0;
      const at = now();
      await r.entries.insertEntry({
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

  /**
   * Seats a participant (join, addToSession) in the named occurrence or the next one that has not
   * ended; a pending request instead when the session is blocking and no organizer acts.
   */
  async function seat(opts: {
    session: SessionRow;
    occurrenceId: string | undefined;
    participantId: string;
    actor: EventViewer;
    decidedBy: string | null;
  }): Promise<ScheduleResult> {
    const { session, participantId, actor } = opts;
    if (!isJoinedFromProgram(sessionTypeOf(session.type))) {
      throw invalidField('selectedSessionId', 'not a session one joins');
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

  return {
    /** POST /v1/event/schedule/join. Blocking sessions: a pending request unless the caller is an organizer. */
    async join(userId: string, body: z.output<typeof joinBody>): Promise<ScheduleResult> {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
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
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const session = await repos.sessions.findSession(body.eventId, body.selectedSessionId);
      const mine = session && (await repos.entries.entryFor(me.participantId, session.id));
      // One may always leave what one is in, even a session hidden since; otherwise it does not exist.
      if (!session || (!mine && !canSeeSession(session, me))) throw sessionNotFound('selectedSessionId');
      const removed = await database.db.transaction(async (tx: Db) => {
        const r = sessionsRepositories(tx);
        await r.participants.lockParticipant(me.participantId);
        const entry = await r.entries.deleteEntry(me.participantId, session.id);
        if (entry?.state === 'joined') await r.sessions.releaseSeat(entry.occurrenceId);
        return entry;
      });
      if (removed) await afterChange(body.eventId, me.participantId, session.id, removed.state === 'joined');
      return scheduleResult(body.eventId, session, me, me.participantId);
    },

    /** POST /v1/event/schedule/addToSession: organizers (or onbehalfmeeting) seat someone; no approval step. */
    async addToSession(userId: string, body: z.output<typeof addToSessionBody>): Promise<ScheduleResult> {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const target = await actingOn(userId, body.eventId, body.participantId);
      const session = await repos.sessions.findSession(body.eventId, body.selectedSessionId);
      if (!session || !canSeeSession(session, me) || !canSeeSession(session, target)) {
        throw sessionNotFound('selectedSessionId');
      }
      return seat({
        session,
        occurrenceId: body.occurrenceId,
        participantId: target.participantId,
        actor: me,
        decidedBy: userId,
      });
    },
  };
}
