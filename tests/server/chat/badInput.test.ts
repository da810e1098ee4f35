import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { chatRoutes } from '@shared/api/routes/chat';
import { CHAT_MESSAGE_MAX_LENGTH } from '@shared/constants';
import { MAX_JSON_DEPTH, MAX_LENGTH, MAX_LIST_ITEMS } from '@shared/schemas/limits';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * Bad input on every chat route (docs/api.md: 400 MST-00400 naming the field, the message
 * `<field>: validation.error.<key>` that the renderer translates, never zod's own words or a 500):
 * a NUL byte, an over-long string, a wrong type and a too deeply nested value, and the room and the
 * settings are as they were. The `satisfies` fails to compile when a chat route has no row here.
 */
describe.each(engines)('bad input on the chat routes on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  async function scene() {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const cem = await c.member({}, 'Cem');
    const roomId = await c.open(ada, bob, 'Hello');
    const messageId = (await c.history(ada, roomId)).messages[0]!.id;
    return { c, ada, bob, cem, roomId, messageId };
  }
  type Scene = Awaited<ReturnType<typeof scene>>;

  const NUL = 'a\u0000b';
  const longId = 'x'.repeat(MAX_LENGTH.id + 1);
  /** A value MAX_JSON_DEPTH + 1 objects deep. */
  const deep = (depth = MAX_JSON_DEPTH + 1): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });

  /** One bad request: the field it spoils and the value put there (dots reach into objects and lists). */
  type Bad = [field: string, value: unknown];
  /** A route's valid input and the bad variants of it; the query is a flat string map. */
  interface Probe {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    valid: (s: Scene) => Record<string, unknown>;
    bad: Bad[];
  }

  const probes = {
    chatRoomCreate: {
      method: 'POST',
      url: '/v1/chat/room',
      valid: (s) => ({ eventId: s.c.eventId, type: 'private', name: '', members: [s.bob.participant.id] }),
      bad: [
        ['firstMessage', NUL],
        ['firstMessage', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)],
        ['name', 'x'.repeat(MAX_LENGTH.name + 1)],
        ['members.0', longId],
        ['eventId', 42],
        ['members', 'bob'],
        ['type', 'group'],
        ['name', deep()],
      ],
    },
    chatRoomMembersAdd: {
      method: 'POST',
      url: '/v1/chat/room/member',
      valid: (s) => ({ roomId: s.roomId, members: [s.cem.participant.id] }),
      bad: [
        ['members.0', NUL],
        ['members.0', longId],
        ['roomId', ['x']],
        ['members', Array.from({ length: MAX_LIST_ITEMS + 1 }, (_, i) => `p-${i}`)],
        ['members', deep()],
      ],
    },
    chatRoomMembersRemove: {
      method: 'DELETE',
      url: '/v1/chat/room/member',
      valid: (s) => ({ roomId: s.roomId, members: [s.bob.participant.id] }),
      bad: [
        ['roomId', NUL],
        ['roomId', longId],
        ['members', { id: 'x' }],
        ['roomId', deep()],
      ],
    },
    chatRooms: {
      method: 'GET',
      url: '/v1/chat/rooms',
      valid: (s) => ({ eventId: s.c.eventId }),
      bad: [
        ['eventId', NUL],
        ['eventId', 'a'.repeat(33)],
      ],
    },
    chatRoom: {
      method: 'GET',
      url: '/v1/chat/room',
      valid: (s) => ({ roomId: s.roomId }),
      bad: [
        ['roomId', NUL],
        ['roomId', longId],
      ],
    },
    chatMessages: {
      method: 'GET',
      url: '/v1/chat/messages',
      valid: (s) => ({ roomId: s.roomId }),
      bad: [
        ['roomId', NUL],
        ['roomId', longId],
        ['before', 'soon'],
        ['before', '-1'],
      ],
    },
    chatMessageSend: {
      method: 'POST',
      url: '/v1/chat/message',
      valid: (s) => ({ roomId: s.roomId, msg: 'Hi' }),
      bad: [
        ['msg', NUL],
        ['msg', 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1)],
        ['msg', ' \n '],
        ['id', longId],
        ['msg', 42],
        ['msg', deep()],
      ],
    },
    chatContactShare: {
      method: 'POST',
      url: '/v1/chat/contact',
      valid: (s) => ({ roomId: s.roomId, contact: { name: 'Eve', company: 'Acme' } }),
      bad: [
        ['contact.name', NUL],
        ['contact.company', 'x'.repeat(MAX_LENGTH.name + 1)],
        ['contact.name', 'x'.repeat(MAX_LENGTH.personName + 1)],
        ['id', longId],
        ['contact', 'Eve'],
        ['contact.email', 7],
        ['contact', deep()],
      ],
    },
    chatMessageDelete: {
      method: 'DELETE',
      url: '/v1/chat/message',
      valid: (s) => ({ roomId: s.roomId, messageId: s.messageId }),
      bad: [
        ['messageId', NUL],
        ['messageId', longId],
        ['messageId', 7],
        ['messageId', deep()],
      ],
    },
    chatSeen: {
      method: 'POST',
      url: '/v1/chat/seen',
      valid: (s) => ({ roomId: s.roomId, messageId: s.messageId }),
      bad: [
        ['messageId', NUL],
        ['messageId', longId],
        ['messageId', null],
        ['roomId', deep()],
      ],
    },
    chatPin: {
      method: 'POST',
      url: '/v1/chat/pin',
      valid: (s) => ({ roomId: s.roomId, pin: true }),
      bad: [
        ['roomId', NUL],
        ['roomId', longId],
        ['pin', 'yes'],
        ['pin', deep()],
      ],
    },
    chatDelete: {
      method: 'DELETE',
      url: '/v1/chat/room',
      valid: (s) => ({ roomId: s.roomId }),
      bad: [
        ['roomId', NUL],
        ['roomId', longId],
        ['roomId', 1],
        ['roomId', deep()],
      ],
    },
    // Takes no input.
    chatSettings: null,
    chatSettingsUpdate: {
      method: 'PUT',
      url: '/v1/chat/settings',
      valid: () => ({ readReceipts: false }),
      bad: [
        ['readReceipts', NUL],
        ['readReceipts', 'no'],
        ['readReceipts', deep()],
      ],
    },
  } satisfies Record<keyof typeof chatRoutes, Probe | null>;

  /** `input` with `value` at the dotted `field` (a copy; list indexes as numbers). */
  function spoil(input: Record<string, unknown>, field: string, value: unknown) {
    const copy = structuredClone(input);
    const keys = field.split('.');
    let at: Record<string, unknown> = copy;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[keys.at(-1)!] = value;
    return copy;
  }

  function send(s: Scene, probe: Probe, input: Record<string, unknown>) {
    if (probe.method !== 'GET') return s.c.call(s.ada, probe.method, probe.url, input);
    const query = new URLSearchParams(input as Record<string, string>);
    return s.c.call(s.ada, 'GET', `${probe.url}?${query}`);
  }

  /** All that a bad request could have changed: both members' rooms, the history, Ada's settings. */
  const state = async (s: Scene) => ({
    ada: await s.c.rooms(s.ada),
    bob: await s.c.rooms(s.bob),
    history: await s.c.history(s.bob, s.roomId),
    settings: await s.c.ok(s.ada, 'GET', '/v1/chat/settings'),
  });

  it.each(Object.keys(probes) as (keyof typeof probes)[])(
    '%s answers 400 MST-00400 naming the field, in words the app translates, and stores nothing',
    async (name) => {
      const probe: Probe | null = probes[name];
      if (probe === null) return;
      const s = await scene();
      const before = await state(s);
      for (const [field, value] of probe.bad) {
        const res = await send(s, probe, spoil(probe.valid(s), field, value));
        const what = `${name} with ${field} = ${JSON.stringify(value)?.slice(0, 40)}`;
        expect(res.status, what).toBe(400);
        // Nesting is reported at the top-level field that holds it (docs/api.md, Input limits).
        expect(res.body, what).toMatchObject({ errorCode: 'MST-00400', field });
        expect(res.body.errorMessage, what).toMatch(new RegExp(`^${field}: validation\\.error\\.[a-zA-Z]+$`));
      }
      expect(await state(s)).toEqual(before);
    },
  );
});
