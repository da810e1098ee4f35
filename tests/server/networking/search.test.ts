import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

/**
 * search2's text query and pages: case-insensitive, Turkish and Cyrillic case forms, accents
 * optional, LIKE's special characters taken literally; cursor pages that neither skip nor repeat;
 * bad input answered as a validation error, never 500.
 */
describe.each(engines)('directory search on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let viewer: Member;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    viewer = await s.member({ name: 'Viewer' });
    const people = {
      istanbul: { name: 'Deniz', surname: 'Kaya', company: 'İSTANBUL Robotik' },
      yolkin: { name: 'Пётр', surname: 'Ёлкин', jobTitle: 'Инженер' },
      accents: { name: 'José', surname: 'Müller', biography: 'Café owner in São Paulo' },
      percent: { name: 'Per', surname: 'Cent', offer: '100% robots' },
      underscore: { name: 'Under', surname: 'Score', seek: 'snake_case fans' },
      plain: { name: 'Plain', surname: 'Person', company: '1000 robots', seek: 'snakescase' },
      backslash: { name: 'Back', surname: 'Slash', company: 'C:\\Tools' },
    };
    for (const [key, fields] of Object.entries(people)) ids[key] = (await s.person(fields)).id;
  });
  afterAll(() => t.close());

  const found = async (query: string) => (await s.ids(viewer, { query, orderBy: 'name' })).sort();
  const only = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

  it('finds Turkish İ/I/ı/i by each other', async () => {
    for (const q of ['istanbul', 'İstanbul', 'ISTANBUL', 'ıstanbul'])
      expect(await found(q)).toEqual(only('istanbul'));
  });

  it('finds Cyrillic ё by е and the other way, in any case', async () => {
    for (const q of ['ёлкин', 'елкин', 'ЁЛКИН', 'пётр ёлкин', 'петр'])
      expect(await found(q)).toEqual(only('yolkin'));
  });

  it('makes accents optional', async () => {
    for (const q of ['jose muller', 'JOSÉ', 'cafe', 'sao paulo'])
      expect(await found(q)).toEqual(only('accents'));
  });

  it('takes % _ and \\ literally', async () => {
    expect(await found('%')).toEqual(only('percent'));
    expect(await found('0% r')).toEqual(only('percent'));
    expect(await found('_')).toEqual(only('underscore'));
    expect(await found('e_c')).toEqual(only('underscore'));
    expect(await found('\\')).toEqual(only('backslash'));
  });

  it('searches name, company, job title, offer, seek and biography, but not across two fields', async () => {
    expect(await found('robot')).toEqual(only('istanbul', 'percent', 'plain'));
    expect(await found('kaya istanbul')).toEqual([]);
    expect(await found('   ')).toHaveLength(Object.keys(ids).length);
  });

  it('counts the matches on the first page', async () => {
    const res = await s.search(viewer, { query: 'robot' });
    expect(res.body.data.props.total).toBe(3);
  });

  it('refuses an over-long query and a bad cursor with the validation error code', async () => {
    const long = await s.search(viewer, { query: 'x'.repeat(201) });
    expect(long).toMatchObject({ status: 400, body: { errorCode: 'MST-00400' } });
    for (const after of ['nonsense', Buffer.from('{"f":1}').toString('base64url'), 'x'.repeat(1025)]) {
      expect(await s.search(viewer, { after })).toMatchObject({
        status: 400,
        body: { errorCode: 'MST-00400' },
      });
    }
  });

  it('refuses a cursor sent with other filters', async () => {
    const first = await s.search(viewer, { length: 2 });
    const next = first.body.data.props.next!;
    expect(next).toBeTruthy();
    expect(await s.search(viewer, { length: 2, after: next, query: 'robot' })).toMatchObject({
      status: 400,
      body: { errorCode: 'MST-00400', field: 'after' },
    });
    expect(await s.search(viewer, { length: 2, after: next, orderBy: 'name' })).toMatchObject({
      status: 400,
    });
    expect(await s.search(viewer, { length: 3, after: next })).toMatchObject({ status: 200 });
  });
});

describe.each(engines)('directory pages on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let viewer: Member;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    viewer = await s.member({
      name: 'Viewer',
      categories: [{ categoryId: 'interests', selectedCategoryIds: ['robots', 'ai'] }],
    });
    // Many equal scores and equal names, so the order leans on its tie-breakers.
    const types = ['investor', 'startup', 'press', 'visitor'];
    for (let i = 0; i < 40; i++) {
      await s.person({
        name: ['Ada', 'Bea', 'Can'][i % 3]!,
        surname: i % 5 === 0 ? 'Same' : `Person ${i % 7}`,
        typeId: types[i % 4]!,
        state: i % 6 === 0 ? 'inactive' : 'active',
        categories:
          i % 2
            ? [{ categoryId: 'interests', selectedCategoryIds: i % 4 === 1 ? ['robots'] : ['ai', 'robots'] }]
            : [],
      });
    }
  });
  afterAll(() => t.close());

  for (const order of [
    { orderBy: 'match' as const },
    { orderBy: 'match' as const, asc: true },
    { orderBy: 'name' as const },
    { orderBy: 'name' as const, asc: false },
  ]) {
    it(`pages ${JSON.stringify(order)} without skipping or repeating anyone`, async () => {
      const all = await s.ids(viewer, { ...order, length: 200 });
      expect(all).toHaveLength(40);
      const paged: string[] = [];
      let after: string | undefined;
      let pages = 0;
      do {
        const res = await s.search(viewer, { ...order, length: 7, ...(after ? { after } : {}) });
        expect(res.status).toBe(200);
        expect(res.body.data.props.total).toBe(pages === 0 ? 40 : null);
        paged.push(...res.body.data.results.map((r) => r.id));
        after = res.body.data.props.next ?? undefined;
        pages += 1;
      } while (after);
      expect(pages).toBe(6);
      expect(paged).toEqual(all);
    });
  }
});
