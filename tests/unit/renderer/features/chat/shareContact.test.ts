import { describe, expect, it } from 'vitest';
import { chatContactCard } from '@shared/schemas/chat';
import type { OwnProfile } from '@shared/schemas/participants';
import { CONTACT_FIELDS, contactFromProfile } from '../../../../../renderer/src/features/chat/contactCard';

describe('Share contact starts from my profile', () => {
  it('takes the card’s fields, an empty one as blank, and passes the request’s schema', () => {
    const profile = {
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      phone: null,
      company: 'Analytical',
      jobTitle: null,
      website: 'https://ada.example',
      city: 'London',
    } as unknown as OwnProfile;
    const form = contactFromProfile(profile);
    expect(form).toEqual({
      name: 'Ada',
      surname: 'Lovelace',
      email: 'ada@example.com',
      phone: '',
      company: 'Analytical',
      jobTitle: '',
      website: 'https://ada.example',
    });
    expect(Object.keys(form)).toEqual([...CONTACT_FIELDS]);
    expect(chatContactCard.parse(form)).toEqual(form);
  });

  it('is empty without a profile, and the name is then asked for', () => {
    const result = chatContactCard.safeParse(contactFromProfile(undefined));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'validation.error.required'],
    ]);
  });
});
