import { describe, expect, it } from 'vitest';
import {
  categoryChoices,
  compareRanked,
  explainMatch,
  MATCH_WEIGHTS,
  nameSortKey,
  rankByMatch,
  type MatchCandidate,
  type MatchViewer,
} from '@shared/rules/matchmaking';

const choice = (categoryId: string, subCategoryId: string) => ({ categoryId, subCategoryId });

/** Priority list of length 3: weights 8, 4, 2 by position; active 16; booth owner 32. */
const viewer: MatchViewer = {
  categories: [choice('interests', 'robots'), choice('interests', 'ai'), choice('industry', 'health')],
  priority: ['investor', 'startup', 'press'],
};

function candidate(id: string, over: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    id,
    name: id,
    surname: '',
    typeId: 'visitor',
    categories: [],
    active: false,
    boothOwner: false,
    ...over,
  };
}

describe('MATCH_WEIGHTS (DECISIONS 12)', () => {
  it('are 10 per category and powers of two by the priority list length', () => {
    expect(MATCH_WEIGHTS.sharedCategory).toBe(10);
    expect([0, 1, 2].map((i) => MATCH_WEIGHTS.typePriority(3, i))).toEqual([8, 4, 2]);
    expect(MATCH_WEIGHTS.active(3)).toBe(16);
    expect(MATCH_WEIGHTS.boothOwner(3)).toBe(32);
    expect(MATCH_WEIGHTS.active(0)).toBe(2);
    expect(MATCH_WEIGHTS.boothOwner(0)).toBe(4);
  });
});

describe('explainMatch', () => {
  it('scores nothing for a stranger with nothing in common', () => {
    expect(explainMatch(viewer, candidate('x'))).toEqual({
      score: 0,
      sharedCategories: [],
      priorityPosition: null,
      priorityLength: 3,
      active: false,
      boothOwner: false,
    });
  });

  it('gives 10 per shared category, each counted once, in the viewer order', () => {
    const c = candidate('x', {
      categories: [
        choice('industry', 'health'),
        choice('interests', 'robots'),
        choice('interests', 'robots'),
      ],
    });
    const m = explainMatch(viewer, c);
    expect(m.score).toBe(20);
    expect(m.sharedCategories).toEqual([choice('interests', 'robots'), choice('industry', 'health')]);
    expect(
      explainMatch({ ...viewer, categories: [...viewer.categories, ...viewer.categories] }, c).score,
    ).toBe(20);
  });

  it('does not match the same option id under another question', () => {
    const m = explainMatch(viewer, candidate('x', { categories: [choice('industry', 'robots')] }));
    expect(m.score).toBe(0);
    expect(m.sharedCategories).toEqual([]);
  });

  it.each([
    ['investor', 0, 8],
    ['startup', 1, 4],
    ['press', 2, 2],
  ])('type %s is priority position %i and weighs %i', (typeId, position, score) => {
    const m = explainMatch(viewer, candidate('x', { typeId }));
    expect(m).toMatchObject({ score, priorityPosition: position, priorityLength: 3 });
  });

  it('adds 2^(n+1) for an active candidate', () => {
    expect(explainMatch(viewer, candidate('x', { active: true }))).toMatchObject({ score: 16, active: true });
  });

  it('adds 2^(n+2) for a booth owner', () => {
    expect(explainMatch(viewer, candidate('x', { boothOwner: true }))).toMatchObject({
      score: 32,
      boothOwner: true,
    });
  });

  it('adds every piece together and explains each', () => {
    const m = explainMatch(
      viewer,
      candidate('x', {
        categories: [choice('interests', 'ai')],
        typeId: 'startup',
        active: true,
        boothOwner: true,
      }),
    );
    expect(m).toEqual({
      score: 10 + 4 + 16 + 32,
      sharedCategories: [choice('interests', 'ai')],
      priorityPosition: 1,
      priorityLength: 3,
      active: true,
      boothOwner: true,
    });
  });

  it('uses n = 0 when the viewer type has no priority list', () => {
    const m = explainMatch(
      { categories: [], priority: [] },
      candidate('x', { active: true, boothOwner: true }),
    );
    expect(m).toMatchObject({ score: 2 + 4, priorityPosition: null, priorityLength: 0 });
  });
});

