import { describe, expect, it } from 'vitest';
import { declineRefusal } from '@shared/rules/declineRule';

const personal = { fpid: 'visitor', tpid: 'owner', toBoothId: null };
const toBooth = { ...personal, toBoothId: 'booth' };

describe('declineRefusal (spec core §4: decline is disabled in one booth-related case)', () => {
  it('lets the receiver decline, a personal request or a booth’s', () => {
    expect(declineRefusal(personal, 'owner')).toBeNull();
    expect(declineRefusal(toBooth, 'owner')).toBeNull();
  });

  it('refuses the sender, who revokes instead', () => {
    expect(declineRefusal(personal, 'visitor')).toBe('sender');
    expect(declineRefusal(toBooth, 'visitor')).toBe('sender');
  });

  it('refuses a teammate a booth’s invitation sent to another member', () => {
    expect(declineRefusal(toBooth, 'teammate')).toBe('boothTeam');
  });
});
