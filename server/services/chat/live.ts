import { createChatRepository, type ChatMessageRow, type ChatRoomRow } from '../../db/repositories/chat';
import { messageCard, roomMeta } from './cards';
import { roomFor, type ChatServiceDeps } from './context';

/**
 * The chat's realtime pushes, each after its transaction committed (docs/realtime.md): a message
 * on rooms/{roomId}/messages, the room's meta, and each member's row on userRooms/{userId} as that
 * member sees it (their unread count, pin, seen mark).
 */
export function createChatPublisher(deps: ChatServiceDeps) {
  const repo = () => createChatRepository(deps.database.db);

  /** One user's row of the room: added (newly theirs), changed, or removed (deleted for them, left). */
  async function userRoom(userId: string, roomId: string, added = false): Promise<void> {
    const card = await roomFor(deps.database.db, userId, roomId);
    await deps.publish(
      'userRooms',
      { userId },
      card === null
        ? { event: 'child_removed', key: roomId }
        : { event: added ? 'child_added' : 'child_changed', key: roomId, value: card },
    );
  }

  /**
   * The room's meta and every member's row; `addedFor`: users for whom the room is new (child_added),
   * `removedFor`: users no longer in it (child_removed).
   */
  async function room(
    roomId: string,
    { addedFor = [], removedFor = [] }: { addedFor?: readonly string[]; removedFor?: readonly string[] } = {},
  ): Promise<void> {
    const r = repo();
    const row = await r.room(roomId);
    if (row === null) return;
    await deps.publish('roomMeta', { roomId }, await roomMeta(r, row));
    const users = new Set((await r.members([roomId])).flatMap((m) => (m.userId === null ? [] : [m.userId])));
    for (const userId of users) await userRoom(userId, roomId, addedFor.includes(userId));
    for (const userId of removedFor) {
      if (!users.has(userId))
        await deps.publish('userRooms', { userId }, { event: 'child_removed', key: roomId });
    }
  }

  return {
    userRoom,
    room,
    meta: (row: ChatRoomRow) => roomMeta(repo(), row),

    /** A message stored (child_added) or deleted in place (child_changed), then its room. */
    async message(
      message: ChatMessageRow,
      event: 'child_added' | 'child_changed',
      opts: { addedFor?: readonly string[] } = {},
    ): Promise<void> {
      await deps.publish(
        'roomMessages',
        { roomId: message.roomId },
        { event, key: message.id, value: messageCard(message) },
      );
      await room(message.roomId, opts);
    },
  };
}

export type ChatPublisher = ReturnType<typeof createChatPublisher>;
