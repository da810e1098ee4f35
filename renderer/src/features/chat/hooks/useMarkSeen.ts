import { useRef } from 'react';
import type { ChatMessage, ChatRoom } from '@shared/schemas/chat';
import { markSeen, putRoom } from '../api';

/**
 * Marks the room seen up to its newest message once that is in view (spec §4 lastSeenMessage):
 * once per message, only when it is newer than my mark and not mine (sending moves my own mark),
 * and only while the page is visible.
 */
export function useMarkSeen(room: ChatRoom | null, newest: ChatMessage | undefined): () => void {
  const asked = useRef<string | null>(null);
  return () => {
    if (!room || !newest || document.visibilityState !== 'visible') return;
    const mine = room.members.find((m) => m.participantId === room.me);
    if (newest.sndr === room.me || (mine?.lastSeenSeq ?? 0) >= newest.seq || asked.current === newest.id)
      return;
    asked.current = newest.id;
    markSeen(room.id, newest.id).then(putRoom, () => {
      // Asked again with the next message or visit.
      asked.current = null;
    });
  };
}
