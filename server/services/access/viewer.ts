import { fullName } from '@shared/rules/personName';
import type { AccessRepository } from '../../db/repositories/access';
import { checkInOpenSince } from './checkInStaff';

type ViewerRow = NonNullable<Awaited<ReturnType<AccessRepository['viewerIn']>>>;

/**
 * The viewer in one event (DECISIONS 20): who the signed-in user is there — their participant row,
 * the event, their type's rules — read once per check (AccessRepository.viewerIn) and shared by every
 * service and topic rule, so nothing reads the caller's participant row a second time.
 */
export interface EventViewer {
  userId: string;
  eventId: string;
  participantId: string;
  typeId: string;
  fullName: string;
  organizer: boolean;
  checkInAdmin: boolean;
  /** The participant's rights (PARTICIPANT_RIGHTS: onbehalfmeeting, reserveatable, inviteparticipant). */
  rights: string[];
  boothId: string | null;
  /** Whether they own the booth they are in. */
  boothOwner: boolean;
  categories: ViewerRow['me']['categories'];
  /** Their type's rules: ordering of the directory, whom they may invite, the meeting cap, guests. */
  priority: string[];
  invitationRights: string[];
  maxMeetingCount: number | null;
  disableGuest: boolean;
  /** The event ended more than a day ago (check-in closes for its admins, meetings can't be booked). */
  eventFinished: boolean;
  /** The whole rows, for an answer that shows them (the event's details). */
  event: ViewerRow['event'];
  participant: ViewerRow['me'];
}

export function toEventViewer(userId: string, row: ViewerRow, now: number): EventViewer {
  const { me, event } = row;
  return {
    userId,
    eventId: event.id,
    participantId: me.id,
    typeId: me.typeId,
    fullName: fullName(me),
    organizer: me.organizer,
    checkInAdmin: me.checkInAdmin,
    rights: me.rights,
    boothId: me.boothId,
    boothOwner: row.boothOwner,
    categories: me.categories,
    priority: row.priority ?? [],
    invitationRights: row.invitationRights ?? [],
    maxMeetingCount: row.maxMeetingCount ?? null,
    disableGuest: row.disableGuest ?? false,
    eventFinished: event.endsAt < checkInOpenSince(now),
    event,
    participant: me,
  };
}
