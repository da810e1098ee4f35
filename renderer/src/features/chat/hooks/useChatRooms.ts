import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatRoom } from '@shared/schemas/chat';
import { applyChildChange } from '../../../api/liveCollection';
import { useFollowCollection } from '../../../api/liveQuery';
import { useSession } from '../../auth';
import { chatKeys, roomsQuery } from '../roomsQuery';

/**
 * My rooms, live: GET /v1/chat/rooms, then userRooms/{userId} (its snapshot replaces the list, a
 * room added or changed replaces its row, a removed one leaves; docs/chat.md, topics). The menus'
 * badge and the chat screens read the same cached list.
 */
export function useChatRooms() {
  const client = useQueryClient();
  const userId = useSession((s) => (s.status === 'loggedIn' ? s.profile?.id : undefined));
  const rooms = useQuery({ ...roomsQuery(), enabled: userId !== undefined });
  useFollowCollection('userRooms', userId ? { userId } : null, (change) => {
    client.setQueryData<ChatRoom[]>(chatKeys.rooms(), (held) =>
      change.type === 'snapshot' ? change.value : held && applyChildChange(held, change, (room) => room.id),
    );
  });
  return rooms;
}
