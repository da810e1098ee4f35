import { inviteRefusal, type Invitee, type Inviter, type InviteRefusal } from '@shared/rules/inviteRules';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';

/**
 * The invite rule (spec core §5) with what a directory card knows: my record and type, theirs, the
 * event. Two facts a card does not carry are assumed in favour of showing the button — whether a
 * meeting slot is left and whether I own my booth — and the invitation screen it opens tells the
 * server's exact answer (GET /v1/event/invitation's refusal).
 */
export function cardRefusal(event: EventDetails, person: ParticipantCard): InviteRefusal | null {
  return inviteRefusal(viewerAsInviter(event), cardInvitee(person), {
    restricted: event.restricted,
    eventFinished: event.isFinished,
    hasOpenMeetingSlots: true,
    toBoothId: null,
  });
}

/**
 * Me in an event as the invite rule reads me (my type's invitationRights); whether I own my booth
 * a card does not know, so not (the server's answer decides).
 */
export function viewerAsInviter(event: EventDetails): Inviter {
  const myType = event.participantTypes.find((type) => type.id === event.me.typeId);
  return {
    participantId: event.me.participantId,
    typeId: event.me.typeId,
    organizer: event.me.organizer,
    boothId: event.me.boothId,
    boothOwner: false,
    invitationRights: myType?.invitationRights ?? [],
  };
}

/** A directory card as the invite and chat rules read the person (their account decides notJoined). */
export function cardInvitee(person: ParticipantCard): Invitee {
  return { participantId: person.id, typeId: person.typeId, boothId: person.boothId, userId: person.userId };
}

/**
 * How the Meet button shows for a refusal (spec core §5): hidden when the person cannot be invited
 * at all (oneself, not signed up yet — the card says so instead —, a type not allowed, no meeting
 * slots), disabled with its reason for a booth
 * owner's own team and a finished event.
 */
export function meetButtonState(refusal: InviteRefusal | null): 'shown' | 'disabled' | 'hidden' {
  if (refusal === null) return 'shown';
  return refusal === 'ownBooth' || refusal === 'eventFinished' ? 'disabled' : 'hidden';
}
