import type { CategoryAnswer, CategoryChoice } from '../schemas/participants';
import { categoryChoices, nameSortKey } from './matchmaking';
import { fullName } from './personName';
import { searchDocument } from './searchText';

/*
 * The participant columns the attendee directory searches, sorts and ranks by (migration 0006:
 * search_document, name_key, category_choices). They are derived from the profile, so EVERY
 * writer of a participant row (seed, test builders, the profile PUT, the backfill) stores them
 * through withDirectoryColumns; a row written without them would be missing from searches and
 * sorted first by name.
 */

/** A chosen option as stored in category_choices and matched by `category_choices @> array[…]`. */
export function categoryChoiceKey(choice: CategoryChoice): string {
  return `${choice.categoryId}:${choice.subCategoryId}`;
}

/** What the directory columns are computed from: the profile fields a search or the rank reads. */
export interface DirectoryFields {
  name: string;
  surname?: string | null;
  company?: string | null;
  jobTitle?: string | null;
  offer?: string | null;
  seek?: string | null;
  biography?: string | null;
  categories?: readonly CategoryAnswer[] | null;
}

export interface DirectoryColumns {
  /** searchDocument of full name, company, job title, offer, seek and biography. */
  searchDocument: string;
  /** nameSortKey of the full name. */
  nameKey: string;
  /** The select-type options chosen, each once, as categoryChoiceKey. */
  categoryChoices: string[];
}

/**
 * The three columns for a participant. The full name is one field of the document, so "ada
 * lovelace" finds Ada Lovelace while no match spans name and company.
 */
export function directoryColumns(person: DirectoryFields): DirectoryColumns {
  return {
    searchDocument: searchDocument([
      fullName(person),
      person.company,
      person.jobTitle,
      person.offer,
      person.seek,
      person.biography,
    ]),
    nameKey: nameSortKey(person),
    categoryChoices: [...new Set(categoryChoices(person.categories ?? []).map(categoryChoiceKey))],
  };
}

/** The row with its directory columns set (overriding any it carried). */
export function withDirectoryColumns<T extends DirectoryFields>(row: T): T & DirectoryColumns {
  return { ...row, ...directoryColumns(row) };
}
