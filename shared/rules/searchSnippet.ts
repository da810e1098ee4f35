import type { DirectoryFields } from './directoryColumns';
import { fullName } from './personName';
import { foldSearchText } from './searchText';

/*
 * Why a person matched a directory text search (issue 20): the field the query was found in and
 * the words around it, so a card can show it. The server finds people by the folded search document
 * (searchText.ts, directoryColumns.ts: full name, company, job title, offer, seek, biography — no
 * category answers, so no private answer can ever be a reason); this finds the same query in the
 * same fields by the same folding and maps the hit back to the text as written.
 */

/** The fields the search document is made of, in the order a card reads them. */
const SEARCH_FIELDS = ['name', 'jobTitle', 'company', 'offer', 'seek', 'biography'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

/** The fields a directory card already shows: a match there needs no snippet. */
export const CARD_FIELDS: readonly SearchField[] = ['name', 'jobTitle', 'company'];

export interface SearchSnippet {
  field: SearchField;
  /** The text before the hit, "…" first when cut. */
  before: string;
  /** The hit as written (accents and case kept); empty when it could not be placed. */
  match: string;
  /** The text after the hit, "…" last when cut. */
  after: string;
}

/** Characters kept on each side of the hit, before widening to a whole word. */
const CONTEXT_CHARS = 40;
const ELLIPSIS = '…';

/**
 * The first field (SEARCH_FIELDS order, the name as fullName writes it) that contains the query as the server matches it, with the
 * hit and about CONTEXT_CHARS of text either side cut at word boundaries; null for an empty query
 * or when no field contains it.
 */
export function searchSnippet(
  person: Omit<DirectoryFields, 'categories'>,
  query: string,
): SearchSnippet | null {
  const needle = foldSearchText(query);
  if (!needle) return null;
  const fields: Partial<Record<SearchField, string | null>> = { ...person, name: fullName(person) };
  for (const field of SEARCH_FIELDS) {
    const text = fields[field];
    if (!text || !foldSearchText(text).includes(needle)) continue;
    return { field, ...cut(text, locate(text, needle)) };
  }
  return null;
}

/**
 * Where the folded needle lies in the text as written: its start and end offsets. The text is
 * folded one character (with its combining marks) at a time, remembering where each folded
 * character came from. Case folding in context (a Greek final sigma) can make that differ from
 * folding the whole text; then the hit is not placed and the snippet starts at the field's start.
 */
function locate(text: string, needle: string): { start: number; end: number } | null {
  let folded = '';
  const from: number[] = [];
  const to: number[] = [];
  for (const { 0: cluster, index: start } of text.matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
    const space = /^\s$/u.test(cluster);
    if (space && (folded === '' || folded.endsWith(' '))) continue;
    const piece = space ? ' ' : foldSearchText(cluster);
    for (let i = 0; i < piece.length; i++) {
      from.push(start);
      to.push(start + cluster.length);
    }
    folded += piece;
  }
  const at = folded.indexOf(needle);
  if (at === -1) return null;
  return { start: from[at]!, end: to[at + needle.length - 1]! };
}

function cut(text: string, hit: { start: number; end: number } | null): Omit<SearchSnippet, 'field'> {
  const flat = (s: string) => s.replace(/\s+/g, ' ');
  if (!hit) {
    const head = wordEnd(text, Math.min(text.length, 2 * CONTEXT_CHARS));
    return { before: '', match: '', after: flat(text.slice(0, head)) + (head < text.length ? ELLIPSIS : '') };
  }
  const from = wordStart(text, Math.max(0, hit.start - CONTEXT_CHARS));
  const until = wordEnd(text, Math.min(text.length, hit.end + CONTEXT_CHARS));
  return {
    before: (from > 0 ? ELLIPSIS : '') + flat(text.slice(from, hit.start)).trimStart(),
    match: text.slice(hit.start, hit.end),
    after: flat(text.slice(hit.end, until)).trimEnd() + (until < text.length ? ELLIPSIS : ''),
  };
}

/** The start of the word at an offset (the offset itself at a space or the text's start). */
function wordStart(text: string, at: number): number {
  let i = at;
  while (i > 0 && !/\s/.test(text[i - 1]!)) i--;
  return i;
}

/** The end of the word at an offset. */
function wordEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && !/\s/.test(text[i]!)) i++;
  return i;
}
