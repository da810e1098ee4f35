import { describe, expect, it } from 'vitest';
import type { Meeting } from '@shared/schemas/invitations';
import { meetingCounterpart, meetingWith } from '../../../../../renderer/src/features/agenda/meetingRow';

const person = (participantId: string, name: string, guest = false) => ({
  participantId,
  name,
  surname: 'Holder',
  company: null,
  jobTitle: null,
  profilePhoto: null,
  guest,
});

const meeting = (me: string, participants: Meeting['participants']) => ({ me, participants }) as Meeting;

describe('agenda meeting rows', () => {
  it('are titled with the others in the meeting', () => {
    expect(meetingWith(meeting('ada', [person('ada', 'Ada'), person('bob', 'Bob')]))).toBe('Bob Holder');
    expect(
      meetingWith(meeting('cem', [person('ada', 'Ada'), person('bob', 'Bob'), person('cem', 'Cem', true)])),
    ).toBe('Ada Holder, Bob Holder');
  });

  it('lead to the other booker’s invitation screen; a guest to the first booker’s', () => {
    expect(
      meetingCounterpart(
        meeting('ada', [person('cem', 'Cem', true), person('ada', 'Ada'), person('bob', 'Bob')]),
      ),
    ).toBe('bob');
    expect(
      meetingCounterpart(
        meeting('cem', [person('ada', 'Ada'), person('bob', 'Bob'), person('cem', 'Cem', true)]),
      ),
    ).toBe('ada');
    expect(meetingCounterpart(meeting('ada', [person('ada', 'Ada')]))).toBeNull();
  });
});
