import { describe, expect, it } from 'vitest';
import { fullName } from '@shared/rules/personName';

describe('fullName', () => {
  it.each([
    [{ name: 'Ada', surname: 'Lovelace' }, 'Ada Lovelace'],
    [{ name: 'Ada', surname: '' }, 'Ada'],
    [{ name: 'Ada', surname: null }, 'Ada'],
    [{ name: 'Ada' }, 'Ada'],
    [{ name: '', surname: 'Lovelace' }, 'Lovelace'],
    [{ name: '', surname: '' }, ''],
    [{ name: 'Zeynep', surname: 'Şahin' }, 'Zeynep Şahin'],
  ])('%j → %j', (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });
});
