/*
 * Text search that the server and the renderer agree on (issue 10: case-insensitive, Turkish and
 * Cyrillic letters found by their own case forms, accents optional, special characters escaped).
 *
 * The server does not fold in SQL: it stores `foldSearchText` of the searchable fields in a column
 * when a profile is written, holds that column in its in-memory directory
 * (server/services/directorySearchIndex.ts), folds the query with the same function and looks for it as
 * a plain substring, so `%`, `_` and `\` are ordinary characters. One function on both sides means
 * no engine's collation, `lower()` or `unaccent` can disagree with what the renderer highlights.
 */

/** Combining marks left by the decomposition: accents, the dot of İ, the diaeresis of ё. */
const COMBINING_MARKS = /\p{M}/gu;

/** й is a letter of its own in Russian, not an и with an accent: its breve survives the folding. */
const SHORT_I = /и\u0306/g;

/** Letters that carry their difference in the letter itself, not in a combining mark. */
const BASE_LETTERS: Record<string, string> = {
  ı: 'i',
  ł: 'l',
  đ: 'd',
  ø: 'o',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};
const BASE_LETTER = new RegExp(`[${Object.keys(BASE_LETTERS).join('')}]`, 'g');

const WHITESPACE = /\s+/g;

/**
 * The form text is compared in: lower case, accents dropped, Turkish İ/I/ı/i all `i` (people type
 * "istanbul" for İstanbul and "isparta" for ISPARTA), Cyrillic ё as е (Russian text writes either),
 * but й kept apart from и; compatibility forms (ligatures, full-width letters) as their plain
 * letters; runs of white space as one space, trimmed. Idempotent.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .toLowerCase()
    .replace(SHORT_I, 'й')
    .replace(COMBINING_MARKS, '')
    .replace(BASE_LETTER, (letter) => BASE_LETTERS[letter] ?? letter)
    .replace(WHITESPACE, ' ')
    .trim();
}

/**
 * The stored column a query is matched against: each field folded, joined by line breaks. Folding
 * turns every line break inside a field into a space and a folded query has none, so a match never
 * spans two fields (a name ending "…ada" and a company starting "Lovelace…" do not make "ada lovelace").
 */
export function searchDocument(fields: readonly (string | null | undefined)[]): string {
  return fields
    .map((field) => foldSearchText(field ?? ''))
    .filter((field) => field !== '')
    .join('\n');
}

/** Whether `haystack` contains `query` by the rules above (the renderer's check of what the server found). */
export function matchesSearchText(haystack: string, query: string): boolean {
  return foldSearchText(haystack).includes(foldSearchText(query));
}
