import type { RankedRow } from '@shared/rules/matchmaking';
import { LIST_TAG } from '@shared/rules/attendeeLists';
import type { AttendeeList, ParticipantTag } from '@shared/schemas/participants';
import type { DirectoryPerson } from '../db/repositories/directory';
import { DirectoryTable, FLAG } from './directoryTable';

/*
 * One event's attendee directory held in memory (docs/networking.md "Directory index"): what
 * search2 filters, ranks and orders by, for every listed participant. The rank of DECISIONS 12
 * depends on the viewer, so no database index can walk it: every ranked page scores everyone the
 * filters keep. Over the typed arrays of ./directoryTable.ts that pass takes a few milliseconds
 * at 100,000 people, where the same pass in SQL read every heap row (docs/benchmarks.md search2).
 * The order is compareRanked's (shared/rules/matchmaking.ts): best score first, ties by name and
 * id, here by each person's position in name order. The page's cards are then read from the
 * database by id; ./directoryIndexCache.ts keeps an instance fresh.
 */

/** DECISIONS 12's weights for one viewer (shared/rules/matchmaking.ts MATCH_WEIGHTS). */
export interface RankWeights {
  /** The viewer's chosen options (categoryChoiceKey), each once. */
  choices: readonly string[];
  sharedCategory: number;
  /** The viewer type's priority list with each position's weight; a type listed twice counts first. */
  priority: readonly { typeId: string; weight: number }[];
  active: number;
  boothOwner: number;
}

/** A row's place in the order: the cursor holds the last one. score is 0 when ordering by name. */
export type DirectoryKey = RankedRow;

export type DirectoryOrder =
  { by: 'match'; weights: RankWeights; bestFirst: boolean } | { by: 'name'; ascending: boolean };

/** Who may appear in a page or count. */
export interface DirectoryFilter {
  /** The viewer's own row, never listed. */
  viewerParticipantId: string;
  /** The participant types listed; null: every type. */
  typeIds: readonly string[] | null;
  /** A foldSearchText query the search document must contain; null: no text filter. */
  text: string | null;
  /** The viewer's tags by participant id: they decide the list. */
  tags: ReadonlyMap<string, ParticipantTag>;
  list: AttendeeList;
  hereNow: boolean;
}

/** Set bits of a 32-bit word. */
function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The `limit` slots first in page order among those offered, kept sorted; one that is not ahead of
 * the last kept is dropped at once, so a pass over everyone stays linear. `ahead(a, b)`: slot a
 * with score sa comes before slot b with score sb.
 */
function firstSlots(limit: number, ahead: (sa: number, a: number, sb: number, b: number) => boolean) {
  const slots: number[] = [];
  const scores: number[] = [];
  return {
    slots,
    scores,
    offer(score: number, slot: number) {
      const n = slots.length;
      if (n === limit && !ahead(score, slot, scores[n - 1]!, slots[n - 1]!)) return;
      let low = 0;
      let high = n;
      while (low < high) {
        const mid = (low + high) >> 1;
        if (ahead(scores[mid]!, slots[mid]!, score, slot)) low = mid + 1;
        else high = mid;
      }
      slots.splice(low, 0, slot);
      scores.splice(low, 0, score);
      if (slots.length > limit) {
        slots.pop();
        scores.pop();
      }
    },
  };
}

export class DirectorySearchIndex {
  private constructor(private readonly table: DirectoryTable) {}

  static of(people: Iterable<DirectoryPerson>): DirectorySearchIndex {
    return new DirectorySearchIndex(DirectoryTable.of(people));
  }

  get size(): number {
    return this.table.size;
  }

  /** The heap it holds, estimated (DirectoryTable.estimatedBytes). */
  get estimatedBytes(): number {
    return this.table.estimatedBytes;
  }

  /** Adds the person or replaces what was known of them. */
  put(person: DirectoryPerson): void {
    this.table.put(person);
  }

  /** Forgets the person (deleted, moved to another event or never there). */
  remove(id: string): void {
    this.table.remove(id);
  }

  /**
   * One page of keys in the order asked, after the cursor's key, and how many people the filter
   * keeps in all.
   */
  page(
    filter: DirectoryFilter,
    order: DirectoryOrder,
    after: DirectoryKey | null,
    limit: number,
  ): { keys: DirectoryKey[]; total: number } {
    const keeps = this.keeps(filter);
    const candidates = this.candidates(filter);
    return order.by === 'match'
      ? this.rankedPage(candidates, keeps, order.weights, order.bestFirst, after, limit)
      : this.namePage(candidates, keeps, order.ascending, after, limit);
  }

  private keyOf(slot: number, score: number): DirectoryKey {
    return { score, ...this.table.keyAt(slot) };
  }

  /** Everyone's slot for list all (null: every slot); for a tag list the slots of the people tagged so. */
  private candidates(filter: DirectoryFilter): number[] | null {
    const tag = LIST_TAG[filter.list];
    if (tag === null) return null;
    const slots: number[] = [];
    for (const [id, value] of filter.tags) {
      const slot = this.table.slot(id);
      if (value === tag && slot !== undefined) slots.push(slot);
    }
    return slots;
  }

