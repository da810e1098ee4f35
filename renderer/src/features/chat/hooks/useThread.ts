import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '@shared/schemas/chat';
import { useFollowCollection, useFollowTopics } from '../../../api/liveQuery';
import { threadQuery, type ThreadOf } from '../api';
import { chatKeys } from '../roomsQuery';
import { withMessages, withoutMessage, withSnapshot, type ThreadData } from '../thread';

/**
 * A conversation's messages, sent and on their way, live (docs/chat.md, topics): a room's pages
 * (useInfiniteQuery: the newest, then older ones as asked), rooms/{roomId}/messages written into
 * the same cache (its snapshot merges in as the newest page, a message sent or deleted replaces its
 * copy by id), and rooms/{roomId}/meta, whose members' seen marks turn my ticks double in the room
 * list's row. A draft's thread holds only what is on its way.
 */
export function useThread(of: ThreadOf) {
  const client = useQueryClient();
  const roomId = of.roomId;
  const thread = useInfiniteQuery(threadQuery(of));
  useFollowCollection('roomMessages', roomId ? { roomId } : null, (change) => {
    if (!roomId) return;
    client.setQueryData<ThreadData>(chatKeys.thread(roomId), (data) => {
      if (change.type === 'snapshot') return withSnapshot(data, change.value);
      if (change.type === 'remove') return withoutMessage(data, change.key);
      return withMessages(data, [change.value]);
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
  return thread;
}
