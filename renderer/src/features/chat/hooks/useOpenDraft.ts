import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasJoined } from '@shared/rules/inviteRules';
import type { SessionPerson } from '@shared/schemas/person';
import { attendeeCardQuery } from '../../networking';
import { draftOf, draftPerson, useDrafts } from '../drafts';

/**
 * Opens the draft with the person a /chat address names (eventId, participantId): the person the
 * Chat button handed over, else — a reload, a shared link — their card from the directory (a 404
 * for anyone I may not see, and the page then says the chat is not available). `wanted` is false
 * when there is nothing to open (no person named, or the pair has a room). `loading` while the card
 * loads; `notJoined` when the card is of a ticket holder who has not signed up (the chat rule's
 * notJoined): no draft is opened for them, no one would read it.
 */
export function useOpenDraft(
  eventId: string | null,
  participantId: string | null,
  handed: SessionPerson | undefined,
  wanted: boolean,
): { loading: boolean; notJoined: boolean } {
  const open = useDrafts((s) => s.open);
  const known = useDrafts((s) =>
    eventId && participantId ? draftOf(s.drafts, eventId, participantId) : undefined,
  );
  const person = handed?.participantId === participantId ? handed : undefined;
  const card = useQuery({
    ...attendeeCardQuery(eventId ?? '', participantId ?? ''),
    enabled: wanted && !person && !known && eventId !== null && participantId !== null,
  });
  const found = card.data?.card;
  useEffect(() => {
    if (!wanted || !eventId) return;
    if (person) open(eventId, person);
    else if (found && hasJoined(found)) open(eventId, draftPerson(found));
  }, [wanted, eventId, person, found, open]);
  return { loading: card.isLoading, notJoined: wanted && found !== undefined && !hasJoined(found) };
}
