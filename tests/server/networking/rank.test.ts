import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryChoices, nameSortKey, rankByMatch, type MatchCandidate } from '@shared/rules/matchmaking';
import type { CategoryAnswer } from '@shared/schemas/participants';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

const answers = (...pairs: [string, string][]): CategoryAnswer[] =>
  pairs.map(([categoryId, sub]) => ({ categoryId, selectedCategoryIds: [sub] }));

/**
 * DECISIONS 12 in SQL: one constructed person per weight (and their sums), the order search2 gives
 * compared with rankByMatch's, each match explained as explainMatch does; and the name order.
 */
describe.each(engines)('directory rank on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let viewer: Member;
  let candidates: (MatchCandidate & { label: string })[];

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    // Priority list investor, startup, press: n = 3 → 8, 4, 2; active 16; booth owner 32; 10 per category.
    viewer = await s.member({
      name: 'Viewer',
      categories: [
        { categoryId: 'interests', selectedCategoryIds: ['robots', 'ai'] },
        { categoryId: 'industry', selectedCategoryIds: ['health'] },
        { categoryId: 'bio', value: 'robots' },
      ],
    });
    const specs: { label: string; fields: Parameters<NetworkingScene['person']>[0]; owner?: boolean }[] = [
      { label: 'nothing', fields: { name: 'Zed', state: 'inactive' } },
      { label: 'nothing, earlier name', fields: { name: 'Çelik', surname: 'Ali', state: 'inactive' } },
      { label: 'press', fields: { name: 'Pia', typeId: 'press', state: 'inactive' } },
      { label: 'startup', fields: { name: 'Sam', typeId: 'startup', state: 'inactive' } },
      { label: 'investor', fields: { name: 'Ivo', typeId: 'investor', state: 'inactive' } },
      {
        label: 'one category',
        fields: { name: 'Cat', state: 'inactive', categories: answers(['interests', 'ai'], ['other', 'x']) },
      },
      {
        label: 'two categories',
        fields: {
          name: 'Cal',
          state: 'inactive',
          categories: answers(['interests', 'robots'], ['industry', 'health'], ['health', 'industry']),
        },
      },
      {
        label: 'text answer is not a category',
        fields: { name: 'Tex', state: 'inactive', categories: [{ categoryId: 'bio', value: 'robots' }] },
      },
      { label: 'active', fields: { name: 'Act' } },
      { label: 'booth owner', fields: { name: 'Bob', state: 'inactive' }, owner: true },
      {
        label: 'everything',
        fields: { name: 'All', typeId: 'investor', categories: answers(['interests', 'robots']) },
        owner: true,
      },
      { label: 'active investor', fields: { name: 'Ina', typeId: 'investor' } },
      {
        label: 'active investor, same score',
        fields: { name: 'Cat', surname: 'Invest', typeId: 'investor' },
      },
    ];
    candidates = [];
    for (const spec of specs) {
      const p = await s.person(spec.fields);
      if (spec.owner) await s.boothOwnedBy(p.id);
      candidates.push({
        label: spec.label,
        id: p.id,
        name: p.name,
        surname: p.surname,
        typeId: p.typeId,
        categories: categoryChoices(p.categories),
        active: p.state === 'active',
        boothOwner: spec.owner ?? false,
      });
    }
  });
  afterAll(() => t.close());

  it('orders by DECISIONS 12 as rankByMatch does, and explains each result as explainMatch does', async () => {
    const res = await s.search(viewer);
    expect(res.status).toBe(200);
    const expected = rankByMatch(
      {
        categories: categoryChoices(viewer.participant.categories),
        priority: ['investor', 'startup', 'press'],
      },
      candidates,
    );
    const { results, matches, props } = res.body.data;
    expect(results.map((r) => r.id)).toEqual(expected.map((e) => e.candidate.id));
    expect(matches).toEqual(expected.map((e) => ({ participantId: e.candidate.id, ...e.match })));
    expect(props).toMatchObject({ total: candidates.length, orderBy: 'match', asc: false, next: null });
    // Every weight played its part: the scores of the constructed people.
    const score = (label: string) => expected.find((e) => e.candidate.label === label)!.match.score;
    expect(
      [
        'nothing',
        'press',
        'startup',
        'investor',
        'one category',
        'two categories',
        'active',
        'booth owner',
      ].map(score),
    ).toEqual([0, 2, 4, 8, 10, 20, 16, 32]);
    expect(score('everything')).toBe(32 + 16 + 8 + 10);
    expect(score('text answer is not a category')).toBe(0);
    expect(score('active investor')).toBe(score('active investor, same score'));
  });

  it('reverses the rank with asc', async () => {
    const best = await s.ids(viewer);
    expect(await s.ids(viewer, { asc: true })).toEqual([...best].reverse());
  });

  it('orders by the folded full name A–Z and Z–A (Çelik among the c’s)', async () => {
    const byName = [...candidates].sort((a, b) =>
      nameSortKey(a) < nameSortKey(b) ? -1 : nameSortKey(a) > nameSortKey(b) ? 1 : a.id < b.id ? -1 : 1,
    );
    expect(await s.ids(viewer, { orderBy: 'name' })).toEqual(byName.map((c) => c.id));
    expect(await s.ids(viewer, { orderBy: 'name', asc: false })).toEqual(byName.map((c) => c.id).reverse());
  });
});
