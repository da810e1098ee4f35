import { useEffect, useState } from 'react';
import { draftOf, useDrafts } from '../drafts';

/**
 * What is typed in a room's input. It starts from a draft with the person that outlived the room's
 * opening — a draft whose first message was a shared contact keeps its typed text (outbox.ts) — and
 * takes that draft over: with a room, the pair's draft has served. `fromDraft`: there was one, so
 * the conversation goes on from the draft's (the input takes the focus the draft's had).
 */
export function useRoomText(
  roomId: string | null,
  eventId: string,
  participantId: string,
): { text: string; setText: (text: string) => void; fromDraft: boolean } {
  const [leftover] = useState(() =>
    roomId ? draftOf(useDrafts.getState().drafts, eventId, participantId) : undefined,
  );
  const [text, setText] = useState(leftover?.firstMessage ?? '');
  useEffect(() => {
    const drafts = useDrafts.getState();
    if (roomId && draftOf(drafts.drafts, eventId, participantId)) drafts.drop(eventId, participantId);
  }, [roomId, eventId, participantId]);
  return { text, setText, fromDraft: leftover !== undefined };
}
