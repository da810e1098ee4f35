import { useEffect, useState } from 'react';
import { draftOf, useDrafts } from '../drafts';

/**
 * What is typed in a room's input. It starts from the draft with the person whose first message
 * opened the room (sending.ts: emptied after a text, as typed after a shared contact) and takes that
 * draft over: with a room, the pair's draft has served. `fromDraft`: there was one, so the
 * conversation goes on from the draft's (the input takes the focus the draft's had).
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
