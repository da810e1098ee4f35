import { describe, expect, it } from 'vitest';
import { typeChoices } from '../../../../../renderer/src/features/profile/participantTypes';
import { aType } from './builders';

describe('typeChoices', () => {
  it('offers the types open to self-selection and the participant’s own', () => {
    const types = [
      { ...aType('attendee'), selfSelectable: true },
      { ...aType('vip'), selfSelectable: false },
      { ...aType('speaker'), selfSelectable: false },
    ];
    expect(typeChoices(types, 'speaker').map((t) => t.id)).toEqual(['attendee', 'speaker']);
    expect(typeChoices(types, '').map((t) => t.id)).toEqual(['attendee']);
  });
});
