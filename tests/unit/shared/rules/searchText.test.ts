import { describe, expect, it } from 'vitest';
import { foldSearchText, matchesSearchText, searchDocument } from '@shared/rules/searchText';

describe('foldSearchText', () => {
  it.each([
    ['İstanbul', 'istanbul'],
    ['ISTANBUL', 'istanbul'],
    ['ISPARTA', 'isparta'],
    ['ısparta', 'isparta'],
    ['Işık Çağrı Şahin Öztürk Ünal', 'isik cagri sahin ozturk unal'],
    ['Ёлка', 'елка'],
    ['ёлка', 'елка'],
    ['ЕЛКА', 'елка'],
    ['Café', 'cafe'],
    ['CAFÉ', 'cafe'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['ﬁnance', 'finance'],
    ['Ｒｏｂｏｔ', 'robot'],
    ['  Ada \t  Lovelace\n', 'ada lovelace'],
  ])('%j → %j', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded);
  });

  it('keeps й apart from и (a letter of its own, not an accent)', () => {
    expect(foldSearchText('Йошкар-Ола')).toBe('йошкар-ола');
    expect(foldSearchText('ЙОД')).toBe('йод');
    expect(foldSearchText('ИОД')).not.toBe(foldSearchText('ЙОД'));
  });

  it('is idempotent', () => {
    for (const s of ['İstanbul', 'ISPARTA', 'Ёлка', 'Café', 'Йод', 'Straße']) {
      expect(foldSearchText(foldSearchText(s))).toBe(foldSearchText(s));
    }
  });
});

describe('matchesSearchText', () => {
  it.each([
    ['İstanbul Robotics', 'istanbul'],
    ['istanbul', 'İSTANBUL'],
    ['ISPARTA', 'ısparta'],
    ['Ёлка', 'елка'],
    ['елка', 'ЁЛКА'],
    ['Café Müller', 'cafe muller'],
    ['Şahin', 'sahin'],
  ])('%j contains %j', (haystack, query) => {
    expect(matchesSearchText(haystack, query)).toBe(true);
  });

  it('does not find what is not there', () => {
    expect(matchesSearchText('Ankara', 'istanbul')).toBe(false);
  });
});

describe('searchDocument', () => {
  const doc = searchDocument(['Ada Lovelace', null, 'İstanbul\nRobotics', undefined, '', 'Chief  Engineer']);

  it('folds each field and keeps them on lines of their own', () => {
    expect(doc).toBe('ada lovelace\nistanbul robotics\nchief engineer');
  });

  it('is found by a folded query inside one field, never across two', () => {
    expect(doc.includes(foldSearchText('ISTANBUL ROBOTICS'))).toBe(true);
    expect(doc.includes(foldSearchText('robotics chief'))).toBe(false);
    expect(doc.includes(foldSearchText('lovelace istanbul'))).toBe(false);
  });
});