describe('categoryChoices', () => {
  it('flattens select answers to pairs and leaves text answers out', () => {
    expect(
      categoryChoices([
        { categoryId: 'interests', selectedCategoryIds: ['robots', 'ai'] },
        { categoryId: 'motto', value: 'robots' },
        { categoryId: 'industry', selectedCategoryIds: [] },
      ]),
    ).toEqual([choice('interests', 'robots'), choice('interests', 'ai')]);
  });
});

describe('rankByMatch', () => {
  const ids = (cs: MatchCandidate[]) => rankByMatch(viewer, cs).map((r) => r.candidate.id);

  it('orders by score: booth owner above active above the priority list', () => {
    expect(
      ids([
        candidate('press', { typeId: 'press' }),
        candidate('investor', { typeId: 'investor' }),
        candidate('active', { active: true }),
        candidate('booth', { boothOwner: true }),
        candidate('startup', { typeId: 'startup' }),
        candidate('nobody'),
      ]),
    ).toEqual(['booth', 'active', 'investor', 'startup', 'press', 'nobody']);
  });

  it('weighs shared categories against the boosts: 30 for three stays below a booth (32), 38 with a top type passes it', () => {
    const allShared = candidate('three', { categories: [...viewer.categories] });
    const booth = candidate('booth', { boothOwner: true });
    expect(ids([allShared, booth])).toEqual(['booth', 'three']);
    expect(ids([booth, { ...allShared, typeId: 'investor' }])).toEqual(['three', 'booth']);
  });

  it('breaks ties by full name A–Z, whatever the case or accents', () => {
    const people = [
      candidate('3', { name: 'Zeynep', surname: 'Şahin' }),
      candidate('1', { name: 'çağla', surname: 'Demir' }),
      candidate('2', { name: 'Can', surname: 'Aydın' }),
      candidate('4', { name: 'İlker', surname: 'Öz' }),
      candidate('5', { name: 'Ada', surname: 'Zorlu' }),
      candidate('6', { name: 'Adam', surname: '' }),
    ];
    expect(rankByMatch(viewer, people).map((r) => r.candidate.name)).toEqual([
      'Ada',
      'Adam',
      'çağla', // cagla before can
      'Can',
      'İlker',
      'Zeynep',
    ]);
  });

  it('orders Cyrillic names by their alphabet (ё as е, й after и), after Latin ones', () => {
    const people = [
      candidate('1', { name: 'Йосиф' }),
      candidate('2', { name: 'Ёлкин' }),
      candidate('3', { name: 'Иван' }),
      candidate('4', { name: 'Евгений' }),
      candidate('5', { name: 'Zoe' }),
    ];
    expect(rankByMatch(viewer, people).map((r) => r.candidate.name)).toEqual([
      'Zoe',
      'Евгений',
      'Ёлкин',
      'Иван',
      'Йосиф',
    ]);
  });

  it('falls back to the id when names fold to the same key', () => {
    expect(ids([candidate('b', { name: 'Ayşe' }), candidate('a', { name: 'AYSE' })])).toEqual(['a', 'b']);
  });
});

describe('compareRanked and nameSortKey', () => {
  it('is a total order: score, then name key, then id', () => {
    const rows = [
      { score: 10, nameKey: 'b', id: '1' },
      { score: 20, nameKey: 'z', id: '2' },
      { score: 10, nameKey: 'a', id: '4' },
      { score: 10, nameKey: 'a', id: '3' },
    ];
    expect([...rows].sort(compareRanked).map((r) => r.id)).toEqual(['2', '3', '4', '1']);
  });

  it('folds the full name', () => {
    expect(nameSortKey({ name: 'İlker', surname: 'ÖZ' })).toBe('ilker oz');
    expect(nameSortKey({ name: 'Ёлкин', surname: null })).toBe('елкин');
  });
});
