import { describe, expect, it } from 'vitest';
import { MATCH_WEIGHTS, rankByMatch, type MatchViewer } from '@shared/rules/matchmaking';
import type { DirectoryPerson } from '../../../../server/db/repositories/directory';
import {
  DirectorySearchIndex,
  type DirectoryFilter,
  type DirectoryKey,
  type DirectoryOrder,
  type RankWeights,
} from '../../../../server/services/directorySearchIndex';

/** A deterministic crowd: types, options, flags and names repeat, so scores and names tie often. */
function crowd(size: number): DirectoryPerson[] {
  const types = ['investor', 'startup', 'press', 'visitor'];
  const options = ['i:ai', 'i:robots', 'i:bio', 'x:health', 'x:energy'];
  const names = ['ada', 'bea', 'can', 'çelik', 'ёлкин', 'zoe'];
  return Array.from({ length: size }, (_, n) => ({
    id: `p${String((n * 7919) % size).padStart(4, '0')}`,
    typeId: types[n % types.length]!,
    active: n % 3 !== 0,
    boothOwner: n % 11 === 0,
    onSite: n % 4 === 0,
    nameKey: names[(n * 5) % names.length]!,
    searchDocument: `${names[(n * 5) % names.length]}\nfirm ${n % 10}`,
    categoryChoices: options.filter((_, i) => (n >> i) % 2 === 1),
  }));
}

const viewer: MatchViewer = {
  categories: [
    { categoryId: 'i', subCategoryId: 'ai' },
    { categoryId: 'x', subCategoryId: 'health' },
  ],
  priority: ['investor', 'startup', 'press'],
};

/** DECISIONS 12's weights as the networking service builds them. */
const weights: RankWeights = {
  choices: ['i:ai', 'x:health'],
  sharedCategory: MATCH_WEIGHTS.sharedCategory,
  priority: viewer.priority.map((typeId, i) => ({ typeId, weight: MATCH_WEIGHTS.typePriority(3, i) })),
  active: MATCH_WEIGHTS.active(3),
  boothOwner: MATCH_WEIGHTS.boothOwner(3),
};

const everyone: DirectoryFilter = {
  viewerParticipantId: 'viewer',
  typeIds: null,
  text: null,
  tags: new Map(),
  list: 'all',
  hereNow: false,
};

/** Half loaded at once, half put one by one, so both ways of filling the name order are used. */
function indexOf(people: DirectoryPerson[]): DirectorySearchIndex {
  const index = DirectorySearchIndex.of(people.slice(0, people.length / 2));
  for (const person of people.slice(people.length / 2)) index.put(person);
  return index;
}

/** Every page in turn, each after the last key of the one before. */
function walk(index: DirectorySearchIndex, filter: DirectoryFilter, order: DirectoryOrder, size: number) {
  const ids: string[] = [];
  let after: DirectoryKey | null = null;
  for (;;) {
    const { keys } = index.page(filter, order, after, size);
    ids.push(...keys.map((k) => k.id));
    if (keys.length < size) return ids;
    after = keys[keys.length - 1]!;
  }
}

/** rankByMatch over the same people: the shared rule the index must agree with. */
function expectedRank(people: DirectoryPerson[]): string[] {
  const candidates = people.map((p) => ({
    id: p.id,
    name: p.nameKey,
    typeId: p.typeId,
    active: p.active,
    boothOwner: p.boothOwner,
    categories: p.categoryChoices.map((c) => {
      const [categoryId, subCategoryId] = c.split(':') as [string, string];
      return { categoryId, subCategoryId };
    }),
  }));
  return rankByMatch(viewer, candidates).map((r) => r.candidate.id);
}

const byName = (people: DirectoryPerson[]) =>
  [...people]
    .sort((a, b) => (a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : 1))
    .map((p) => p.id);

describe('DirectorySearchIndex', () => {
  const people = crowd(500);
  const index = indexOf(people);

  it('ranks as rankByMatch does, page after page, and backwards in reverse', () => {
    const ranked = expectedRank(people);
    expect(walk(index, everyone, { by: 'match', weights, bestFirst: true }, 37)).toEqual(ranked);
    expect(walk(index, everyone, { by: 'match', weights, bestFirst: false }, 41)).toEqual(
      [...ranked].reverse(),
    );
    expect(index.page(everyone, { by: 'match', weights, bestFirst: true }, null, 10).total).toBe(500);
  });

  it('pages by name A–Z and Z–A, each person once', () => {
    const names = byName(people);
    expect(walk(index, everyone, { by: 'name', ascending: true }, 60)).toEqual(names);
    expect(walk(index, everyone, { by: 'name', ascending: false }, 33)).toEqual([...names].reverse());
  });

  it('keeps only whom the filter keeps, and counts them', () => {
    const tags = new Map([
      [people[0]!.id, 'fav' as const],
      [people[1]!.id, 'ignored' as const],
    ]);
    const filter: DirectoryFilter = {
      ...everyone,
      viewerParticipantId: people[2]!.id,
      typeIds: ['investor', 'press', 'visitor'],
      text: 'firm 4',
      tags,
      hereNow: true,
    };
    const kept = people.filter(
      (p) =>
        p.id !== people[2]!.id &&
        p.id !== people[1]!.id &&
        p.typeId !== 'startup' &&
        p.onSite &&
        p.searchDocument.includes('firm 4'),
    );
    const page = index.page(filter, { by: 'name', ascending: true }, null, 1000);
    expect(page.keys.map((k) => k.id)).toEqual(byName(kept));
    expect(page.total).toBe(kept.length);
    expect(
      index.page({ ...everyone, tags, list: 'favourite' }, { by: 'name', ascending: true }, null, 9).keys,
    ).toEqual([{ score: 0, nameKey: people[0]!.nameKey, id: people[0]!.id }]);
    expect(
      index.page({ ...everyone, tags, list: 'ignored' }, { by: 'name', ascending: true }, null, 9).total,
    ).toBe(1);
    expect(index.page({ ...everyone, typeIds: [] }, { by: 'name', ascending: true }, null, 9).total).toBe(0);
  });

  it('follows people being renamed, re-ranked and removed', () => {
    const small = indexOf(crowd(30));
    const first = () => small.page(everyone, { by: 'name', ascending: true }, null, 1).keys[0]!;
    const last = walk(small, everyone, { by: 'name', ascending: true }, 30).at(-1)!;
    small.put({ ...crowd(30).find((p) => p.id === last)!, nameKey: 'aaa' });
    expect(first().id).toBe(last);
    small.remove(last);
    expect(first().id).not.toBe(last);
    expect(small.size).toBe(29);

    const plain = crowd(30).find((p) => !p.boothOwner)!;
    small.put({
      ...plain,
      boothOwner: true,
      active: true,
      typeId: 'investor',
      categoryChoices: ['i:ai', 'x:health', 'i:new'],
    });
    const best = small.page(everyone, { by: 'match', weights, bestFirst: true }, null, 1).keys[0]!;
    expect(best).toEqual({ score: 10 * 2 + 8 + 16 + 32, nameKey: plain.nameKey, id: plain.id });
  });
});
