import { createChatRepository, type ChatMessageRow, type ChatRoomRow } from '../../db/repositories/chat';
import type { ChatRoom } from '@shared/schemas/chat';
import { messageCard, metaOf, roomCards, roomMeta } from './cards';
import { roomFor, type ChatServiceDeps } from './context';

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

/**
 * The chat's realtime pushes, each after its transaction committed (docs/realtime.md): a message
 * on rooms/{roomId}/messages, the room's meta, and each member's row on userRooms/{userId} as that
 * member sees it (their unread count, pin, seen mark).
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

  /** One user's row of the room: added (newly theirs), changed, or removed (deleted for them, left). */
  async function userRoom(userId: string, roomId: string, added = false): Promise<void> {
    await publishRow(userId, roomId, await roomFor(deps.database.db, userId, roomId), added);
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
    const members = await r.members([roomId]);
    await deps.publish('roomMeta', { roomId }, metaOf(row, members));
    const users = new Set(members.flatMap((m) => (m.userId === null ? [] : [m.userId])));
    // Every member's row read at once and their cards built together from the members read above:
    // five reads for a two-person room's pushes instead of nine (the members twice, then three
    // reads per member), most of a message's cost on the node (docs/benchmarks.md, chat).
    const theirs = await Promise.all(
      [...users].map(async (userId) =>
        (await r.roomsOf(userId, { roomId })).map((memberRoom) => ({ userId, memberRoom })),
      ),
    );
    const rows = theirs.flat();
    const cards = await roomCards(
      r,
      rows.map((x) => x.memberRoom),
      members,
    );
    const cardOf = new Map<string, ChatRoom>();
    rows.forEach(({ userId }, i) => cardOf.set(userId, cardOf.get(userId) ?? cards[i]!));
    for (const userId of users)
      await publishRow(userId, roomId, cardOf.get(userId) ?? null, addedFor.includes(userId));
    for (const userId of removedFor) {
      if (!users.has(userId))
        await deps.publish('userRooms', { userId }, { event: 'child_removed', key: roomId });
    }
  }

  /** A message stored (child_added) or deleted in place (child_changed), then its room. */
  async function message(
    row: ChatMessageRow,
    event: 'child_added' | 'child_changed',
    opts: { addedFor?: readonly string[] } = {},
  ): Promise<void> {
    await deps.publish(
      'roomMessages',
      { roomId: row.roomId },
      { event, key: row.id, value: messageCard(row) },
    );
    await room(row.roomId, opts);
  }

  return {
    userRoom: quietly(userRoom),
    room: quietly(room),
    message: quietly(message),
    /** The room's meta alone (a seen mark, a read-receipts change). */
    meta: quietly(async (row: ChatRoomRow) =>
      deps.publish('roomMeta', { roomId: row.id }, await roomMeta(repo(), row)),
    ),
  };
}

export type ChatPublisher = ReturnType<typeof createChatPublisher>;
