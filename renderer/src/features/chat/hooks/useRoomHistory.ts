import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '@shared/schemas/chat';
import { applyChildChange } from '../../../api/liveCollection';
import { useFollowCollection, useFollowTopics } from '../../../api/liveQuery';
import { historyQuery } from '../api';
import { chatKeys } from '../roomsQuery';
import { withPage, type ChatHistory } from '../history';

/**
 * A room's messages, live (docs/chat.md, topics): the newest page, then rooms/{roomId}/messages
 * (its snapshot merges in as the newest page, a message sent or deleted replaces its copy), and
 * rooms/{roomId}/meta, whose members' seen marks turn my ticks double in the room list's row.
 */
export function useRoomHistory(roomId: string | null) {
  const client = useQueryClient();
  const history = useQuery({ ...historyQuery(roomId ?? ''), enabled: roomId !== null });
  useFollowCollection('roomMessages', roomId ? { roomId } : null, (change) => {
    if (!roomId) return;
    client.setQueryData<ChatHistory>(chatKeys.history(roomId), (held) => {
      if (change.type === 'snapshot') return withPage(held, change.value, false);
      return held && { ...held, messages: applyChildChange(held.messages, change, (m) => m.id) };
    });
  });
  useFollowTopics('roomMeta', roomId ? [{ roomId }] : [], (meta) => {
    client.setQueryData<ChatRoom[]>(chatKeys.rooms(), (rooms) =>
      rooms?.map((room) =>
        room.id === meta.roomId
          ? { ...room, members: meta.members, meta: { ...room.meta, lastMessageDate: meta.lastMessageDate } }
          : room,
      ),
    );
  });
  return history;
}
