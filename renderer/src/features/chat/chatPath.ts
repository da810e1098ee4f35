import type { SessionPerson } from '@shared/schemas/person';

/** What a Chat button hands the chat page: the person, so a draft shows them before any room exists. */
export interface ChatLinkState {
  person: SessionPerson;
}

/**
 * /chat (spec networking §2, exact) and what it opens: a room, or a person of an event (their room
 * when the pair has one, else a draft), or nothing (the list).
 */
export function chatPath(open: { roomId?: string; eventId?: string; participantId?: string }): string {
  const query = new URLSearchParams();
  if (open.roomId) query.set('room', open.roomId);
  if (open.eventId && open.participantId) {
    query.set('event', open.eventId);
    query.set('with', open.participantId);
  }
  const search = query.toString();
  return search ? `/chat?${search}` : '/chat';
}
