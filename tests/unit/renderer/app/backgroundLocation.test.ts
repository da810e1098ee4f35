import { describe, expect, it } from 'vitest';
import { NavigationType, type Location, type RouteObject, type UIMatch } from 'react-router';
import { backgroundFor, pageLoaded } from '../../../../renderer/src/app/backgroundLocation';

/** Which page a detail modal opens over (app/PageLayer.tsx): the page it came from, unless it is its own. */

const E = '0123456789abcdef0123456789abcdef';
const pages: RouteObject[] = [
  {
    id: 'event',
    path: '/event/:eventId',
    children: [{ id: 'invitation', path: 'invitation/:participantId', handle: { modal: true } }],
  },
  {
    id: 'attendees',
    path: '/event/:eventId/attendees',
    children: [{ id: 'profile', path: ':participantId', handle: { modal: true } }],
  },
  { id: 'agenda', path: '/my-agenda' },
];

const at = (pathname: string, key: string): Location => ({
  pathname,
  search: '',
  hash: '',
  state: null,
  key,
});
const match = (id: string, pathname: string, handle?: unknown): UIMatch => ({
  id,
  pathname,
  params: {},
  data: undefined,
  loaderData: undefined,
  handle,
});
const invitation = [
  match('event', `/event/${E}`),
  match('invitation', `/event/${E}/invitation/p1`, { modal: true }),
];
const profile = [
  match('attendees', `/event/${E}/attendees`),
  match('profile', `/event/${E}/attendees/p1`, { modal: true }),
];
const directory = at(`/event/${E}/attendees`, 'a');

describe('backgroundFor', () => {
  it('opens a modal pushed from another page over that page', () => {
    const next = {
      location: at(`/event/${E}/invitation/p1`, 'b'),
      type: NavigationType.Push,
      matches: invitation,
    };
    expect(backgroundFor(pages, { location: directory, background: null }, next)).toBe(directory);
  });

  it("opens a modal from its own page in that page's outlet", () => {
    const next = {
      location: at(`/event/${E}/attendees/p1`, 'b'),
      type: NavigationType.Push,
      matches: profile,
    };
    expect(backgroundFor(pages, { location: directory, background: null }, next)).toBeNull();
  });

  it('keeps the page beneath when a modal over it replaces itself or opens another', () => {
    const over = { location: at(`/event/${E}/invitation/p1`, 'b'), background: directory };
    const step = {
      location: at(`/event/${E}/invitation/p1`, 'c'),
      type: NavigationType.Replace,
      matches: invitation,
    };
    expect(backgroundFor(pages, over, step)).toBe(directory);
  });

  it('gives none to a page, nor to a history move (its entry keeps what it had)', () => {
    const agenda = [match('agenda', '/my-agenda')];
    const last = { location: directory, background: null };
    expect(
      backgroundFor(pages, last, {
        location: at('/my-agenda', 'b'),
        type: NavigationType.Push,
        matches: agenda,
      }),
    ).toBeNull();
    const back = {
      location: at(`/event/${E}/invitation/p1`, 'b'),
      type: NavigationType.Pop,
      matches: invitation,
    };
    expect(backgroundFor(pages, last, back)).toBeNull();
  });
});

describe('pageLoaded', () => {
  it('is false while a route of the page still has its code to load', () => {
    const lazy: RouteObject[] = [{ path: '/my-agenda', lazy: () => Promise.resolve({}) }];
    expect(pageLoaded(lazy, at('/my-agenda', 'a'))).toBe(false);
    expect(pageLoaded(pages, at('/my-agenda', 'a'))).toBe(true);
  });
});
