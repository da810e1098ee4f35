import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipantCardResult } from '@shared/schemas/participants';
import { signedUpUser } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

type Who = { auth: Record<string, string> };

/**
 * GET /v1/event/participant/card: one person as search2 would show them to the caller, with the
 * match explained; anyone the caller may not see answers the same 404 as no one (spec networking §6).
 */
describe.each(engines)('participant card on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let attendee: Member;
  let organizer: Member;
  let investor: string;

  const card = (scene: NetworkingScene, who: Who, id: string, extra = '') =>
    scene.call<ParticipantCardResult>(
      who,
      'GET',
      `/v1/event/participant/card?eventId=${scene.event.id}&id=${encodeURIComponent(id)}${extra}`,
    );
  const nobody = { status: 404, body: { errorCode: 'MST-00404', field: 'id' } };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    attendee = await s.member({
      name: 'Attendee',
      categories: [{ categoryId: 'interests', selectedCategoryIds: ['robots'] }],
    });
    organizer = await s.member({ name: 'Olga', typeId: 'visitor', organizer: true });
    investor = (
      await s.person({
        name: 'Ivo',
        typeId: 'investor',
        email: 'ivo@lanyard.test',
        phone: '+905551112233',
        categories: [{ categoryId: 'interests', selectedCategoryIds: ['robots'] }],
      })
    ).id;
  });
  afterAll(() => t.close());

  it('shows a member a visible person with the match explained as search2 does', async () => {
    const res = await card(s, attendee, investor);
    expect(res.status).toBe(200);
    const { card: shown, match } = res.body.data;
    expect(shown).toMatchObject({ id: investor, name: 'Ivo', typeId: 'investor', active: true });
    // Investor first of the attendee's three priorities (8), active (16), one shared option (10).
    expect(match).toMatchObject({
      participantId: investor,
      score: 34,
      sharedCategories: [{ categoryId: 'interests', subCategoryId: 'robots' }],
      priorityPosition: 0,
      priorityLength: 3,
      active: true,
      boothOwner: false,
    });
    const listed = await s.search(attendee, { query: 'Ivo' });
    expect(listed.body.data.results).toEqual([shown]);
    expect(listed.body.data.matches).toEqual([match]);
  });

  it('gives the viewer their own card', async () => {
    expect(await card(s, attendee, attendee.participant.id)).toMatchObject({
      status: 200,
      body: { data: { card: { id: attendee.participant.id } } },
    });
  });

  it('sends e-mail and phone only in the organizer view', async () => {
    const asked = await card(s, organizer, investor, '&organizer=true');
    expect(asked.body.data.card).toMatchObject({ email: 'ivo@lanyard.test', phone: '+905551112233' });
    for (const res of [
      await card(s, organizer, investor),
      await card(s, attendee, investor, '&organizer=true'),
    ]) {
      expect(res.status).toBe(200);
      expect(res.body.data.card).not.toHaveProperty('email');
      expect(res.body.data.card).not.toHaveProperty('phone');
    }
  });

  it('answers 404 to a stranger, to another event’s member and for another event’s or a deleted participant', async () => {
    const stranger = await signedUpUser(t.app);
    expect(await card(s, stranger, investor)).toMatchObject(nobody);
    const other = await createNetworkingScene(t);
    const elsewhere = await other.member({ name: 'Elsewhere' });
    expect(await card(s, elsewhere, investor)).toMatchObject(nobody);
    expect(await card(s, attendee, elsewhere.participant.id)).toMatchObject(nobody);
    const gone = await s.person({ name: 'Gone', state: 'deleted' });
    expect(await card(s, attendee, gone.id)).toMatchObject(nobody);
    expect(await card(s, organizer, gone.id, '&organizer=true')).toMatchObject(nobody);
    expect(await card(s, attendee, 'nobody')).toMatchObject(nobody);
  });

  it('answers 404 on a restricted event for a type the viewer’s type may not see, unless organizer view', async () => {
    const r = await createNetworkingScene(t, { restricted: true });
    const viewer = await r.member({ name: 'Viewer' });
    const boss = await r.member({ name: 'Boss', typeId: 'visitor', organizer: true });
    const press = await r.person({ name: 'Pia', typeId: 'press' });
    const speaker = await r.person({ name: 'Sue', typeId: 'speaker' });
    expect(await card(r, viewer, press.id)).toMatchObject(nobody);
    expect(await card(r, viewer, press.id, '&organizer=true')).toMatchObject(nobody);
    expect(await card(r, viewer, speaker.id)).toMatchObject({ status: 200 });
    expect(await card(r, boss, press.id, '&organizer=true')).toMatchObject({ status: 200 });
  });

  it('refuses a bad id or event with the validation error code, not 500', async () => {
    for (const id of ['', 'x'.repeat(1000)]) {
      expect(await card(s, attendee, id)).toMatchObject({ status: 400, body: { errorCode: 'MST-00400' } });
    }
    expect(await s.call(attendee, 'GET', `/v1/event/participant/card?eventId=&id=${investor}`)).toMatchObject(
      { status: 400, body: { errorCode: 'MST-00400' } },
    );
    expect(await card(s, attendee, investor, '&organizer=maybe')).toMatchObject({
      status: 400,
      body: { errorCode: 'MST-00400' },
    });
  });
});
