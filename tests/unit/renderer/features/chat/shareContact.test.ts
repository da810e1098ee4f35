import { describe, expect, it } from 'vitest';
import { chatContactCardInput } from '@shared/schemas/chat';
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
    expect(chatContactCardInput.parse(form)).toEqual(form);
  });

  it('is empty without a profile, and the name is then asked for', () => {
    const result = chatContactCardInput.safeParse(contactFromProfile(undefined));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['name', 'validation.error.required'],
    ]);
  });

  it('refuses a website of another scheme than http or https, naming the field', () => {
    for (const website of [
      'javascript:alert(1)',
      'data:text/html,x',
      'vbscript:msgbox(1)',
      'ftp://example.com',
    ]) {
      const result = chatContactCardInput.safeParse({
        ...contactFromProfile(undefined),
        name: 'Ada',
        website,
      });
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['website', 'validation.error.url'],
      ]);
    }
  });

  it('stores a website in the rule’s normal form', () => {
    const card = chatContactCardInput.parse({ name: 'Ada', website: 'Ada.Example.com/about' });
    expect(card.website).toBe('https://ada.example.com/about');
  });
});
