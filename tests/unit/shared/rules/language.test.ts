import { describe, expect, it } from 'vitest';
import { isLanguage, mailLanguage } from '@shared/rules/language';

describe('isLanguage', () => {
  it('knows the four languages and nothing else', () => {
    expect(['en', 'tr', 'ru', 'es'].every(isLanguage)).toBe(true);
    expect([undefined, null, 'de', 'EN', 1].some(isLanguage)).toBe(false);
  });
});

describe('mailLanguage', () => {
  it('writes in the language the user chose, else the event’s, else English', () => {
    expect(mailLanguage('tr', 'es')).toBe('tr');
    expect(mailLanguage(undefined, 'es')).toBe('es');
    expect(mailLanguage(undefined, 'de')).toBe('en');
    expect(mailLanguage('klingon', null)).toBe('en');
    expect(mailLanguage(undefined, null)).toBe('en');
  });
});
