import { AGENDA_STARTING_MS } from '@shared/constants';
import type { SegmentViewer } from '@shared/rules/invitationStatus';
import { upcomingState } from '@shared/rules/sessionState';
import type { Invitation, Meeting } from '@shared/schemas/invitations';
import type { Db } from '../../db/client';
import { createInvitationsRepository, type InvitationRow } from '../../db/repositories/invitations';
import { createMeetingsRepository, type MeetingRow } from '../../db/repositories/meetings';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { toInvitation } from './invitationCards';

/*
 * Rows to answers: the invitations of a list or an action, and a meeting, as the viewer sees them,
 * with everything they refer to read once.
 */

const latestFirst = (a: InvitationRow, b: InvitationRow) => b.createdAt - a.createdAt;

/** The invitations as `viewer` sees them, in the order given. */
export async function invitationCards(
  db: Db,
  eventId: string,
  viewer: SegmentViewer,
  rows: readonly InvitationRow[],
  now: number,
): Promise<Invitation[]> {
  if (rows.length === 0) return [];
  const meetingIds = [...new Set(rows.flatMap((r) => (r.meetingId === null ? [] : [r.meetingId])))];
  const invitations = createInvitationsRepository(db);
  const [meetings, people, related] = await Promise.all([
    createMeetingsRepository(db).byIds(meetingIds),
    createParticipantsRepository(db).people(
      eventId,
      [...new Set([viewer.participantId, ...rows.flatMap((r) => [r.fromParticipantId, r.toParticipantId])])],
      true,
    ),
    Promise.all(meetingIds.map((id) => invitations.ofMeeting(id))),
  ]);
  const reschedules = new Map<string, InvitationRow>();
  for (const row of related
    .flat()
    .filter((r) => r.type === 'reschedule')
    .sort(latestFirst)) {
    if (row.meetingId !== null && !reschedules.has(row.meetingId)) reschedules.set(row.meetingId, row);
  }
  const context = {
    viewer,
    people: new Map(people.map((p) => [p.participantId, p])),
    meetings: new Map(meetings.map((m) => [m.id, m])),
    reschedules,
    now,
  };
  return rows.map((row) => toInvitation(row, context));
}

/** The meeting as one of its people sees it (spec §3 Meeting). */
export async function meetingCard(db: Db, meeting: MeetingRow, me: string, now: number): Promise<Meeting> {
  const inMeeting = await createMeetingsRepository(db).participantsOf([meeting.id]);
  const people = await createParticipantsRepository(db).people(
    meeting.eventId,
    inMeeting.map((p) => p.participantId),
    true,
  );
  const guests = new Map(inMeeting.map((p) => [p.participantId, p]));
  const state = upcomingState(meeting, now, AGENDA_STARTING_MS);
  return {
    id: meeting.id,
    eventId: meeting.eventId,
    sessionId: meeting.sessionId,
    slotId: meeting.occurrenceId,
    participants: people.map((p) => ({ ...p, guest: guests.get(p.participantId)?.guest ?? false })),
    startsAt: meeting.startsAt,
    endsAt: meeting.endsAt,
    expired: state === 'expired',
    started: state === 'started',
    upcomingState: state,
    preBooked: meeting.preBookedBy !== null,
    guest: guests.get(me)?.guest ?? false,
    onSite: meeting.onSite,
    table: meeting.tableNumber === null ? null : String(meeting.tableNumber),
    location: meeting.location,
    status: meeting.status,
    invitationId: meeting.invitationId,
    checkedInAt: guests.get(me)?.checkedInAt ?? null,
    me,
  };
}
