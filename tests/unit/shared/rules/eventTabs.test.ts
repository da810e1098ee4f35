import { describe, expect, it } from 'vitest';
import {
  defaultEventTab,
  EVENT_TABS,
  visibleEventTabs,
  type EventTabId,
  type EventTabSettings,
} from '@shared/rules/eventTabs';

const standard: EventTabSettings = { tabs: null, limitTabs: false, tabsConfig: {} };
const attendee = { organizer: false, typeId: 'typeAttendee' };
const organizer = { organizer: true, typeId: 'typeStaff' };
// The tabs this app has screens for today, in the standard order.
const built: EventTabId[] = ['program', 'speakers', 'networking', 'profile'];

describe('visibleEventTabs', () => {
  it('shows every available tab in the standard order when the event sets nothing', () => {
    expect(visibleEventTabs(standard, attendee, built)).toEqual(built);
    expect(visibleEventTabs(standard, attendee, EVENT_TABS)).toEqual([...EVENT_TABS]);
  });

  it("follows the event's own tab list: its order, only its tabs, unknown and missing areas left out", () => {
    const event = { ...standard, tabs: ['networking', 'lobby', 'bogus', 'program', 'networking'] };
    expect(visibleEventTabs(event, attendee, built)).toEqual(['networking', 'program']);
  });

  it('an empty own list shows no tab', () => {
    expect(visibleEventTabs({ ...standard, tabs: [] }, attendee, built)).toEqual([]);
  });

  const limited: EventTabSettings = {
    tabs: null,
    limitTabs: true,
    tabsConfig: { typeAttendee: ['profile', 'program'], typeVisitor: [] },
  };

  it("limits a non-organizer to their type's tabs, in the event's order", () => {
    expect(visibleEventTabs(limited, attendee, built)).toEqual(['program', 'profile']);
    expect(visibleEventTabs(limited, { organizer: false, typeId: 'typeVisitor' }, built)).toEqual([]);
  });

  it('a type tabsConfig does not list sees no tab when tabs are limited', () => {
    expect(visibleEventTabs(limited, { organizer: false, typeId: 'typeOther' }, built)).toEqual([]);
  });

  it('organizers see every tab, limited or not', () => {
    expect(visibleEventTabs(limited, organizer, built)).toEqual(built);
    expect(visibleEventTabs({ ...limited, tabs: ['speakers', 'program'] }, organizer, built)).toEqual([
      'speakers',
      'program',
    ]);
  });

  it('tabsConfig is ignored while limitTabs is off', () => {
    expect(visibleEventTabs({ ...limited, limitTabs: false }, attendee, built)).toEqual(built);
  });
});

describe('defaultEventTab', () => {
  const all = [...EVENT_TABS];

  it('is the lobby on narrow screens and networking on wider ones by default', () => {
    expect(defaultEventTab(standard, attendee, all, true)).toBe('lobby');
    expect(defaultEventTab(standard, attendee, all, false)).toBe('networking');
  });

  it("is the first entry of the event's own list that the viewer sees, on any screen", () => {
    const event = { ...standard, tabs: ['lobby', 'speakers', 'program'] };
    expect(defaultEventTab(event, attendee, ['speakers', 'program'], false)).toBe('speakers');
    expect(defaultEventTab(event, attendee, ['speakers', 'program'], true)).toBe('speakers');
  });

  it("takes the viewer type's tabsConfig list first when tabs are limited for them", () => {
    const event: EventTabSettings = {
      tabs: ['program', 'speakers'],
      limitTabs: true,
      tabsConfig: { typeAttendee: ['speakers', 'program'] },
    };
    const visible = visibleEventTabs(event, attendee, built);
    expect(defaultEventTab(event, attendee, visible, false)).toBe('speakers');
    // An organizer is not limited: the event's own list decides.
    expect(defaultEventTab(event, organizer, visibleEventTabs(event, organizer, built), false)).toBe(
      'program',
    );
  });

  it('falls back to the other of lobby and networking, then the first visible tab, when a tab has no area yet', () => {
    // No lobby yet: a narrow screen opens networking.
    expect(defaultEventTab(standard, attendee, built, true)).toBe('networking');
    expect(defaultEventTab(standard, attendee, built, false)).toBe('networking');
    expect(defaultEventTab(standard, attendee, ['speakers', 'program'], true)).toBe('speakers');
  });

  it('is null when the viewer sees no tab', () => {
    expect(defaultEventTab(standard, attendee, [], false)).toBeNull();
  });
});
