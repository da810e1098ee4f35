import { isBusy } from '@shared/rules/commitments';
import type { ScheduleResult, Session } from '@shared/schemas/sessions';
import type { AgendaEntryRow } from '../../db/repositories/agendaEntries';
import type { AttendanceRow } from '../../db/repositories/sessionAttendance';
import type { SessionRow } from '../../db/repositories/sessions';
import type { SessionsContext } from './context';
import { rehearsalStartedNow, toMySessionEntry, toOccurrence } from './topics';
import { sessionRoleOf, type SessionViewer } from './visibility';

/** Sessions as one viewer sees them: their people, seats, my entry, collisions and attendance. */
export function createSessionPresenter({ repos, now }: SessionsContext) {
  /** Everything needed to present sessions to one viewer, read once. */
  async function loadView(eventId: string, viewer: SessionViewer, sessionRows: SessionRow[]) {
    const ids = sessionRows.map((s) => s.id);
    const occurrences = await repos.sessions.occurrences(eventId, ids);
    const personIds = [
      ...new Set(sessionRows.flatMap((s) => [...s.speakers, ...s.moderators, ...s.translators])),
    ];
    const [people, entries, attendance, busy] = await Promise.all([
      repos.participants.people(eventId, personIds),
      repos.entries.entriesOf(viewer.participantId),
      repos.attendance.attendanceOf(viewer.participantId, ids),
      repos.commitments.of({ eventId, participantId: viewer.participantId, window: null }),
    ]);
    return {
      occurrences: groupBy(occurrences, (o) => o.sessionId),
      people: new Map(people.map((p) => [p.participantId, p])),
      entries: new Map(entries.map((e) => [e.sessionId, e])),
      attendance: groupBy(attendance, (a) => a.sessionId),
      busy,
    };
  }
  type View = Awaited<ReturnType<typeof loadView>>;

  function present(session: SessionRow, viewer: SessionViewer, view: View): Session {
    const occurrences = view.occurrences.get(session.id) ?? [];
    const entry = view.entries.get(session.id) ?? null;
    const attendance = view.attendance.get(session.id) ?? [];
    const others = view.busy.filter((c) => c.sessionId !== session.id);
    const persons = (ids: string[]) => ids.flatMap((id) => view.people.get(id) ?? []);
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
        collidingOccurrenceIds: occurrences.filter((o) => isBusy(o, others)).map((o) => o.id),
        ljt: maxOf(attendance.map((a) => a.lastJoinAt)),
        checkedInAt: pickCheckIn(attendance, entry),
      },
    };
  }

  async function presentOne(eventId: string, session: SessionRow, viewer: SessionViewer): Promise<Session> {
    return present(session, viewer, await loadView(eventId, viewer, [session]));
  }

  /** The answer to a schedule change: the session as the actor sees it, and the participant's entry. */
  async function scheduleResult(
    eventId: string,
    session: SessionRow,
    viewer: SessionViewer,
    participantId: string,
  ): Promise<ScheduleResult> {
    const [presented, entry] = await Promise.all([
      presentOne(eventId, session, viewer),
      repos.entries.entryFor(participantId, session.id),
    ]);
    return { session: presented, entry: entry ? toMySessionEntry(entry) : null };
  }

  return { loadView, present, presentOne, scheduleResult };
}

export type SessionPresenter = ReturnType<typeof createSessionPresenter>;

export function sessionTypeOf(type: string): Session['type'] {
  return type === 'moostoo' || type === 'moostoo_meeting' || type === '_participant_off_' ? type : 'normal';
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
