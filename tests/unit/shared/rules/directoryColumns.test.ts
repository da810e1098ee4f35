import { describe, expect, it } from 'vitest';
import { categoryChoiceKey, directoryColumns, withDirectoryColumns } from '@shared/rules/directoryColumns';
import { foldSearchText } from '@shared/rules/searchText';

describe('directoryColumns', () => {
  const person = {
    name: 'İlker',
    surname: 'Çelik',
    company: 'Anatolia Robotics',
    jobTitle: null,
    offer: 'Robot arms\nfor kitchens',
    seek: undefined,
    biography: 'Lives in İstanbul',
    categories: [
      { categoryId: 'interests', selectedCategoryIds: ['robots', 'ai', 'robots'] },
      { categoryId: 'bio', value: 'free text' },
      { categoryId: 'industry', selectedCategoryIds: ['health'] },
    ],
  };

  it('folds the full name as one line and each other field as its own line', () => {
    expect(directoryColumns(person).searchDocument).toBe(
      ['ilker celik', 'anatolia robotics', 'robot arms for kitchens', 'lives in istanbul'].join('\n'),
    );
  });

  it('keys the name by the folded full name', () => {
    expect(directoryColumns(person).nameKey).toBe('ilker celik');
    expect(directoryColumns({ name: 'Ada', surname: null }).nameKey).toBe('ada');
  });

  it('stores each chosen option once as categoryId:subCategoryId, text answers left out', () => {
    expect(directoryColumns(person).categoryChoices).toEqual([
      'interests:robots',
      'interests:ai',
      'industry:health',
    ]);
    expect(categoryChoiceKey({ categoryId: 'a', subCategoryId: 'b' })).toBe('a:b');
    expect(directoryColumns({ name: 'Ada' }).categoryChoices).toEqual([]);
  });

  it('gives a document every folded query of the fields is found in', () => {
    const doc = directoryColumns(person).searchDocument;
    for (const q of ['istanbul', 'İSTANBUL', 'ÇELİK', 'ilker celik']) {
      expect(doc.includes(foldSearchText(q))).toBe(true);
    }
    expect(doc.includes(foldSearchText('robotics robot'))).toBe(false);
  });

  it('overrides stale columns a row carried', () => {
    const row = withDirectoryColumns({ id: 'p1', name: 'Ada', nameKey: 'stale', searchDocument: 'x' });
    expect(row).toMatchObject({ id: 'p1', nameKey: 'ada', searchDocument: 'ada', categoryChoices: [] });
  });
});
