import type { z } from 'zod';
import { compareAgendaEntries } from '@shared/rules/agenda';
import type { Agenda, AgendaRow, agendaQuery } from '@shared/schemas/sessions';
import type { AgendaEntryRow } from '../../db/repositories/agendaEntries';
import { meetingAgendaRows } from '../meetings/agendaRows';
import type { SessionsContext } from './context';
import { toOffTimeRow } from './offTime';
import type { SessionPresenter } from './present';
import { canSeeSession, sessionRoleOf, type SessionViewer } from './visibility';

/** My Agenda: the sessions I joined, asked to join or have a role in, my off-time and my meetings. */
export function createAgenda(
  { actingOn, database, now, repos, requireEvent }: SessionsContext,
  { loadView, present }: SessionPresenter,
) {
  /** The rows of one participant's agenda in one event, in agenda order. */
  async function agendaRows(eventId: string, viewer: SessionViewer): Promise<AgendaRow[]> {
    const [all, entries] = await Promise.all([
      repos.sessions.sessionsOf(eventId),
      repos.entries.entriesOf(viewer.participantId),
    ]);
    // Only the sessions this agenda can hold (joined or asked for, or named in) are presented: the
    // view of every session of the event cost most of the answer, for rows dropped below.
    const entered = new Set(entries.map((e) => e.sessionId));
    const candidates = all.filter(
      (s) =>
        canSeeSession(s, viewer) &&
        (entered.has(s.id) || sessionRoleOf(s, { ...viewer, organizer: false }) !== 'attendee'),
    );
    const view = await loadView(eventId, viewer, candidates);
    const rows: AgendaRow[] = [];
    for (const session of candidates) {
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
    for (const off of await repos.offTimes.offTimesOf(viewer.participantId)) rows.push(toOffTimeRow(off));
    rows.push(...(await meetingAgendaRows(database.db, eventId, viewer.participantId, now())));
    return rows.sort(compareAgendaEntries);
  }

  return {
    agendaRows,

    /**
     * GET /v1/event/agenda: my agenda in the event, or (asParticipantId; organizers and holders of
     * onbehalfmeeting, spec core §6 "show their agenda") another participant's, as they see it.
     */
    async agenda(userId: string, query: z.output<typeof agendaQuery>): Promise<Agenda> {
      const whose = await actingOn(userId, query.eventId, query.asParticipantId);
      const event = await requireEvent(query.eventId);
      return {
        eventId: query.eventId,
        timezone: event.timezone,
        participantId: whose.participantId,
        rows: await agendaRows(query.eventId, whose),
      };
    },
  };
}

export type AgendaPart = ReturnType<typeof createAgenda>;
