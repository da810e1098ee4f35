import { describe, expect, it } from 'vitest';
import { participantProfileBody } from '@shared/schemas/participantProfile';
import {
  bodyFromDraft,
  draftFromProfile,
  presenceFor,
} from '../../../../../renderer/src/features/profile/profileDraft';
import { anOwnProfile, EVENT_ID } from './builders';

describe('presenceFor', () => {
  it('fills presence from the event type unless the event is hybrid', () => {
    expect(presenceFor('normal', null)).toBe('venue');
    expect(presenceFor('normal', 'online')).toBe('venue');
    expect(presenceFor('online', null)).toBe('online');
    expect(presenceFor('hybrid', null)).toBe('');
    expect(presenceFor('hybrid', 'online')).toBe('online');
  });
});

describe('the profile draft', () => {
  it('round-trips a stored profile into a body the schema accepts', () => {
    const own = anOwnProfile({
      company: 'Acme',
      some: { facebook: null, twitter: null, instagram: null, linkedin: 'https://www.linkedin.com/in/grace' },
      categories: [
        { categoryId: 'q1', selectedCategoryIds: ['a'] },
        { categoryId: 'q2', selectedCategoryIds: [] },
      ],
    });
    const body = bodyFromDraft(EVENT_ID, draftFromProfile(own, 'normal'));
    expect(body).toMatchObject({ eventId: EVENT_ID, present: 'venue', company: 'Acme', timezone: null });
    // An unanswered question is not sent.
    expect(body.categories).toEqual([{ categoryId: 'q1', selectedCategoryIds: ['a'] }]);
    const parsed = participantProfileBody.parse(body);
    expect(parsed.jobTitle).toBeNull();
    expect(parsed.some?.linkedin).toBe('https://www.linkedin.com/in/grace');
  });

  it('sends no category list while nothing is answered, so the stored answers stay', () => {
    const own = anOwnProfile({ categories: [{ categoryId: 'q1', selectedCategoryIds: [] }] });
    const body = bodyFromDraft(EVENT_ID, draftFromProfile(own, 'online'));
    expect('categories' in body).toBe(false);
  });

  it('leaves an unanswered presence out, so the schema names the field as required', () => {
    const body = bodyFromDraft(EVENT_ID, draftFromProfile(anOwnProfile(), 'hybrid'));
    expect('present' in body).toBe(false);
    const result = participantProfileBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['present'],
      message: 'validation.error.required',
    });
  });
});
