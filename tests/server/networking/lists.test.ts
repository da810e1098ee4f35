import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

/**
 * The lists of spec §4 (all, favourite, ignored) from the viewer's tags, deleted people and the
 * viewer left out, "Here now" from the door's real check-in and check-out, and the refusals of
 * every directory route to people outside the event.
 */
describe.each(engines)('directory lists on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let viewer: Member;
  let other: Member;
  let organizer: Member;
  const ids: Record<'ada' | 'bea' | 'can' | 'deleted', string> = { ada: '', bea: '', can: '', deleted: '' };

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    viewer = await s.member({ name: 'Viewer' });
    other = await s.member({ name: 'Other' });
    organizer = await s.member({ name: 'Olga', organizer: true });
    ids.ada = (await s.person({ name: 'Ada' })).id;
    ids.bea = (await s.person({ name: 'Bea' })).id;
    ids.can = (await s.person({ name: 'Can' })).id;
    ids.deleted = (await s.person({ name: 'Del', state: 'deleted' })).id;
  });
  afterAll(() => t.close());

  const names = async (who: Member, body: Parameters<NetworkingScene['search']>[1] = {}) => {
    const res = await s.search(who, { orderBy: 'name', ...body });
    expect(res.status).toBe(200);
    return res.body.data.results.map((r) => r.name);
  };

  it('lists everyone but the viewer and deleted people, ticket holders without an account included', async () => {
    expect(await names(viewer)).toEqual(['Ada', 'Bea', 'Can', 'Olga', 'Other']);
    const res = await s.search(viewer, { orderBy: 'name' });
    expect(res.body.data.results.find((r) => r.name === 'Ada')).toMatchObject({ userId: null, fav: false });
  });

  it('keeps tags per user: favourites, ignored people only under ignored, one tag per person', async () => {
    expect(await s.tag(viewer, ids.ada, 'fav')).toMatchObject({
      status: 200,
      body: { data: { participantId: ids.ada, tag: 'fav' } },
    });
    expect((await s.tag(viewer, ids.bea, 'ignored')).status).toBe(200);
    expect(await names(viewer)).toEqual(['Ada', 'Can', 'Olga', 'Other']);
    expect(await names(viewer, { list: 'favourite' })).toEqual(['Ada']);
    expect(await names(viewer, { list: 'ignored' })).toEqual(['Bea']);
    const card = (await s.search(viewer, { list: 'favourite' })).body.data.results[0];
    expect(card).toMatchObject({ fav: true, ignored: false });
    // Another user's lists are their own.
    expect(await names(other)).toEqual(['Ada', 'Bea', 'Can', 'Olga', 'Viewer']);
    expect(await names(other, { list: 'favourite' })).toEqual([]);
    // Ignoring a favourite moves them; clearing the tag brings Bea back.
    await s.tag(viewer, ids.ada, 'ignored');
    await s.tag(viewer, ids.bea, null);
    expect(await names(viewer, { list: 'favourite' })).toEqual([]);
    expect(await names(viewer, { list: 'ignored' })).toEqual(['Ada']);
    expect(await names(viewer)).toEqual(['Bea', 'Can', 'Olga', 'Other']);
    await s.tag(viewer, ids.ada, null);
  });

  it('refuses tags on oneself, deleted people and people of other events', async () => {
    expect(await s.tag(viewer, viewer.participant.id, 'fav')).toMatchObject({
      status: 400,
      body: { errorCode: 'MST-00400', field: 'participantId' },
    });
    expect(await s.tag(viewer, ids.deleted, 'fav')).toMatchObject({ status: 404 });
    const elsewhere = await (await createNetworkingScene(t)).person({ name: 'Elsewhere' });
    expect(await s.tag(viewer, elsewhere.id, 'fav')).toMatchObject({ status: 404 });
    expect(await s.tag(viewer, ids.ada, 'loved' as never)).toMatchObject({
      status: 400,
      body: { errorCode: 'MST-00400' },
    });
  });

  it('marks and lists people checked in at the venue entrance until they check out', async () => {
    const door = (participantId: string, checkIn: boolean) =>
      s.call(organizer, 'POST', '/v1/event/participant/checkIn', {
        eventId: s.event.id,
        participantId,
        checkIn,
      });
    expect(await names(viewer, { hereNow: true })).toEqual([]);
    expect((await door(ids.can, true)).status).toBe(200);
    expect((await door(other.participant.id, true)).status).toBe(200);
    expect(await names(viewer, { hereNow: true })).toEqual(['Can', 'Other']);
    const all = (await s.search(viewer, { orderBy: 'name' })).body.data.results;
    expect(all.map((r) => [r.name, r.onSite])).toEqual([
      ['Ada', false],
      ['Bea', false],
      ['Can', true],
      ['Olga', false],
      ['Other', true],
    ]);
    expect((await door(ids.can, false)).status).toBe(200);
    expect(await names(viewer, { hereNow: true })).toEqual(['Other']);
    expect(await names(viewer, { hereNow: true, query: 'can' })).toEqual([]);
    const res = await s.search(viewer, { hereNow: true });
    expect(res.body.data.props).toMatchObject({ total: 1, hereNow: true });
  });

  it('refuses a stranger and another event’s member on every route', async () => {
    const stranger = await signedUpUser(t.app);
    const outsider = await (await createNetworkingScene(t)).member({ name: 'Outsider' });
    for (const who of [stranger, outsider]) {
      expect(await s.search(who)).toMatchObject({ status: 404, body: { errorCode: 'MST-00404' } });
      expect(await s.tag(who, ids.ada, 'fav')).toMatchObject({ status: 404 });
      expect(
        await s.call(who, 'GET', `/v1/event/participant/adminDetails?eventId=${s.event.id}&id=${ids.ada}`),
      ).toMatchObject({ status: 404 });
    }
    expect(await s.search(null)).toMatchObject({ status: 401 });
    expect(await s.tag(null, ids.ada, 'fav')).toMatchObject({ status: 401 });
  });
});
