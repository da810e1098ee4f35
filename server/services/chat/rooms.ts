import type { z } from 'zod';
import { mayPin } from '@shared/rules/chatRooms';
import { fullName } from '@shared/rules/personName';
import type {
  chatPinBody,
  chatRoomListQuery,
  chatRoomMembersBody,
  chatSeenBody,
  ChatRoom,
  createChatRoomBody,
} from '@shared/schemas/chat';
import { createChatRepository } from '../../db/repositories/chat';
import { appError, conflict, invalidField, notFound } from '../../http/errors';
import { readableBy, roomCardOf, roomList } from './cards';
import { newId, requireMember, requireRoomFor, type ChatServiceDeps } from './context';
import type { ChatPublisher } from './live';
import { openPairRoom, requireMayChat } from './pairRoom';

/** Rooms: open one, its members, my list, one room, seen, pin and delete for me (spec networking §4). */
export function createRoomActions(deps: ChatServiceDeps, publisher: ChatPublisher) {
  const { database, access, now } = deps;
  const db = database.db;
  const repo = createChatRepository(db);

  /** The accounts of the given members of the room (those without one left out). */
  const usersOf = async (roomId: string, participantIds: readonly string[]) =>
    (await repo.members([roomId])).flatMap((m) =>
      m.userId !== null && participantIds.includes(m.participantId) ? [m.userId] : [],
    );

  /**
   * After a change of mine to a room (seen, pin, delete for me): the room's state read once, my
   * row pushed from it (and the room's meta, when others see the change), and the room as I see it.
   */
  async function afterMine(userId: string, roomId: string, { meta = false } = {}): Promise<ChatRoom> {
    const state = await repo.roomState(roomId);
    const card = state && roomCardOf(state, userId, true);
    if (!state || !card) throw notFound('Chat room', 'roomId');
    await publisher.mine(state, userId, { meta });
    return card;
  }

  return {
    /**
     * POST /v1/chat/room: my private room with the other member, with the first message when there
     * is one; the pair's existing room when they have one (idempotent per pair and event).
     */
    async create(userId: string, body: z.output<typeof createChatRoomBody>) {
      const me = await access.require(userId, { permission: 'event.member', eventId: body.eventId });
      const others = [...new Set(body.members)].filter((id) => id !== me.participantId);
      if (others.length === 0) {
        throw appError('ChatNotAllowed', 'You cannot chat with yourself', { field: 'members' });
      }
      if (others.length > 1) throw invalidField('members', 'A private room has one other member');
      const other = others[0]!;
      await requireMayChat(db, body.eventId, me.participantId, other);
      const { room, created, message } = await db.transaction(async (tx) => {
        const opened = await openPairRoom(tx, body.eventId, me.participantId, other, body.name);
        const first =
          body.firstMessage === undefined
            ? null
            : await createChatRepository(tx).writeMessage({
                id: newId(),
                roomId: opened.room.id,
                senderId: me.participantId,
                type: 'text',
                msg: body.firstMessage,
                det: null,
                sentAt: now(),
              });
        return { ...opened, message: first };
      });
      const addedFor = created ? await usersOf(room.id, [me.participantId, other]) : [];
      if (message) await publisher.message(message, 'child_added', { addedFor });
      else await publisher.room(room.id, { addedFor });
      return { object: room.id, room: await requireRoomFor(db, userId, room.id) };
    },

    /**
     * POST /v1/chat/room/member: add participants I may chat with to a room I am in. They read the
     * room from their joining on (issue 20: the history before is not theirs to read), and the room
     * says who added whom — an `added` message, written with the joining so neither is without the other.
     */
    async addMembers(userId: string, body: z.output<typeof chatRoomMembersBody>): Promise<ChatRoom> {
      const { room, member } = await requireMember(access, repo, userId, body.roomId);
      const present = new Set((await repo.members([room.id])).map((m) => m.participantId));
      const asked = [...new Set(body.members)].filter((id) => !present.has(id));
      for (const id of asked) await requireMayChat(db, room.eventId, member.participantId, id);
      const note = await db.transaction(async (tx) => {
        const txRepo = createChatRepository(tx);
        const added = await txRepo.addMembers(room.id, asked);
        if (added.length === 0) return null;
        const people = await txRepo.members([room.id]);
        const nameOf = (participantId: string) => {
          const person = people.find((p) => p.participantId === participantId);
          return person === undefined ? '' : fullName(person);
        };
        return txRepo.writeMessage({
          id: newId(),
          roomId: room.id,
          senderId: member.participantId,
          type: 'added',
          msg: '',
          det: {
            by: nameOf(member.participantId),
            added: added.map((participantId) => ({ participantId, fullName: nameOf(participantId) })),
          },
          sentAt: now(),
        });
      });
      const addedFor = await usersOf(room.id, asked);
      if (note) await publisher.message(note, 'child_added', { addedFor });
      return requireRoomFor(db, userId, room.id);
    },

    /**
     * DELETE /v1/chat/room/member: remove members (myself too: I leave); answers who is left. The
     * removed members' sockets stop following the room before its pushes go out (docs/realtime.md).
     */
    async removeMembers(userId: string, body: z.output<typeof chatRoomMembersBody>) {
      const { room } = await requireMember(access, repo, userId, body.roomId);
      const removedFor = await usersOf(room.id, body.members);
      await repo.removeMembers(room.id, body.members);
      await access.revoke({ userIds: removedFor, roomId: room.id });
      await publisher.room(room.id, { removedFor });
      return { roomId: room.id, members: (await repo.members([room.id])).map((m) => m.participantId) };
    },

    /** GET /v1/chat/rooms: my rooms (one event's or all), pinned first, then by latest message. */
    async list(userId: string, query: z.output<typeof chatRoomListQuery>): Promise<ChatRoom[]> {
      if (query.eventId !== undefined)
        await access.require(userId, { permission: 'event.member', eventId: query.eventId });
      return roomList(repo, userId, { eventId: query.eventId });
    },

    async get(userId: string, roomId: string): Promise<ChatRoom> {
      await requireMember(access, repo, userId, roomId);
      return requireRoomFor(db, userId, roomId);
    },

    /** POST /v1/chat/seen: my seen mark moves forward to the message (never back). */
    async seen(userId: string, body: z.output<typeof chatSeenBody>): Promise<ChatRoom> {
      const { room, member } = await requireMember(access, repo, userId, body.roomId);
      const message = await repo.message(body.messageId);
      if (message === null || message.roomId !== room.id || !readableBy(member, message)) {
        throw notFound('Message', 'messageId');
      }
      await repo.markSeen(room.id, member.participantId, message);
      return afterMine(userId, room.id, { meta: true });
    },

    /** POST /v1/chat/pin: pin or unpin for myself; 409 MST-00152 while the room has no message. */
    async pin(userId: string, body: z.output<typeof chatPinBody>): Promise<ChatRoom> {
      const { room, member } = await requireMember(access, repo, userId, body.roomId);
      if (!mayPin({ lastMessageDate: room.lastMessageAt })) {
        throw conflict('ChatPinEmpty', 'A room without messages cannot be pinned', { field: 'roomId' });
      }
      await repo.updateMember(room.id, member.participantId, { pinned: body.pin });
      return afterMine(userId, room.id);
    },

    /**
     * DELETE /v1/chat/room: delete the chat for myself — its messages so far are gone for me and it
     * leaves my list until a newer message comes (the other member keeps everything).
     */
    async deleteForMe(userId: string, roomId: string) {
      const { room, member } = await requireMember(access, repo, userId, roomId);
      await repo.updateMember(room.id, member.participantId, {
        clearedAt: now(),
        clearedThroughSeq: room.lastMessageSeq ?? 0,
        pinned: false,
      });
      await afterMine(userId, room.id);
      return { roomId: room.id };
    },
  };
}
