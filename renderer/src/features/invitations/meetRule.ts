import { inviteRefusal, type Inviter, type InviteRefusal } from '@shared/rules/inviteRules';
import type { EventDetails } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';

/**
 * The invite rule (spec core §5) with what a directory card knows: my record and type, theirs, the
 * event. Two facts a card does not carry are assumed in favour of showing the button — whether a
 * meeting slot is left and whether I own my booth — and the invitation screen it opens tells the
 * server's exact answer (GET /v1/event/invitation's refusal).
 */
export function cardRefusal(event: EventDetails, person: ParticipantCard): InviteRefusal | null {
  return inviteRefusal(
    viewerAsInviter(event),
    { participantId: person.id, typeId: person.typeId, boothId: person.boothId },
    {
      restricted: event.restricted,
      eventFinished: event.isFinished,
      hasOpenMeetingSlots: true,
      toBoothId: null,
    },
  );
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

/**
 * How the Meet button shows for a refusal (spec core §5): hidden when the person cannot be invited
 * at all (oneself, a type not allowed, no meeting slots), disabled with its reason for a booth
 * owner's own team and a finished event.
 */
export function meetButtonState(refusal: InviteRefusal | null): 'shown' | 'disabled' | 'hidden' {
  if (refusal === null) return 'shown';
  return refusal === 'ownBooth' || refusal === 'eventFinished' ? 'disabled' : 'hidden';
}
