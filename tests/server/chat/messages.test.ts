import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_PAGE_SIZE } from '@shared/constants';
import type { ChatMessage } from '@shared/schemas/chat';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * Chat messages (spec networking §4, §5, §6, §9; issue 12): text normalized, a retry stored once,
 * contact cards, deleting one's own message in place (another's refused), history by 20.
 */
describe.each(engines)('chat messages on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  async function room() {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    return { c, ada, bob, roomId };
  }

  it('stores text trimmed with blank lines collapsed, and refuses blank or over-long text', async () => {
    const { c, ada, roomId } = await room();
    const sent = await c.send(ada, roomId, '\n  see\r\n\r\n\r\nyou  \n');
    expect(sent).toMatchObject({
      roomId,
      sndr: ada.participant.id,
      msg: 'see\n\nyou',
      type: 'text',
      det: null,
      dt: clock.now(),
    });
    const blank = await c.call(ada, 'POST', '/v1/chat/message', { roomId, msg: ' \n\t ' });
    expect(blank).toMatchObject({ status: 400, body: { errorCode: 'MST-00400', field: 'msg' } });
    const long = await c.call(ada, 'POST', '/v1/chat/message', { roomId, msg: 'x'.repeat(2001) });
    expect(long).toMatchObject({ status: 400, body: { field: 'msg' } });
  });

  it('stores a retried send once: the same client id answers the stored message; another’s id is taken', async () => {
    const { c, ada, bob, roomId } = await room();
    const id = crypto.randomUUID();
    const first = await c.send(ada, roomId, 'once', { id });
    expect(await c.send(ada, roomId, 'once', { id })).toEqual(first);
    expect((await c.history(bob, roomId)).messages.map((m) => m.msg)).toEqual(['Hello', 'once']);
    expect(await c.call(bob, 'POST', '/v1/chat/message', { roomId, msg: 'mine', id })).toMatchObject({
      status: 409,
      body: { field: 'id' },
    });
  });

  it('shares a contact card as a message of type contact', async () => {
    const { c, ada, roomId } = await room();
    const card = {
      name: 'Cem',
      surname: 'Kaya',
      email: 'cem@example.org',
      phone: '+90 555',
      company: 'Acme',
      jobTitle: 'CTO',
      website: 'acme.test',
    };
    const sent = await c.ok<ChatMessage>(ada, 'POST', '/v1/chat/contact', { roomId, contact: card });
    // The website stored as the one web address rule writes it (tests/server/chat/contactWebsite.test.ts).
    expect(sent).toMatchObject({ type: 'contact', det: { ...card, website: 'https://acme.test' } });
    const bare = await c.ok<ChatMessage>(ada, 'POST', '/v1/chat/contact', {
      roomId,
      contact: { name: 'Dan' },
    });
    expect(bare.det).toEqual({
      name: 'Dan',
      surname: '',
      email: '',
      phone: '',
      company: '',
      jobTitle: '',
      website: '',
    });
  });

  it('deletes my own message in its place; another’s is refused with MST-00151', async () => {
    const { c, ada, bob, roomId } = await room();
    const mine = await c.send(ada, roomId, 'oops');
    expect(await c.call(bob, 'DELETE', '/v1/chat/message', { roomId, messageId: mine.id })).toMatchObject({
      status: 403,
      body: { errorCode: 'MST-00151', field: 'messageId' },
    });
    const deleted = await c.ok<ChatMessage>(ada, 'DELETE', '/v1/chat/message', {
      roomId,
      messageId: mine.id,
    });
    expect(deleted).toMatchObject({
      id: mine.id,
      seq: mine.seq,
      type: 'text',
      msg: '',
      det: null,
      deleted: true,
    });
    expect(await c.ok(ada, 'DELETE', '/v1/chat/message', { roomId, messageId: mine.id })).toEqual(deleted);
    // A deleted message is nothing left to read.
    expect((await c.room(bob, roomId)).countUnreadMessages).toBe(1);
    await c.send(bob, roomId, 'after');
    const { messages } = await c.history(bob, roomId);
    expect(messages.map((m) => [m.msg, m.deleted])).toEqual([
      ['Hello', false],
      ['', true],
      ['after', false],
    ]);
  });

  it('pages history 20 at a time, oldest first, older pages by seq until fewer than a page return', async () => {
    const { c, ada, bob, roomId } = await room();
    for (let i = 1; i <= 44; i++) await c.send(i % 2 ? ada : bob, roomId, `m${i}`);
    const newest = await c.history(bob, roomId);
    expect(newest.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(newest.more).toBe(true);
    expect(newest.messages.map((m) => m.msg)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 25}`));
    const older = await c.history(bob, roomId, newest.messages[0]!.seq);
    expect(older.messages.map((m) => m.msg)).toEqual(Array.from({ length: 20 }, (_, i) => `m${i + 5}`));
    const oldest = await c.history(bob, roomId, older.messages[0]!.seq);
    expect(oldest).toMatchObject({ more: false });
    expect(oldest.messages.map((m) => m.msg)).toEqual(['Hello', 'm1', 'm2', 'm3', 'm4']);
  });
});
