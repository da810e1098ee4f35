import { describe, expect, it } from 'vitest';
import type { Notification, NotificationFeed } from '@shared/schemas/notifications';
import { nextCursor } from '../../../../../renderer/src/features/notifications/api';
import {
  feedItems,
  withFirstPage,
  withSeen,
} from '../../../../../renderer/src/features/notifications/feedPages';
import {
  actorProfilePath,
  actorTextKey,
  notificationLink,
} from '../../../../../renderer/src/features/notifications/notificationView';

const EVENT = 'e'.repeat(32);

/** Item n happened at minute n: a higher n is newer. */
function item(n: number, over: Partial<Notification> = {}): Notification {
  return {
    id: `n${n}`,
    dt: n * 60_000,
    typeNotification: 'user',
    type: 'meeting_request',
    sesId: null,
    eId: EVENT,
    det: {
      eventId: EVENT,
      invitationId: 'i1',
      meetingId: null,
      participantId: 'p1',
      postId: null,
      pollId: null,
    },
    actor: null,
    seen: false,
    ...over,
  } as Notification;
}

/** A page of items from `from` down to `to`, newest first. */
function page(from: number, to: number, more: boolean): NotificationFeed {
  const items = [];
  for (let n = from; n >= to; n--) items.push(item(n));
  return { items, unseen: 0, lastNotificationDate: null, more };
}

const ids = (pages: NotificationFeed[]) => feedItems(pages).map((i) => i.id);

describe('withFirstPage (the live first page)', () => {
  it('is the feed when nothing was loaded yet', () => {
    const first = page(3, 1, false);
    expect(withFirstPage(undefined, first, null)).toEqual({ pages: [first], pageParams: [null] });
  });

  it('keeps an item the new first page pushed out, so no item falls between two pages', () => {
    const cached = {
      pages: [page(60, 31, true), page(30, 1, false)],
      pageParams: [null, { before: 1, beforeId: 'x' }],
    };
    const next = withFirstPage(cached, page(61, 32, true), null);
    expect(ids(next.pages)).toEqual(ids([page(61, 1, false)]));
    expect(next.pageParams).toEqual(cached.pageParams);
  });

  it('takes the new first page’s seen tags and drops repeats from older pages', () => {
    const cached = { pages: [page(3, 2, true), page(1, 1, false)], pageParams: [null, null] };
    const first = { ...page(3, 1, false), unseen: 0 };
    first.items = first.items.map((i) => ({ ...i, seen: true }));
    const next = withFirstPage(cached, first, null);
    expect(ids(next.pages)).toEqual(['n3', 'n2', 'n1']);
    expect(feedItems(next.pages).every((i) => i.seen)).toBe(true);
  });
});

describe('nextCursor', () => {
  it('is the oldest item loaded while the feed has more, none after the last page', () => {
    const pages = [page(61, 32, true), page(31, 31, true)];
    expect(nextCursor(pages[1]!, pages)).toEqual({ before: 31 * 60_000, beforeId: 'n31' });
    expect(nextCursor(page(1, 1, false), [page(1, 1, false)])).toBeUndefined();
  });

  it('looks past an emptied last page to the oldest item', () => {
    const pages = [page(5, 3, true), { ...page(1, 1, true), items: [] }];
    expect(nextCursor(pages[1]!, pages)).toEqual({ before: 3 * 60_000, beforeId: 'n3' });
  });
});

describe('withSeen', () => {
  it('tags only the given ids', () => {
    const cached = { pages: [page(3, 1, false)], pageParams: [null] };
    const next = withSeen(cached, ['n2']);
    expect(feedItems(next!.pages).map((i) => [i.id, i.seen])).toEqual([
      ['n3', false],
      ['n2', true],
      ['n1', false],
    ]);
  });
});

describe('notificationLink', () => {
  it('opens the invitation with the person who caused a meeting change', () => {
    expect(notificationLink(item(1))).toBe(`/event/${EVENT}/invitation/p1`);
    expect(notificationLink(item(1, { type: 'confirmed' }))).toBe(`/event/${EVENT}/invitation/p1`);
  });

  it('opens the event for an invitation to it, an announcement, a poll, or no person', () => {
    expect(notificationLink(item(1, { type: 'invited_to_event' }))).toBe(`/event/${EVENT}`);
    expect(
      notificationLink(item(1, { typeNotification: 'event', type: 'announcement' } as Partial<Notification>)),
    ).toBe(`/event/${EVENT}`);
    const noPerson = item(1, { type: 'session_cancelled' });
    noPerson.det = { ...noPerson.det, participantId: null };
    expect(notificationLink(noPerson)).toBe(`/event/${EVENT}`);
  });
});

describe('actorTextKey', () => {
  const ada = {
    participantId: 'p1',
    name: 'Ada',
    surname: 'Lovelace',
    company: null,
    jobTitle: null,
    profilePhoto: null,
  };

  it('names the one who caused a meeting change, with their profile over the directory', () => {
    const request = item(1, { actor: ada });
    expect(actorTextKey(request)).toBe('notifications.byActor.meeting_request');
    expect(actorTextKey(item(1, { type: 'confirmed', actor: ada }))).toBe('notifications.byActor.confirmed');
    expect(actorProfilePath(request, ada.participantId)).toBe(`/event/${EVENT}/attendees/p1`);
  });

  it('reads a meeting confirmed without a request (pre-booked, a guest added) as booked', () => {
    const booked = item(1, { type: 'confirmed', actor: ada });
    booked.det = { ...booked.det, invitationId: null };
    expect(actorTextKey(booked)).toBe('notifications.byActor.booked');
  });

  it('falls back to the type’s own text when no one is known, and for event-wide items', () => {
    expect(actorTextKey(item(1))).toBeNull();
    expect(
      actorTextKey(item(1, { typeNotification: 'event', type: 'poll', actor: ada } as Partial<Notification>)),
    ).toBeNull();
  });
});
