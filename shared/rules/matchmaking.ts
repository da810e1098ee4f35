import type { CategoryAnswer, CategoryChoice } from '../schemas/participants';
import { fullName } from './personName';
import { foldSearchText } from './searchText';

/*
 * The attendee directory's matching rank (DECISIONS 12). The server computes the same score in SQL
 * so it can page through 100,000 people with a cursor; it builds its expression from
 * MATCH_WEIGHTS, and a test compares its order with rankByMatch's.
 */

/**
 * What "a category" is for the rank: an option chosen on a select question. Text answers (value)
 * do not count — two free texts are not "the same category". Pairs, not bare option ids, so two
 * questions that reuse an option id do not match each other.
 */
export function categoryChoices(answers: readonly CategoryAnswer[]): CategoryChoice[] {
  return answers.flatMap((a) =>
    (a.selectedCategoryIds ?? []).map((subCategoryId) => ({ categoryId: a.categoryId, subCategoryId })),
  );
}

/** The person looking at the directory. */
export interface MatchViewer {
  categories: readonly CategoryChoice[];
  /** The viewer's participant type's priority list: type ids in the order it prefers to meet them. */
  priority: readonly string[];
}

/** A person the viewer may meet. */
export interface MatchCandidate {
  id: string;
  name: string;
  surname?: string | null;
  typeId: string;
  categories: readonly CategoryChoice[];
  /** Participant state active (spec core §3 "state (active and others)"). */
  active: boolean;
  /** Owns a booth (spec core §3 "boothOwner"). */
  boothOwner: boolean;
}

/**
 * The weights of DECISIONS 12, as named pieces the server's SQL is built from. `n` is the length
 * of the viewer type's priority list, `i` the candidate type's position in it (from 0). Every
 * piece is an integer far below 2^53 for any real n, so float and bigint arithmetic agree.
 */
export const MATCH_WEIGHTS = {
  /** Per category of the viewer's that the candidate shares. */
  sharedCategory: 10,
  /** The candidate's type is the i-th of the viewer type's priority list of length n. */
  typePriority: (n: number, i: number): number => 2 ** (n - i),
  /** The candidate is active. */
  active: (n: number): number => 2 ** (n + 1),
  /** The candidate owns a booth: the highest boost. */
  boothOwner: (n: number): number => 2 ** (n + 2),
} as const;

/** Why a candidate ranks where they do: the `matches` entry of search2 (shared/schemas/participants.ts). */
export interface MatchExplanation {
  score: number;
  /** The viewer's categories the candidate shares, in the viewer's order, each once. */
  sharedCategories: CategoryChoice[];
  /** The candidate type's position in the viewer type's priority list (0 = most wanted); null when absent. */
  priorityPosition: number | null;
  /** Length of that priority list, so the UI can say "2nd of 4". */
  priorityLength: number;
  active: boolean;
  boothOwner: boolean;
}

const choiceKey = (c: CategoryChoice): string => `${c.categoryId}\u0000${c.subCategoryId}`;

/** The score of DECISIONS 12 and its parts. */
export function explainMatch(viewer: MatchViewer, candidate: MatchCandidate): MatchExplanation {
  const theirs = new Set(candidate.categories.map(choiceKey));
  const seen = new Set<string>();
  const sharedCategories = viewer.categories.filter((c) => {
    const key = choiceKey(c);
    if (seen.has(key) || !theirs.has(key)) return false;
    seen.add(key);
    return true;
  });
  const n = viewer.priority.length;
  const position = viewer.priority.indexOf(candidate.typeId);
  const priorityPosition = position === -1 ? null : position;
  const score =
    MATCH_WEIGHTS.sharedCategory * sharedCategories.length +
    (priorityPosition === null ? 0 : MATCH_WEIGHTS.typePriority(n, priorityPosition)) +
    (candidate.active ? MATCH_WEIGHTS.active(n) : 0) +
    (candidate.boothOwner ? MATCH_WEIGHTS.boothOwner(n) : 0);
  return {
    score,
    sharedCategories,
    priorityPosition,
    priorityLength: n,
    active: candidate.active,
    boothOwner: candidate.boothOwner,
  };
}

/**
 * The key people are ordered A–Z by: the full name folded by foldSearchText and compared by code
 * unit. Not Intl.Collator or a database collation: PGlite has no ICU and libc collations differ
 * between machines, so the server could not reproduce the order, and a cursor needs one total
 * order on both sides. The server stores this key in a column and orders it `COLLATE "C"`. The
 * folding makes case and accents not matter (Çelik with Celik, İlker with Ilker, Ёлкин with Елкин),
 * Latin and Cyrillic letters are each in alphabet order (й after и), Latin before Cyrillic, and a
 * space before any letter ("Ada Z" before "Adam").
 */
export function nameSortKey(person: { name: string; surname?: string | null }): string {
  return foldSearchText(fullName(person));
}

/** A row as the directory orders it. */
export interface RankedRow {
  score: number;
  nameKey: string;
  id: string;
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Best score first, then name A–Z (nameSortKey), then id: a total order, as a cursor needs. */
export function compareRanked(a: RankedRow, b: RankedRow): number {
  return b.score - a.score || byCodeUnit(a.nameKey, b.nameKey) || byCodeUnit(a.id, b.id);
}

/** The candidates in rank order, each with why. */
export function rankByMatch<C extends MatchCandidate>(
  viewer: MatchViewer,
  candidates: readonly C[],
): { candidate: C; match: MatchExplanation }[] {
  return candidates
    .map((candidate) => {
      const match = explainMatch(viewer, candidate);
      return {
        candidate,
        match,
        row: { score: match.score, nameKey: nameSortKey(candidate), id: candidate.id },
      };
    })
    .sort((a, b) => compareRanked(a.row, b.row))
    .map(({ candidate, match }) => ({ candidate, match }));
}
