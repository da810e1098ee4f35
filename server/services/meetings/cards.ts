import { AGENDA_STARTING_MS } from '@shared/constants';
import type { SegmentViewer } from '@shared/rules/invitationStatus';
import { upcomingState } from '@shared/rules/sessionState';
import type { Invitation, InvitationActionResult, Meeting } from '@shared/schemas/invitations';
import type { Db } from '../../db/client';
import { createInvitationsRepository, type InvitationRow } from '../../db/repositories/invitations';
import {
  createMeetingsRepository,
  type MeetingParticipantRow,
  type MeetingRow,
} from '../../db/repositories/meetings';
import { createParticipantsRepository, type PersonRow } from '../../db/repositories/participants';
import type { Booked } from './booking';
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

/**
 * The answer of a booking built from what it holds (a meeting just made has no reschedule yet);
 * null when the viewer or a side of the invitation is not among the two booked (a booth's team
 * member accepting for its owner): then the answer is read (../context.ts actionResult).
 */
export function bookedResult(
  viewer: SegmentViewer,
  invitation: InvitationRow,
  booked: Booked,
  now: number,
): InvitationActionResult | null {
  const people = booked.people.filter((p) => p.listed).map((p) => p.card);
  const byId = new Map(people.map((p) => [p.participantId, p]));
  const ids = booked.people.map((p) => p.participantId);
  if (
    ![viewer.participantId, invitation.fromParticipantId, invitation.toParticipantId].every((id) =>
      ids.includes(id),
    )
  ) {
    return null;
  }
  const context = {
    viewer,
    people: byId,
    meetings: new Map([[booked.meeting.id, booked.meeting]]),
    reschedules: new Map<string, InvitationRow>(),
    now,
  };
  return {
    invitation: toInvitation(invitation, context),
    meeting: toMeetingCard(booked.meeting, booked.inMeeting, people, viewer.participantId, now),
  };
}

/** The meeting as one of its people sees it (spec §3 Meeting). */
export async function meetingCard(db: Db, meeting: MeetingRow, me: string, now: number): Promise<Meeting> {
  const inMeeting = await createMeetingsRepository(db).participantsOf([meeting.id]);
  const people = await createParticipantsRepository(db).people(
    meeting.eventId,
    inMeeting.map((p) => p.participantId),
    true,
  );
  return toMeetingCard(meeting, inMeeting, people, me, now);
}

/** meetingCard from rows already read: who is in the meeting and, of them, the listed people. */
export function toMeetingCard(
  meeting: MeetingRow,
  inMeeting: readonly MeetingParticipantRow[],
  people: readonly PersonRow[],
  me: string,
  now: number,
): Meeting {
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
