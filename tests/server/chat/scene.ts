import type { ChatMessage, ChatMessagePage, ChatRoom } from '@shared/schemas/chat';
import { participantTags } from '../../../server/db/schema';
import type { TestApp } from '../../support/testApp';
import { createSessionsScene, type Person } from '../sessions/scene';

export type { Person } from '../sessions/scene';

/**
 * A running event with types attendee and vip (tests/server/sessions/scene.ts), people in it, and
 * the chat calls over HTTP as a person.
 */
export async function createChatScene(t: TestApp, now: () => number) {
  const s = await createSessionsScene(t, now);
  const eventId = s.event.id;

  /** A call that must succeed: its data. */
  async function ok<T>(
    who: Person,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: Record<string, unknown>,
  ) {
    const res = await s.call<T>(who, method, url, body);
    if (res.status !== 200)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  return {
    ...s,
    eventId,
    ok,

    /** Opens (or finds) the private room of `from` and `to`, with a first message unless null. */
    async open(from: Person, to: Person, firstMessage: string | null = 'Hello') {
      const data = await ok<{ object: string; room: ChatRoom }>(from, 'POST', '/v1/chat/room', {
        eventId,
        type: 'private',
        name: '',
        members: [to.participant.id],
        ...(firstMessage === null ? {} : { firstMessage }),
      });
      return data.object;
    },

    send: (who: Person, roomId: string, msg: string, extra: Record<string, unknown> = {}) =>
      ok<ChatMessage>(who, 'POST', '/v1/chat/message', { roomId, msg, ...extra }),

    room: (who: Person, roomId: string) => ok<ChatRoom>(who, 'GET', `/v1/chat/room?roomId=${roomId}`),

    rooms: (who: Person, query = '') => ok<ChatRoom[]>(who, 'GET', `/v1/chat/rooms${query}`),

    history: (who: Person, roomId: string, before?: number) =>
      ok<ChatMessagePage>(
        who,
        'GET',
        `/v1/chat/messages?roomId=${roomId}${before === undefined ? '' : `&before=${before}`}`,
      ),

    seen: (who: Person, roomId: string, messageId: string) =>
      ok<ChatRoom>(who, 'POST', '/v1/chat/seen', { roomId, messageId }),

    /** `by` marks `whom` ignored in the directory (the networking area's tag). */
    async ignore(by: Person, whom: Person) {
      await t.database.db
        .insert(participantTags)
        .values({ userId: by.userId, participantId: whom.participant.id, eventId, tag: 'ignored' });
    },
  };
}

export type ChatScene = Awaited<ReturnType<typeof createChatScene>>;
