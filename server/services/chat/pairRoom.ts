import { chatRefusal } from '@shared/rules/chatAccess';
import { CHAT_REFUSAL_ERRORS } from '@shared/rules/refusalErrors';
import type { Db } from '../../db/client';
import { createChatRepository, type ChatRoomRow } from '../../db/repositories/chat';
import { createMeetingsRepository } from '../../db/repositories/meetings';
import { appError, notFound } from '../../http/errors';
import { newId, pairKeyOf } from './context';

/**
 * The private room of two participants of an event, made when they have none (spec §4: a room is
 * created on the first message); both are members afterwards. One room per pair: a concurrent
 * creation loses on the pair's unique key and takes the room the other made.
 */
export async function openPairRoom(
  tx: Db,
  eventId: string,
  first: string,
  second: string,
  name = '',
): Promise<{ room: ChatRoomRow; created: boolean }> {
  const repo = createChatRepository(tx);
  const pairKey = pairKeyOf(first, second);
  let room = await repo.roomOfPair(eventId, pairKey);
  const created = room === null && (await repo.insertRoom({ id: newId(), eventId, name, pairKey }));
  room ??= await repo.roomOfPair(eventId, pairKey);
  if (room === null) throw new Error(`chat room of ${pairKey} neither found nor made`);
  await repo.addMembers(room.id, [first, second]);
  return { room, created };
}

/**
 * 403 MST-00150 unless I may open a room with them or add them (shared/rules/chatAccess.ts: the
 * invite rule, never myself, not someone who ignored me), 409 MST-00145 when they have not signed
 * up yet (shared/rules/refusalErrors.ts); 404 when they are no participant of the
 * event (deleted ones included).
 */
export async function requireMayChat(db: Db, eventId: string, me: string, them: string): Promise<void> {
  const meetings = createMeetingsRepository(db);
  const [mine, theirs] = await Promise.all([meetings.person(eventId, me), meetings.person(eventId, them)]);
  if (mine === null) throw notFound('Event');
  if (theirs === null) throw notFound('Participant', 'members');
  const ignoredByThem = await createChatRepository(db).ignored(theirs.userId, mine.participantId);
  const refusal = chatRefusal(mine, theirs, { restricted: mine.restricted, ignoredByThem });
  if (refusal !== null) {
    throw appError(CHAT_REFUSAL_ERRORS[refusal], `You cannot chat with this participant (${refusal})`, {
      field: 'members',
    });
  }
}
