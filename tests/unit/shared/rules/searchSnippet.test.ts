import { describe, expect, it } from 'vitest';
import { searchSnippet } from '@shared/rules/searchSnippet';
import { directoryColumns } from '@shared/rules/directoryColumns';
import { foldSearchText } from '@shared/rules/searchText';

const joined = (s: ReturnType<typeof searchSnippet>) => (s ? `${s.before}[${s.match}]${s.after}` : null);

describe('searchSnippet (issue 20: why a person matched a text search)', () => {
  it('names the field the query was found in and marks the hit as written', () => {
    const s = searchSnippet(
      { name: 'Ada Lovelace', jobTitle: 'Engineer', seek: 'Partners for ROBOTICS pilots' },
      'robot',
    );
    expect(s?.field).toBe('seek');
    expect(joined(s)).toBe('Partners for [ROBOT]ICS pilots');
  });

  it('reads the fields in the card order: a name hit comes before a biography hit', () => {
    expect(searchSnippet({ name: 'Robot Smith', biography: 'Builds robots' }, 'robot')?.field).toBe('name');
  });

  it('finds what the server finds: accents, Turkish dotted I and Cyrillic ё are folded alike', () => {
    expect(joined(searchSnippet({ name: 'Ada', offer: 'Yapay zekâ ve İSTANBUL ofisi' }, 'istanbul'))).toBe(
      'Yapay zekâ ve [İSTANBUL] ofisi',
    );
    expect(joined(searchSnippet({ name: 'Ada', biography: 'Работаю с ёлками' }, 'елками'))).toBe(
      'Работаю с [ёлками]',
    );
    expect(joined(searchSnippet({ name: 'Ada', offer: 'Café robotique' }, 'cafe'))).toBe('[Café] robotique');
    expect(joined(searchSnippet({ name: 'Ada', offer: 'Straße' }, 'strasse'))).toBe('[Straße]');
  });

  it('keeps the text around the hit, cut at whole words with an ellipsis', () => {
    const bio =
      'I spent ten years in logistics software before moving to warehouse automation, where I now lead a team building robot arms for picking and packing at scale across Europe.';
    const s = searchSnippet({ name: 'Ada', biography: bio }, 'robot arms');
    expect(s?.match).toBe('robot arms');
    expect(s?.before.startsWith('…')).toBe(true);
    expect(s?.after.endsWith('…')).toBe(true);
    expect(s?.before).toMatch(/^… ?\S/);
    expect(bio).toContain(s!.before.slice(1).trim());
    expect(s!.before.length + s!.after.length).toBeLessThan(110);
  });

  it('collapses line breaks and runs of spaces as the search does', () => {
    expect(joined(searchSnippet({ name: 'Ada', seek: 'Looking for\n\nrobot   vendors' }, 'for robot'))).toBe(
      'Looking [for\n\nrobot] vendors',
    );
  });

  it('answers null for an empty query or one no field contains', () => {
    expect(searchSnippet({ name: 'Ada' }, '   ')).toBeNull();
    expect(searchSnippet({ name: 'Ada', offer: null }, 'robot')).toBeNull();
  });

  it('finds a hit in a field whenever the server’s search document holds it there', () => {
    const person = {
      name: 'Zoë',
      surname: 'Çelik',
      company: 'Acme',
      jobTitle: 'CTO',
      offer: 'Robotics',
      seek: null,
      biography: 'ML',
    };
    const document = directoryColumns(person).searchDocument;
    for (const query of ['zoe celik', 'acme', 'cto', 'robot', 'ml']) {
      expect(document.includes(foldSearchText(query))).toBe(true);
      expect(searchSnippet(person, query)).not.toBeNull();
    }
  });
});
