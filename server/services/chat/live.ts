import { createChatRepository, type ChatMessageRow, type ChatRoomRow } from '../../db/repositories/chat';
import type { ChatRoom } from '@shared/schemas/chat';
import type { ChatRoomState } from '../../db/repositories/chatState';
import { messageCard, metaOf, roomCardOf, roomMeta } from './cards';
import type { ChatServiceDeps } from './context';

/**
 * A push that never fails its action: the change is committed, and a push that fails only means an
 * open screen refreshes later (as the meetings actions treat theirs), never a 500 for a stored message.
 */
const quietly =
  <A extends unknown[]>(push: (...args: A) => Promise<void>) =>
  async (...args: A): Promise<void> => {
    try {
      await push(...args);
    } catch {
      // Nothing to undo: see above.
    }
  };

/** Users for whom the room is new (child_added) and users no longer in it (child_removed). */
interface RoomChange {
  addedFor?: readonly string[];
  removedFor?: readonly string[];
}

/**
 * The chat's realtime pushes, each after its transaction committed (docs/realtime.md): a message
 * on rooms/{roomId}/messages, the room's meta, and each member's row on userRooms/{userId} as that
 * member sees it (their unread count, pin, seen mark) — all built from the room's state, read in
 * one statement or handed over by the send that wrote it, and published in one turn of the event
 * loop, so on PostgreSQL they leave in one NOTIFY (server/live/bus.ts).
 */
export function createChatPublisher(deps: ChatServiceDeps) {
  const repo = () => createChatRepository(deps.database.db);

  /** The user's row of the room (null: not in their list) as added, changed or removed. */
  const publishRow = (userId: string, roomId: string, card: ChatRoom | null, added: boolean) =>
    deps.publish(
      'userRooms',
      { userId },
      card === null
        ? { event: 'child_removed', key: roomId }
        : { event: added ? 'child_added' : 'child_changed', key: roomId, value: card },
    );

  /** The room's meta and every member's row, and the removals; all published before any is awaited. */
  function roomPushes(state: ChatRoomState, { addedFor = [], removedFor = [] }: RoomChange) {
    const roomId = state.room.id;
    const pushes = [deps.publish('roomMeta', { roomId }, metaOf(state.room, state.members))];
    const members = new Set<string>();
    for (const { userId } of state.members) {
      if (userId === null) continue;
      members.add(userId);
      pushes.push(publishRow(userId, roomId, roomCardOf(state, userId), addedFor.includes(userId)));
    }
    for (const userId of removedFor) {
      if (!members.has(userId)) pushes.push(publishRow(userId, roomId, null, false));
    }
    return pushes;
  }

  async function room(roomId: string, change: RoomChange = {}): Promise<void> {
    const state = await repo().roomState(roomId);
    if (state !== null) await Promise.all(roomPushes(state, change));
  }

  /**
   * A message stored (child_added) or deleted in place (child_changed), then its room: from the
   * room's state when the caller has it (a send), else read now. rooms/{roomId}/messages goes to
   * every member at once, so a change of a message written before someone joined is not published
   * there (issue 20: it is not theirs to read); the others see it on their next read of the history.
   */
  async function message(
    row: ChatMessageRow,
    event: 'child_added' | 'child_changed',
    opts: RoomChange & { state?: ChatRoomState } = {},
  ): Promise<void> {
    const state = opts.state ?? (await repo().roomState(row.roomId));
    const readableByAll = state?.members.every((m) => row.seq > (m.joinedAfterSeq ?? 0)) ?? true;
    await Promise.all([
      ...(readableByAll
        ? [
            deps.publish(
              'roomMessages',
              { roomId: row.roomId },
              { event, key: row.id, value: messageCard(row) },
            ),
          ]
        : []),
      ...(state === null ? [] : roomPushes(state, opts)),
    ]);
  }

  return {
    /**
     * After a change of one user's (seen, pin, delete for me), from the room's state: their row,
     * changed or removed (no longer in their list), and the room's meta when others see the change.
     */
    mine: quietly(async (state: ChatRoomState, userId: string, { meta = false } = {}) => {
      const roomId = state.room.id;
      await Promise.all([
        publishRow(userId, roomId, roomCardOf(state, userId), false),
        ...(meta ? [deps.publish('roomMeta', { roomId }, metaOf(state.room, state.members))] : []),
      ]);
    }),
    room: quietly(room),
    message: quietly(message),
    /** The room's meta alone (a seen mark, a read-receipts change). */
    meta: quietly(async (row: ChatRoomRow) =>
      deps.publish('roomMeta', { roomId: row.id }, await roomMeta(repo(), row)),
    ),
  };
}

export type ChatPublisher = ReturnType<typeof createChatPublisher>;
