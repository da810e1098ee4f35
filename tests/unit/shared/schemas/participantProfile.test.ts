import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_LENGTH } from '@shared/schemas/limits';
import { participantProfileBody, participantProfileBodyFor } from '@shared/schemas/participantProfile';

const EVENT_ID = 'a'.repeat(32);
const minimal = {
  eventId: EVENT_ID,
  name: 'Ada',
  surname: 'Lovelace',
  email: 'Ada@Example.com',
  present: 'venue',
};

/** The failing fields and their message keys. */
const issues = (schema: z.ZodType, body: unknown) =>
  schema.safeParse(body).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const options = (n: number) => Array.from({ length: n }, (_, i) => `option-${i}`);

describe('participantProfileBody', () => {
  it('takes the required fields alone, e-mail lower-cased', () => {
    const parsed = participantProfileBody.parse(minimal);
    expect(parsed).toMatchObject({ name: 'Ada', email: 'ada@example.com', present: 'venue' });
  });

  it('refuses a missing or blank required field with validation.error.required', () => {
    expect(issues(participantProfileBody, { ...minimal, name: '  ' })).toEqual([
      ['name', 'validation.error.required'],
    ]);
    expect(issues(participantProfileBody, { ...minimal, surname: undefined })).toEqual([
      ['surname', expect.any(String)],
    ]);
    expect(issues(participantProfileBody, { ...minimal, email: '' })).toEqual([
      ['email', 'validation.error.required'],
    ]);
    expect(issues(participantProfileBody, { ...minimal, email: 'ada' })).toEqual([
      ['email', 'validation.error.email'],
    ]);
    for (const present of [undefined, '', 'home']) {
      expect(issues(participantProfileBody, { ...minimal, present })).toEqual([
        ['present', 'validation.error.required'],
      ]);
    }
  });

  it('trims optional text, clears it when blank or null, leaves it out when absent', () => {
    const parsed = participantProfileBody.parse({
      ...minimal,
      company: ' Lanyard ',
      jobTitle: '  ',
      offer: null,
    });
    expect(parsed.company).toBe('Lanyard');
    expect(parsed.jobTitle).toBeNull();
    expect(parsed.offer).toBeNull();
    expect(parsed.seek).toBeUndefined();
  });

  it('bounds every text and refuses a NUL byte', () => {
    expect(
      issues(participantProfileBody, { ...minimal, biography: 'x'.repeat(MAX_LENGTH.longText + 1) }),
    ).toEqual([['biography', 'validation.error.tooLong']]);
    expect(
      issues(participantProfileBody, { ...minimal, website: `https://e.com/${'x'.repeat(MAX_LENGTH.url)}` }),
    ).toEqual([['website', 'validation.error.tooLong']]);
    expect(issues(participantProfileBody, { ...minimal, company: 'La\u0000nyard' })).toEqual([
      ['company', 'validation.error.invalidCharacters'],
    ]);
    expect(issues(participantProfileBody, { ...minimal, website: 'example.com\u0000' })).toEqual([
      ['website', 'validation.error.invalidCharacters'],
    ]);
  });

  it('checks the phone number', () => {
    expect(participantProfileBody.parse({ ...minimal, phone: ' +90 (212) 555-01-23 ' }).phone).toBe(
      '+90 (212) 555-01-23',
    );
    expect(participantProfileBody.parse({ ...minimal, phone: '' }).phone).toBeNull();
    for (const phone of ['call me', '12', '+90 212 ext. 5']) {
      expect(issues(participantProfileBody, { ...minimal, phone })).toEqual([
        ['phone', 'validation.error.phone'],
      ]);
    }
  });

  it('normalises the website, the social links and the video link, and refuses others', () => {
    const parsed = participantProfileBody.parse({
      ...minimal,
      website: 'Example.com ',
      some: { linkedin: 'ada-lovelace', twitter: '@ada', instagram: '', facebook: null },
      videoUrl: 'youtu.be/dQw4w9WgXcQ',
    });
    expect(parsed.website).toBe('https://example.com');
    expect(parsed.some).toEqual({
      linkedin: 'https://www.linkedin.com/in/ada-lovelace',
      twitter: 'https://x.com/ada',
      instagram: null,
      facebook: null,
    });
    expect(parsed.videoUrl).toBe('https://youtu.be/dQw4w9WgXcQ');

    expect(issues(participantProfileBody, { ...minimal, website: 'javascript:alert(1)' })).toEqual([
      ['website', 'validation.error.url'],
    ]);
    expect(
      issues(participantProfileBody, { ...minimal, some: { linkedin: 'https://example.com/in/ada' } }),
    ).toEqual([['some.linkedin', 'validation.error.socialLink']]);
    expect(issues(participantProfileBody, { ...minimal, videoUrl: 'https://example.com/v.mp4' })).toEqual([
      ['videoUrl', 'validation.error.videoUrl'],
    ]);
  });

  it('takes at most 8 industries and 8 values, each once', () => {
    const parsed = participantProfileBody.parse({
      ...minimal,
      industries: [...options(8), 'option-0'],
      values: options(8),
    });
    expect(parsed.industries).toEqual(options(8));
    for (const field of ['industries', 'values']) {
      const refused = participantProfileBody.safeParse({ ...minimal, [field]: options(9) }).error?.issues;
      expect(refused).toMatchObject([
        { path: [field], message: 'validation.error.maxSelections', params: { max: 8 } },
      ]);
    }
  });

  it('bounds the category answers', () => {
    const answer = { categoryId: 'interests', selectedCategoryIds: options(201) };
    expect(issues(participantProfileBody, { ...minimal, categories: [answer] })).toEqual([
      ['categories.0.selectedCategoryIds', 'validation.error.tooMany'],
    ]);
    expect(
      issues(participantProfileBody, { ...minimal, categories: Array(201).fill({ categoryId: 'c' }) }),
    ).toEqual([['categories', 'validation.error.tooMany']]);
  });
});

