import { describe, expect, it } from 'vitest';
import {
  attendeesOf,
  directoryList,
  findAttendee,
  pagesWithProfile,
  pagesWithTag,
  pagesWithTags,
  sameView,
  tagOf,
  withTag,
} from '../../../../../renderer/src/features/networking/directory';
import { aCard, aPage, pagesOf } from './builders';

describe('attendeesOf', () => {
  it('lists the pages in order, each card with its own match whatever the order of matches', () => {
    const list = attendeesOf([aPage([aCard({ id: 'a' }), aCard({ id: 'b' })]), aPage([aCard({ id: 'c' })])]);
    expect(list.map((a) => a.card.id)).toEqual(['a', 'b', 'c']);
    expect(list.map((a) => a.match?.participantId)).toEqual(['a', 'b', 'c']);
  });

  it('lists a person once when two pages hold them', () => {
    const list = attendeesOf([aPage([aCard({ id: 'a' })]), aPage([aCard({ id: 'a' }), aCard({ id: 'b' })])]);
    expect(list.map((a) => a.card.id)).toEqual(['a', 'b']);
  });

  it('leaves the match out when the answer has none for a card', () => {
    const page = { ...aPage([aCard({ id: 'a' })]), matches: [] };
    expect(attendeesOf([page])[0]?.match).toBeUndefined();
  });
});

describe('tags', () => {
  it('reads one tag: favourite, ignored or none', () => {
    expect(tagOf(aCard({ id: 'a', fav: true }))).toBe('fav');
    expect(tagOf(aCard({ id: 'a', ignored: true }))).toBe('ignored');
    expect(tagOf(aCard({ id: 'a' }))).toBeNull();
  });

  it('sets one tag at a time: favouriting an ignored person un-ignores them', () => {
    const card = withTag(aCard({ id: 'a', ignored: true }), 'fav');
    expect([card.fav, card.ignored]).toEqual([true, false]);
    const cleared = withTag(card, null);
    expect([cleared.fav, cleared.ignored]).toEqual([false, false]);
  });

  it('changes the tagged person in every page and keeps their card in the cache', () => {
    const data = pagesOf(aPage([aCard({ id: 'a' }), aCard({ id: 'b' })]), aPage([aCard({ id: 'c' })]));
    const next = pagesWithTag(data, 'b', 'ignored')!;
    expect(next.pages[0]!.results.map((c) => [c.id, c.ignored])).toEqual([
      ['a', false],
      ['b', true],
    ]);
    // Pages without the person are the same objects (nothing else re-renders).
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(next.pageParams).toBe(data.pageParams);
  });

  it('returns the cached pages themselves when the person is not in them', () => {
    const data = pagesOf(aPage([aCard({ id: 'a' })]));
    expect(pagesWithTag(data, 'zzz', 'fav')).toBe(data);
    expect(pagesWithTag(undefined, 'a', 'fav')).toBeUndefined();
  });

  it('marks every card as the complete set of my marks says, clearing a mark it no longer holds', () => {
    const data = pagesOf(
      aPage([aCard({ id: 'a', fav: true }), aCard({ id: 'b' })]),
      aPage([aCard({ id: 'c', ignored: true })]),
    );
    const next = pagesWithTags(data, [
      { participantId: 'b', tag: 'fav' },
      { participantId: 'c', tag: 'ignored' },
    ])!;
    expect(next.pages[0]!.results.map(tagOf)).toEqual([null, 'fav']);
    // A page whose cards already show their marks stays the same object.
    expect(next.pages[1]).toBe(data.pages[1]);
    expect(
      pagesWithTags(data, [
        { participantId: 'a', tag: 'fav' },
        { participantId: 'c', tag: 'ignored' },
      ]),
    ).toBe(data);
  });
});

describe('directoryList', () => {
  const counted = (total: number, ...cards: Parameters<typeof aPage>[0]) => ({
    ...aPage(cards),
    props: { ...aPage(cards).props, total },
  });

  it('drops a person ignored on screen from All at once, and counts one fewer', () => {
    const pages = [counted(3, aCard({ id: 'a' }), aCard({ id: 'b', ignored: true }), aCard({ id: 'c' }))];
    const shown = directoryList(pages, 'all');
    expect(shown.attendees.map((a) => a.card.id)).toEqual(['a', 'c']);
    expect(shown.total).toBe(2);
  });

  it('drops a person un-ignored from Ignored and one un-favourited from Favourites', () => {
    expect(directoryList([counted(1, aCard({ id: 'a' }))], 'ignored')).toEqual({ attendees: [], total: 0 });
    expect(directoryList([counted(1, aCard({ id: 'a', ignored: true }))], 'favourite').total).toBe(0);
    expect(directoryList([counted(1, aCard({ id: 'a', fav: true }))], 'favourite').total).toBe(1);
  });

  it('keeps the count unknown when the first page has none', () => {
    expect(directoryList([aPage([aCard({ id: 'a', ignored: true })])], 'all').total).toBeNull();
  });
});

describe('pagesWithProfile', () => {
  it("writes a user's new name and photo on their card", () => {
    const data = pagesOf(aPage([aCard({ id: 'a', userId: 'u1' }), aCard({ id: 'b', userId: 'u2' })]));
    const next = pagesWithProfile(data, {
      id: 'u2',
      name: 'Grace',
      surname: 'Hopper',
      profilePhotoPath: '/p.jpg',
    });
    const b = next!.pages[0]!.results[1]!;
    expect([b.name, b.surname, b.profilePhoto]).toEqual(['Grace', 'Hopper', '/p.jpg']);
    expect(next!.pages[0]!.results[0]).toBe(data.pages[0]!.results[0]);
  });
});

describe('findAttendee', () => {
  it('finds a person in whichever cached list holds them, with their match', () => {
    const favourites = pagesOf(aPage([aCard({ id: 'f' })]));
    const all = pagesOf(aPage([aCard({ id: 'a' })]), aPage([aCard({ id: 'b' })]));
    const found = findAttendee([undefined, favourites, all], 'b');
    expect(found?.card.id).toBe('b');
    expect(found?.match?.participantId).toBe('b');
    expect(findAttendee([favourites, all], 'nobody')).toBeUndefined();
  });
});

describe('sameView', () => {
  it('lets only a new search text keep the previous answer on screen', () => {
    const all = { query: 'ro', list: 'all', hereNow: false } as const;
    expect(sameView(all, { ...all, query: 'robot' })).toBe(true);
    expect(sameView(all, { ...all, list: 'favourite' })).toBe(false);
    expect(sameView(all, { ...all, hereNow: true })).toBe(false);
  });
});
