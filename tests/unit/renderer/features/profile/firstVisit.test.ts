import { describe, expect, it } from 'vitest';
import { wizardDue } from '../../../../../renderer/src/features/profile/firstVisit';

describe('wizardDue (the wizard on a first visit)', () => {
  const attendee = { organizer: false, checkInAdmin: false };
  const blank = { complete: false, categories: [] };

  it('opens for a participant whose profile answers no category question', () => {
    expect(wizardDue(attendee, blank)).toBe(true);
    expect(
      wizardDue(attendee, { ...blank, categories: [{ categoryId: 'q1', selectedCategoryIds: [] }] }),
    ).toBe(true);
  });

  it('not once a question is answered or the profile is complete', () => {
    expect(wizardDue(attendee, { ...blank, categories: [{ categoryId: 'q2', value: 'Cobots' }] })).toBe(
      false,
    );
    expect(wizardDue(attendee, { ...blank, complete: true })).toBe(false);
  });

  it('never for organizers and check-in staff', () => {
    expect(wizardDue({ organizer: true, checkInAdmin: false }, blank)).toBe(false);
    expect(wizardDue({ organizer: false, checkInAdmin: true }, blank)).toBe(false);
  });
});
