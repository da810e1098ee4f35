import { chatRefusal } from '@shared/rules/chatAccess';
import type { ChatRoom } from '@shared/schemas/chat';
import type { EventDetails, EventSummary } from '@shared/schemas/event';
import type { ParticipantCard } from '@shared/schemas/participants';
import { cardInvitee, viewerAsInviter } from '../meetings';
import { draftPerson, type Draft } from './drafts';
import { roomWith, type RoomRow } from './roomRows';

/**
 * The events the room search looks for people in (spec networking §4 "search-only rooms"; /chat
 * is not below an event, so there is no current one): the events I take part in that have not
 * finished, and the events of my rooms (a finished event's people I already talk to stay findable).
 */
export function searchEventIds(myEvents: readonly EventSummary[], rooms: readonly ChatRoom[]): string[] {
  const live = myEvents.filter((event) => event.participantId !== null && !event.isFinished).map((e) => e.id);
  return [...new Set([...live, ...rooms.map((room) => room.eventId)])];
}

/** What the directory found in one event, with the event as the chat rule reads it. */
export interface FoundPeople {
  event: EventDetails;
  people: readonly ParticipantCard[];
}

/**
 * The search-only rows (spec §4, last in the order): people the directory search found who have
 * neither a room nor a listed draft with me and whom I may chat with (chatRefusal as the Chat button asks
 * it: what a card knows; whether they ignored me only the server knows, and says when the room opens).
 */
export function searchOnlyRows(
  found: readonly FoundPeople[],
  rooms: readonly ChatRoom[],
  drafts: readonly Draft[],
): RoomRow[] {
  return found.flatMap(({ event, people }) =>
    people
      .filter(
        (card) =>
          !roomWith(rooms, event.id, card.id) &&
          !drafts.some((d) => d.eventId === event.id && d.participantId === card.id) &&
          chatRefusal(viewerAsInviter(event), cardInvitee(card), {
            restricted: event.restricted,
            ignoredByThem: false,
          }) === null,
      )
      .map((card) => ({
        key: `search-${event.id}-${card.id}`,
        eventId: event.id,
        room: null,
        draft: null,
        person: draftPerson(card),
        unread: 0,
        lastMessage: null,
        pinned: false,
        hasDraft: false,
        lastMessageDate: null,
        searchOnly: true,
      })),
  );
}
