import { describe, expect, it } from 'vitest';
import type { EventDetails } from '@shared/schemas/event';
import { cardRefusal, meetButtonState } from '../../../../../renderer/src/features/meetings/meetRule';
import { aCard, aType } from '../networking/builders';

const anEvent = (over: Partial<EventDetails> = {}, me: Partial<EventDetails['me']> = {}) =>
  ({
    id: 'e1',
    isFinished: false,
    restricted: false,
    participantTypes: [aType('attendee', ['exhibitor']), aType('exhibitor', [])],
    me: {
      participantId: 'me',
      typeId: 'attendee',
      organizer: false,
      checkInAdmin: false,
      boothId: null,
      rights: [],
      ...me,
    },
    ...over,
  }) as EventDetails;

describe('Meet on a directory card (spec core §5 with what a card knows)', () => {
  it('shows for another person of an unrestricted event', () => {
    expect(cardRefusal(anEvent(), aCard({ id: 'p1', typeId: 'speaker' }))).toBeNull();
  });

  it('follows invitationRights on a restricted event; organizers pass', () => {
    const restricted = anEvent({ restricted: true });
    expect(cardRefusal(restricted, aCard({ id: 'p1', typeId: 'exhibitor' }))).toBeNull();
    expect(cardRefusal(restricted, aCard({ id: 'p1', typeId: 'speaker' }))).toBe('typeNotAllowed');
    const organizer = anEvent({ restricted: true }, { organizer: true });
    expect(cardRefusal(organizer, aCard({ id: 'p1', typeId: 'speaker' }))).toBeNull();
  });

  it('refuses a ticket holder who has not signed up, whatever else holds', () => {
    expect(cardRefusal(anEvent(), aCard({ id: 'p1', userId: null }))).toBe('notJoined');
    const organizer = anEvent({ isFinished: true }, { organizer: true });
    expect(cardRefusal(organizer, aCard({ id: 'p1', userId: null }))).toBe('notJoined');
  });

  it('refuses myself and a finished event', () => {
    expect(cardRefusal(anEvent(), aCard({ id: 'me' }))).toBe('self');
    expect(cardRefusal(anEvent({ isFinished: true }), aCard({ id: 'p1' }))).toBe('eventFinished');
  });

  it('hides for oneself, a type not allowed and no slots; disables for own booth and a finished event', () => {
    expect(meetButtonState(null)).toBe('shown');
    expect(meetButtonState('self')).toBe('hidden');
    expect(meetButtonState('notJoined')).toBe('hidden');
    expect(meetButtonState('typeNotAllowed')).toBe('hidden');
    expect(meetButtonState('noMeetingSlots')).toBe('hidden');
    expect(meetButtonState('ownBooth')).toBe('disabled');
    expect(meetButtonState('eventFinished')).toBe('disabled');
  });
});
