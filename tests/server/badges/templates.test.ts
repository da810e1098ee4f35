import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badgeTemplate } from '@shared/schemas/badge';
import { signedUpUser } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { badgeEvent, fullTemplate } from './badgeEvent';

describe.each(engines)('badge templates (/v1/event/badge, /v1/event/badges) on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('creates version 1, bumps the version on every save, and lists the templates with isDefault', async () => {
    const e = await badgeEvent(t);
    const created = await e.saveTemplate(e.organizer.auth);
    expect(created.statusCode).toBe(200);
    const first = created.json().data;
    expect(badgeTemplate.safeParse(first).success).toBe(true);
    // The event's first template becomes its default.
    expect(first).toMatchObject({
      version: 1,
      type: 'badge',
      name: 'Front',
      isDefault: true,
      eventId: e.event.id,
    });

    const updated = await e.saveTemplate(e.organizer.auth, { id: first.id, name: 'Front v2', widthMm: 100 });
    expect(updated.json().data).toMatchObject({ id: first.id, version: 2, name: 'Front v2', widthMm: 100 });
    const again = await e.saveTemplate(e.organizer.auth, { id: first.id });
    expect(again.json().data.version).toBe(3);

    const second = (await e.saveTemplate(e.organizer.auth, { name: 'Back' })).json().data;
    expect(second).toMatchObject({ version: 1, isDefault: false });

    const list = await e.call('GET', '/v1/event/badges', e.staff.auth, {});
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string; isDefault: boolean }) => [b.name, b.isDefault])).toEqual([
      ['Back', false],
      ['Front', true],
    ]);
    const one = await e.call('GET', '/v1/event/badge', e.staff.auth, { id: first.id });
    expect(one.json().data).toMatchObject({ id: first.id, version: 3, template: fullTemplate() });
  });

  it('moves the default with makeDefault', async () => {
    const e = await badgeEvent(t);
    const a = (await e.saveTemplate(e.organizer.auth, { name: 'A' })).json().data;
    const b = (await e.saveTemplate(e.organizer.auth, { name: 'B', makeDefault: true })).json().data;
    expect(b.isDefault).toBe(true);
    const list = (await e.call('GET', '/v1/event/badges', e.organizer.auth, {})).json().data;
    expect(list.find((x: { id: string }) => x.id === a.id).isDefault).toBe(false);
  });

  it('refuses an unknown placeholder with 400 naming it, also inside a group', async () => {
    const e = await badgeEvent(t);
    const res = await e.saveTemplate(e.organizer.auth, {
      template: {
        objects: [
          { type: 'textbox', text: 'Hello {FirstName}' },
          { type: 'group', objects: [{ type: 'text', text: '{Nickname} of {Foo}' }] },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'template' });
    expect(res.json().errorMessage).toContain('{Nickname}');
    expect(res.json().errorMessage).toContain('{Foo}');
    expect(res.json().errorMessage).not.toContain('unknown placeholder {FirstName}');
  });

  it('refuses a template over 1 MB and a size outside 20–300 mm', async () => {
    const e = await badgeEvent(t);
    const huge = await e.saveTemplate(e.organizer.auth, {
      template: { objects: [{ type: 'image', src: `data:image/png;base64,${'A'.repeat(1024 * 1024)}` }] },
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
    expect(huge.json().errorCode).toBe('MST-00400');
    // Below the HTTP body limit's reach (a direct call), the service refuses it itself.
    await expect(
      t.services.badges.save(e.organizer.userId, {
        eventId: e.event.id,
        name: 'Huge',
        widthMm: 90,
        heightMm: 120,
        makeDefault: false,
        template: { objects: [{ type: 'image', src: 'A'.repeat(1024 * 1024) }] },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'MST-00400', field: 'template' });
    const tiny = await e.saveTemplate(e.organizer.auth, { widthMm: 10 });
    expect(tiny.json()).toMatchObject({ errorCode: 'MST-00400', field: 'widthMm' });
  });

  it('saving an id that is not this event’s template is 404', async () => {
    const e = await badgeEvent(t);
    const other = await badgeEvent(t);
    const foreign = (await other.saveTemplate(other.organizer.auth)).json().data;
    const res = await e.saveTemplate(e.organizer.auth, { id: foreign.id });
    expect(res.statusCode).toBe(404);
    expect(
      (await other.call('GET', '/v1/event/badge', other.organizer.auth, { id: foreign.id })).json().data
        .version,
    ).toBe(1);
  });

  it('refuses an empty or blank id with 400 instead of creating a new template', async () => {
    const e = await badgeEvent(t);
    for (const id of ['', '   ']) {
      const res = await e.saveTemplate(e.organizer.auth, { id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'id' });
    }
    expect((await e.call('GET', '/v1/event/badges', e.organizer.auth, {})).json().data).toEqual([]);
  });

  it('stores only the canvas keys the renderer draws: other top-level keys are dropped', async () => {
    const e = await badgeEvent(t);
    const res = await e.saveTemplate(e.organizer.auth, {
      template: { ...fullTemplate(), background: '#ffffff', clipPath: { type: 'rect' }, note: 'x' },
    });
    expect(res.statusCode).toBe(200);
    const stored = (
      await e.call('GET', '/v1/event/badge', e.organizer.auth, { id: res.json().data.id })
    ).json().data.template;
    expect(Object.keys(stored).sort()).toEqual(['background', 'objects', 'version']);
  });

  it('refuses a template nested 5,000 levels deep or holding a NUL byte with 400 naming it', async () => {
    const e = await badgeEvent(t);
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const nested = await t.app.inject({
      method: 'POST',
      url: '/v1/event/badge',
      headers: { ...e.organizer.auth, 'content-type': 'application/json' },
      body: `{"eventId":"${e.event.id}","name":"Deep","widthMm":90,"heightMm":120,"template":{"objects":[{"type":"polygon","points":${deep}}]}}`,
    });
    expect(nested.statusCode).toBe(400);
    expect(nested.json()).toMatchObject({ errorCode: 'MST-00400', field: 'template' });
    const nul = await e.saveTemplate(e.organizer.auth, {
      template: { objects: [{ type: 'textbox', text: 'Hello\u0000' }] },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ errorCode: 'MST-00400', field: 'template.objects.0.text' });
  });

  it('deletes a template that is not the default; the default answers 409 with a clear message', async () => {
    const e = await badgeEvent(t);
    const main = (await e.saveTemplate(e.organizer.auth, { name: 'Main' })).json().data;
    const spare = (await e.saveTemplate(e.organizer.auth, { name: 'Spare' })).json().data;
    const refused = await e.call('DELETE', '/v1/event/badge', e.organizer.auth, { id: main.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorMessage).toMatch(/default badge/);
    const removed = await e.call('DELETE', '/v1/event/badge', e.organizer.auth, { id: spare.id });
    expect(removed.json()).toEqual({ data: { ok: true } });
    expect((await e.call('DELETE', '/v1/event/badge', e.organizer.auth, { id: spare.id })).statusCode).toBe(
      404,
    );
    const names = (await e.call('GET', '/v1/event/badges', e.organizer.auth, {})).json().data;
    expect(names.map((b: { name: string }) => b.name)).toEqual(['Main']);
  });

  it('lets check-in staff read but not write; an attendee gets 403, a stranger 404', async () => {
    const e = await badgeEvent(t);
    const saved = (await e.saveTemplate(e.organizer.auth)).json().data;
    const stranger = await signedUpUser(t.app);

    expect((await e.saveTemplate(e.staff.auth)).statusCode).toBe(403);
    expect((await e.call('DELETE', '/v1/event/badge', e.staff.auth, { id: saved.id })).statusCode).toBe(403);
    expect((await e.call('GET', '/v1/event/badge', e.staff.auth, { id: saved.id })).statusCode).toBe(200);

    for (const [who, status] of [
      [e.attendee, 403],
      [stranger, 404],
    ] as const) {
      expect((await e.call('GET', '/v1/event/badges', who.auth, {})).statusCode).toBe(status);
      expect((await e.call('GET', '/v1/event/badge', who.auth, { id: saved.id })).statusCode).toBe(status);
      expect((await e.saveTemplate(who.auth)).statusCode).toBe(status);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/v1/event/badges?eventId=${e.event.id}` })).statusCode,
    ).toBe(401);
  });
});
