import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import { createChatRepository, type ChatRepository } from '../../db/repositories/chat';
import { notFound } from '../../http/errors';
import type { Access } from '../access';
import type { AppDeps } from '../deps';
import { roomCardOf } from './cards';

/** What the chat service is built from. */
export type ChatServiceDeps = Pick<AppDeps, 'database' | 'access' | 'publish' | 'now'>;

export const newId = () => randomUUID();

/** The one key of a pair's private room in an event: their participant ids in order. */
export const pairKeyOf = (a: string, b: string): string => [a, b].sort().join(':');

/**
 * The room and my member row in it (the access module's chatRoom.member). A stranger, a member of
 * another event, a deleted participant and a participant outside the room all get the same 404 as
 * for no room, so room ids tell nothing.
 */
export async function requireMember(access: Access, repo: ChatRepository, userId: string, roomId: string) {
  const [room, members] = await Promise.all([
    repo.room(roomId),
    access.require(userId, { permission: 'chatRoom.member', ids: [roomId] }),
  ]);
  const member = members.get(roomId);
  if (room === null || member === undefined) throw notFound('Chat room', 'roomId');
  return { room, member };
}

/**
 * The room as the user sees it in their list: null when they are not in it, or deleted it for
 * themselves and nothing newer came — unless `withCleared` (a room they asked for by id).
 */
export async function roomFor(db: Db, userId: string, roomId: string, withCleared = false) {
  const state = await createChatRepository(db).roomState(roomId);
  return state === null ? null : roomCardOf(state, userId, withCleared);
}

/** roomFor of a room the user is known to be in (just checked by requireMember). */
export async function requireRoomFor(db: Db, userId: string, roomId: string) {
  const card = await roomFor(db, userId, roomId, true);
  if (card === null) throw notFound('Chat room', 'roomId');
  return card;
}
