import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createChatScene } from './scene';

/**
 * A shared contact's website is a web address by the one rule of every typed address
 * (shared/rules/webAddress.ts, the profile's too): another scheme is refused with MST-00400 naming
 * the field and nothing is stored; a web address is stored in its normal form.
 */
describe.each(engines)('the contact card’s website on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('refuses javascript:, data:, vbscript: and any other scheme, and stores an http or https address normalised', async () => {
    const c = await createChatScene(t, clock.now);
    const ada = await c.member({}, 'Ada');
    const bob = await c.member({}, 'Bob');
    const roomId = await c.open(ada, bob, 'Hello');
    for (const website of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'mailto:ada@example.com',
    ]) {
      const res = await c.call(ada, 'POST', '/v1/chat/contact', {
        roomId,
        contact: { name: 'Ada', website },
      });
      expect(res.status, website).toBe(400);
      expect(res.body, website).toMatchObject({
        errorCode: 'MST-00400',
        field: 'contact.website',
        errorMessage: 'contact.website: validation.error.url',
      });
    }
    expect((await c.history(bob, roomId)).messages.map((m) => m.type)).toEqual(['text']);

    const card = await c.ok<{ det: { website: string } }>(ada, 'POST', '/v1/chat/contact', {
      roomId,
      contact: { name: 'Ada', website: 'Ada.Example.com/about' },
    });
    expect(card.det.website).toBe('https://ada.example.com/about');
  });
});