  private keeps(filter: DirectoryFilter): (slot: number) => boolean {
    const { flags, typeOf } = this.table;
    const viewer = this.table.slot(filter.viewerParticipantId) ?? -1;
    const required = FLAG.listed | (filter.hereNow ? FLAG.onSite : 0);
    let types: Uint8Array | null = null;
    if (filter.typeIds !== null) {
      types = new Uint8Array(this.table.types.size);
      for (const typeId of filter.typeIds) {
        const number = this.table.types.known(typeId);
        if (number !== undefined) types[number] = 1;
      }
    }
    const ignored = new Set<number>();
    if (filter.list === 'all') {
      for (const [id, tag] of filter.tags) {
        const slot = this.table.slot(id);
        if (tag === 'ignored' && slot !== undefined) ignored.add(slot);
      }
    }
    const matches = filter.text === null ? null : this.table.textMatches(filter.text);
    return (slot) =>
      (flags[slot]! & required) === required &&
      slot !== viewer &&
      (types === null || types[typeOf[slot]!] === 1) &&
      (ignored.size === 0 || !ignored.has(slot)) &&
      (matches === null || matches[slot] === 1);
  }

  /** Scores everyone the filter keeps and keeps the first `limit` after the cursor. */
  private rankedPage(
    candidates: number[] | null,
    keeps: (slot: number) => boolean,
    weights: RankWeights,
    bestFirst: boolean,
    after: DirectoryKey | null,
    limit: number,
  ) {
    const { table } = this;
    const { typeOf, flags, optionBits, optionWords } = table;
    const wanted = new Uint32Array(optionWords);
    for (const choice of weights.choices) {
      const n = table.options.known(choice);
      if (n !== undefined) wanted[n >>> 5]! |= 1 << (n & 31);
    }
    // A type listed twice counts at its first place: later places are written first, then overwritten.
    const typeWeight = new Float64Array(table.types.size);
    for (const { typeId, weight } of [...weights.priority].reverse()) {
      const n = table.types.known(typeId);
      if (n !== undefined) typeWeight[n] = weight;
    }
    const ranks = table.ranks();
    // compareRanked's order (best first, then name) or that order reversed, over name positions.
    const ahead = bestFirst
      ? (sa: number, a: number, sb: number, b: number) => sa > sb || (sa === sb && ranks[a]! < ranks[b]!)
      : (sa: number, a: number, sb: number, b: number) => sa < sb || (sa === sb && ranks[a]! > ranks[b]!);
    // The cursor's own place among the ranks: people tied on its score come after it from here on
    // (best first) or before here (reversed), whether or not the cursor's person is still listed.
    const cursorRank = after === null ? 0 : table.position(after, bestFirst);
    const best = firstSlots(limit, ahead);
    let total = 0;
    const count = candidates?.length ?? table.slots;
    for (let i = 0; i < count; i++) {
      const slot = candidates === null ? i : candidates[i]!;
      if (!keeps(slot)) continue;
      total++;
      let shared = 0;
      for (let w = 0; w < optionWords; w++)
        shared += popcount(optionBits[slot * optionWords + w]! & wanted[w]!);
      const flag = flags[slot]!;
      const score =
        shared * weights.sharedCategory +
        typeWeight[typeOf[slot]!]! +
        (flag & FLAG.active ? weights.active : 0) +
        (flag & FLAG.boothOwner ? weights.boothOwner : 0);
      if (after !== null) {
        const tied = score === after.score;
        const past = bestFirst
          ? score < after.score || (tied && ranks[slot]! >= cursorRank)
          : score > after.score || (tied && ranks[slot]! < cursorRank);
        if (!past) continue;
      }
      best.offer(score, slot);
    }
    return { keys: best.slots.map((slot, i) => this.keyOf(slot, best.scores[i]!)), total };
  }

  /** Counts everyone the filter keeps, then walks the name order from the cursor until the page is full. */
  private namePage(
    candidates: number[] | null,
    keeps: (slot: number) => boolean,
    ascending: boolean,
    after: DirectoryKey | null,
    limit: number,
  ) {
    let total = 0;
    const count = candidates?.length ?? this.table.slots;
    for (let i = 0; i < count; i++) if (keeps(candidates === null ? i : candidates[i]!)) total++;
    const ranks = this.table.ranks();
    // Name positions: the everyone list is the name order itself; a tag list is sorted by them.
    const ordered =
      candidates === null
        ? this.table.inNameOrder()
        : candidates.filter(keeps).sort((a, b) => ranks[a]! - ranks[b]!);
    const slots: number[] = [];
    if (ascending) {
      const from = after === null ? 0 : this.table.position(after, true);
      for (let i = 0; i < ordered.length && slots.length < limit; i++) {
        const slot = ordered[i]!;
        if (ranks[slot]! >= from && keeps(slot)) slots.push(slot);
      }
    } else {
      const before = after === null ? Infinity : this.table.position(after);
      for (let i = ordered.length - 1; i >= 0 && slots.length < limit; i--) {
        const slot = ordered[i]!;
        if (ranks[slot]! < before && keeps(slot)) slots.push(slot);
      }
    }
    return { keys: slots.map((slot) => this.keyOf(slot, 0)), total };
  }
}
