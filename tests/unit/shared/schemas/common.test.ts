import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idSchema, isStorableText, personName, text } from '@shared/schemas/common';
import { MAX_LENGTH } from '@shared/schemas/limits';
import { uiSettings, uiSettingsInput } from '@shared/schemas/user';

const messages = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message) ?? [];

describe('string building blocks', () => {
  it('refuse more than their maximum length', () => {
    expect(messages(text(5), 'x'.repeat(5))).toEqual([]);
    expect(messages(text(5), 'x'.repeat(6))).toEqual(['validation.error.tooLong']);
    expect(messages(personName, 'x'.repeat(MAX_LENGTH.personName + 1))).toEqual(['validation.error.tooLong']);
  });

  it('refuse a NUL byte and a lone surrogate, which PostgreSQL cannot store', () => {
    expect(messages(text(100), 'x\u0000')).toEqual(['validation.error.invalidCharacters']);
    expect(messages(idSchema, 'T-1\uD800')).toEqual(['validation.error.invalidCharacters']);
    expect(isStorableText('Şahin 🎫')).toBe(true);
  });

  it('refuse an empty or blank id, also where the id is optional', () => {
    for (const blank of ['', '   ']) {
      expect(messages(idSchema, blank)).toEqual(['validation.error.required']);
      expect(messages(idSchema.optional(), blank)).toEqual(['validation.error.required']);
    }
    expect(idSchema.optional().parse(undefined)).toBeUndefined();
    expect(idSchema.parse(' T-000001 ')).toBe('T-000001');
  });
});

describe('uiSettings', () => {
  it('takes only the keys the app keeps', () => {
    const settings = {
      language: 'tr',
      timeLead: 'user',
      timezoneCheck: { userTimezone: 'Europe/Istanbul', localTimezone: 'Europe/Madrid' },
    };
    expect(uiSettingsInput.parse(settings)).toEqual(settings);
    expect(uiSettingsInput.safeParse({ language: 'tr', note: 'x' }).error?.issues[0]).toMatchObject({
      code: 'unrecognized_keys',
      keys: ['note'],
    });
    expect(uiSettingsInput.safeParse({ timezoneCheck: { userTimezone: 'Nowhere/Else' } }).success).toBe(
      false,
    );
  });

  it('reads settings stored before the shape was closed without failing: unknown keys and bad values drop out', () => {
    expect(uiSettings.parse({ language: 'ru', note: 'x'.repeat(10), timeLead: 42 })).toEqual({
      language: 'ru',
    });
  });
});
