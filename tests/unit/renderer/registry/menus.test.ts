import { describe, expect, it } from 'vitest';
import type { EventDetails } from '@shared/schemas/event';
import type { EventAction, Feature, MenuLink } from '../../../../renderer/src/registry/feature';
import { eventActionsFor, menuLinksIn } from '../../../../renderer/src/registry/menus';

/** The shell's menus and the event page's buttons come from what each feature declares. */

const Icon = () => null;
const link = (labelKey: string, order: number, places: MenuLink['places'], to: MenuLink['to']): MenuLink => ({
  labelKey,
  icon: Icon,
  order,
  places,
  to,
});

const features: Feature[] = [
  { navigation: { menuLinks: [link('agenda', 20, ['sideMenu', 'header'], () => '/my-agenda')] } },
  {}, // a feature with no links
  {
    navigation: {
      menuLinks: [
        link('program', 30, ['sideMenu'], ({ eventId }) => (eventId ? `/event/${eventId}/sessions` : null)),
        link('events', 10, ['sideMenu', 'bottomBar'], () => '/event/list'),
      ],
    },
  },
];

const labels = (links: { link: MenuLink; to: string }[]) => links.map(({ link, to }) => [link.labelKey, to]);

describe('menu links', () => {
  it("lists every feature's links of a menu by their order, not by the features' order", () => {
    expect(labels(menuLinksIn(features, 'sideMenu', { eventId: null }))).toEqual([
      ['events', '/event/list'],
      ['agenda', '/my-agenda'],
    ]);
  });

  it('shows a link only in the menus it names', () => {
    expect(labels(menuLinksIn(features, 'header', { eventId: null }))).toEqual([['agenda', '/my-agenda']]);
    expect(labels(menuLinksIn(features, 'bottomBar', { eventId: null }))).toEqual([
      ['events', '/event/list'],
    ]);
  });

  it('shows a link that needs an open event only inside one, leading into it', () => {
    expect(labels(menuLinksIn(features, 'sideMenu', { eventId: 'e1' }))).toEqual([
      ['events', '/event/list'],
      ['agenda', '/my-agenda'],
      ['program', '/event/e1/sessions'],
    ]);
  });
});

const event = (me: { organizer: boolean; checkInAdmin: boolean }) =>
  ({ id: 'e1', isFinished: false, me }) as unknown as EventDetails;
const staff = (e: EventDetails) => e.me.organizer || e.me.checkInAdmin;
const action = (labelKey: string, order: number, extra: Partial<EventAction> = {}): EventAction => ({
  labelKey,
  order,
  to: (id) => `/event/${id}/${labelKey}`,
  ...extra,
});

const actionFeatures: Feature[] = [
  { navigation: { eventActions: [action('badges', 50, { shownFor: (e) => e.me.organizer })] } },
  { navigation: { eventActions: [action('checkin', 20, { shownFor: staff, primaryRank: 2 })] } },
  { navigation: { eventActions: [action('kiosk', 30, { shownFor: staff })] } },
  { navigation: { eventActions: [action('sessions', 10, { primaryRank: 1 })] } },
];

const shown = (e: EventDetails) =>
  eventActionsFor(actionFeatures, e).map(({ action, to, primary }) => [action.labelKey, to, primary]);

describe('event page actions', () => {
  it('shows an attendee the actions for everyone, the highest-ranked one primary', () => {
    expect(shown(event({ organizer: false, checkInAdmin: false }))).toEqual([
      ['sessions', '/event/e1/sessions', true],
    ]);
  });

  it('shows check-in staff their actions in order, check-in primary and the program secondary', () => {
    expect(shown(event({ organizer: false, checkInAdmin: true }))).toEqual([
      ['sessions', '/event/e1/sessions', false],
      ['checkin', '/event/e1/checkin', true],
      ['kiosk', '/event/e1/kiosk', false],
    ]);
  });

  it('shows organizers every action', () => {
    expect(shown(event({ organizer: true, checkInAdmin: false })).map(([label]) => label)).toEqual([
      'sessions',
      'checkin',
      'kiosk',
      'badges',
    ]);
  });

  it('has no primary button when no shown action has a rank', () => {
    const unranked: Feature[] = [
      { navigation: { eventActions: [action('kiosk', 30), action('badges', 50)] } },
    ];
    expect(
      eventActionsFor(unranked, event({ organizer: true, checkInAdmin: false })).some((a) => a.primary),
    ).toBe(false);
  });
});