describe('participantProfileBodyFor an event', () => {
  const interests = (n: number) => ({ categoryId: 'interests', selectedCategoryIds: options(n) });

  it('limits each select answer to maxSelectableOptionCount with the spec message and its numbers', () => {
    const schema = participantProfileBodyFor({ maxSelectableOptionCount: 3 });
    expect(schema.safeParse({ ...minimal, categories: [interests(3)] }).success).toBe(true);
    const refused = schema.safeParse({
      ...minimal,
      categories: [{ categoryId: 'bio', value: 'x' }, interests(4)],
    });
    expect(refused.error?.issues).toMatchObject([
      {
        path: ['categories', 1, 'selectedCategoryIds'],
        message: 'validation.error.categoryLimit',
        params: { count: 4, max: 3 },
      },
    ]);
  });

  it('takes each question’s own maximum', () => {
    const schema = participantProfileBodyFor({ maxSelectableOptionCount: { interests: 2, industry: null } });
    const industry = { categoryId: 'industry', selectedCategoryIds: options(9) };
    expect(schema.safeParse({ ...minimal, categories: [industry, interests(2)] }).success).toBe(true);
    expect(issues(schema, { ...minimal, categories: [industry, interests(3)] })).toEqual([
      ['categories.1.selectedCategoryIds', 'validation.error.categoryLimit'],
    ]);
  });

  it('requires an answered category where asked to', () => {
    const schema = participantProfileBodyFor({ maxSelectableOptionCount: 3, requireCategories: true });
    for (const categories of [undefined, [], [interests(0)], [{ categoryId: 'bio', value: '  ' }]]) {
      expect(issues(schema, { ...minimal, categories })).toEqual([
        ['categories', 'validation.error.required'],
      ]);
    }
    expect(schema.safeParse({ ...minimal, categories: [interests(1)] }).success).toBe(true);
    expect(participantProfileBodyFor({}).safeParse(minimal).success).toBe(true);
  });
});
