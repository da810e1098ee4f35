import type { DirectoryPerson } from '../db/repositories/directory';

/*
 * The storage of the in-memory directory (./directorySearchIndex.ts): one slot per listed participant,
 * the facts a ranked pass reads in typed arrays side by side (type, flags, chosen options as a
 * bitset), so scoring 100,000 people walks contiguous memory instead of 100,000 scattered objects;
 * and everyone's place in name order, kept up to date as people join, leave or are renamed.
 */

export const FLAG = { listed: 1, active: 2, boothOwner: 4, onSite: 8 } as const;

/**
 * Documents changed since the corpus was joined are searched one by one; past this many the corpus
 * is joined afresh (about 10 ms at 100,000 people) on the next text search.
 */
const CORPUS_REJOIN_ABOVE = 1_000;

/**
 * What a slot costs beyond its text, for estimatedBytes: the headers of its three strings (about
 * 16 bytes each), its entry in the id → slot map (about 40) and its place in the arrays of ids,
 * name keys, documents and the name order (8 each), rounded up. Checked against the heap at 100,000
 * people (docs/networking.md "Directory index").
 */
const BYTES_PER_SLOT = 120;

/**
 * Every document joined in one string, so a text search is a few long `indexOf` scans instead of
 * one call a person: most of a per-document `includes` at 100,000 people is the calls themselves.
 * A line break separates documents (a folded query has none, so no match spans two people).
 */
interface Corpus {
  text: string;
  /** Where each slot's document starts in `text`, by slot; the last entry is the text's length. */
  starts: Int32Array;
}

/** Name A–Z, then id: the order the name view pages through and the rank's tie-break. */
export const byName = (a: NameKey, b: NameKey): number =>
  a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

export interface NameKey {
  nameKey: string;
  id: string;
}

/** Numbers for the strings of one kind (participant types, options), given in order of first sight. */
class Numbering {
  private readonly numbers = new Map<string, number>();

  get size(): number {
    return this.numbers.size;
  }

  of(key: string): number {
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.numbers.size;
      this.numbers.set(key, number);
    }
    return number;
  }

  /** The number of a key seen before; undefined for a key no one has. */
  known(key: string): number | undefined {
    return this.numbers.get(key);
  }
}

const grown = <A extends Int32Array | Uint8Array | Uint32Array>(array: A, length: number): A => {
  const bigger = new (array.constructor as new (n: number) => A)(length);
  bigger.set(array);
  return bigger;
};

export class DirectoryTable {
  readonly types = new Numbering();
  readonly options = new Numbering();
  /** Slots in use and free; a free slot has no `listed` flag. */
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  slots = 0;
  ids: string[] = [];
  nameKeys: string[] = [];
  documents: string[] = [];
  typeOf = new Int32Array(1024);
  flags = new Uint8Array(1024);
  /** `optionWords` 32-bit words a slot: bit n set when the person chose option n. */
  optionWords = 1;
  optionBits = new Uint32Array(1024);
  /** Listed slots in name order, and each slot's position in it (valid when ranksStale is false). */
  private readonly order: number[] = [];
  private nameRanks = new Int32Array(1024);
  private ranksStale = false;
  private corpus: Corpus | null = null;
  /** Slots whose document the corpus does not hold as it is now. */
  private readonly changedDocuments = new Set<number>();
  /** While DirectoryTable.of fills it: the order is appended to and sorted at the end. */
  private loading = false;
  /** Characters of the ids, name keys and documents the slots hold (freed slots' ids too). */
  private textChars = 0;

  get size(): number {
    return this.slotOf.size;
  }

  /**
   * An estimate of the heap the table holds, for the cache's memory budget: the typed arrays' own
   * bytes, two bytes a character of every id, name key and document and of the joined corpus (V8
   * keeps Latin-1 text in one byte a character, so this errs high for most names), and
   * BYTES_PER_SLOT for the rest of each slot. An estimate, not a measurement: V8 does not tell.
   */
  get estimatedBytes(): number {
    const arrays =
      this.typeOf.byteLength +
      this.flags.byteLength +
      this.nameRanks.byteLength +
      this.optionBits.byteLength +
      (this.corpus?.starts.byteLength ?? 0);
    const chars = this.textChars + (this.corpus?.text.length ?? 0);
    return arrays + 2 * chars + BYTES_PER_SLOT * this.slots;
  }

  slot(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  /** A table of these people (each once), with the name order sorted once instead of grown one by one. */
  static of(people: Iterable<DirectoryPerson>): DirectoryTable {
    const table = new DirectoryTable();
    table.loading = true;
    for (const person of people) table.put(person);
    table.loading = false;
    table.order.sort((a, b) => byName(table.keyAt(a), table.keyAt(b)));
    return table;
  }

  /** Adds the person or replaces what was known of them. */
  put(person: DirectoryPerson): void {
    let slot = this.slotOf.get(person.id);
    if (slot !== undefined && this.nameKeys[slot] !== person.nameKey) {
      this.leaveOrder(slot);
      this.textChars += person.nameKey.length - this.nameKeys[slot]!.length;
      this.nameKeys[slot] = person.nameKey;
      this.joinOrder(slot);
    } else if (slot === undefined) {
      slot = this.freeSlots.pop() ?? this.newSlot();
      this.textChars +=
        person.id.length +
        person.nameKey.length -
        (this.ids[slot]?.length ?? 0) -
        (this.nameKeys[slot]?.length ?? 0);
      this.slotOf.set(person.id, slot);
      this.ids[slot] = person.id;
      this.nameKeys[slot] = person.nameKey;
      this.joinOrder(slot);
    }
    if (this.documents[slot] !== person.searchDocument) {
      this.textChars += person.searchDocument.length - (this.documents[slot]?.length ?? 0);
      this.documents[slot] = person.searchDocument;
      this.changedDocuments.add(slot);
    }
    this.typeOf[slot] = this.types.of(person.typeId);
    this.flags[slot] =
      FLAG.listed |
      (person.active ? FLAG.active : 0) |
      (person.boothOwner ? FLAG.boothOwner : 0) |
      (person.onSite ? FLAG.onSite : 0);
    const numbers = person.categoryChoices.map((choice) => this.options.of(choice));
    this.fitOptionWords();
    this.optionBits.fill(0, slot * this.optionWords, (slot + 1) * this.optionWords);
    for (const n of numbers) this.optionBits[slot * this.optionWords + (n >>> 5)]! |= 1 << (n & 31);
  }

  /** Forgets the person (deleted, moved to another event or never there). */
  remove(id: string): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.leaveOrder(slot);
    this.slotOf.delete(id);
    this.flags[slot] = 0;
    this.textChars -= this.documents[slot]!.length;
    this.documents[slot] = '';
    this.changedDocuments.add(slot);
    this.freeSlots.push(slot);
  }

  /** By slot, 1 where the document contains `text` (a folded query); listed or not. */
  textMatches(text: string): Uint8Array {
    const matches = new Uint8Array(this.slots);
    if (this.corpus === null || this.changedDocuments.size > CORPUS_REJOIN_ABOVE) this.joinCorpus();
    const { text: corpus, starts } = this.corpus!;
    for (let at = corpus.indexOf(text); at !== -1;) {
      let low = 0;
      let high = starts.length - 1;
      while (low < high - 1) {
        const mid = (low + high) >> 1;
        if (starts[mid]! <= at) low = mid;
        else high = mid;
      }
      matches[low] = 1;
      at = corpus.indexOf(text, starts[low + 1]);
    }
    for (const slot of this.changedDocuments) {
      matches[slot] = this.documents[slot]!.includes(text) ? 1 : 0;
    }
    return matches;
  }

  /** Listed slots in name order. */
  inNameOrder(): readonly number[] {
    return this.order;
  }

  /** Each slot's position in name order. */
  ranks(): Int32Array {
    if (this.ranksStale) {
      this.order.forEach((slot, position) => {
        this.nameRanks[slot] = position;
      });
      this.ranksStale = false;
    }
    return this.nameRanks;
  }

  /** How many listed people come before the key in name order (with it too, when `including`). */
  position(key: NameKey, including = false): number {
    let low = 0;
    let high = this.order.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      const order = byName(this.keyAt(this.order[mid]!), key);
      if (order < 0 || (including && order === 0)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  keyAt(slot: number): NameKey {
    return { nameKey: this.nameKeys[slot]!, id: this.ids[slot]! };
  }

  private joinCorpus(): void {
    const starts = new Int32Array(this.slots + 1);
    let length = 0;
    for (let slot = 0; slot < this.slots; slot++) {
      starts[slot] = length;
      length += this.documents[slot]!.length + 1;
    }
    starts[this.slots] = length;
    this.corpus = { text: this.documents.slice(0, this.slots).join('\n') + '\n', starts };
    this.changedDocuments.clear();
  }

  private newSlot(): number {
    const slot = this.slots++;
    if (slot >= this.flags.length) {
      const length = this.flags.length * 2;
      this.typeOf = grown(this.typeOf, length);
      this.flags = grown(this.flags, length);
      this.nameRanks = grown(this.nameRanks, length);
      this.optionBits = grown(this.optionBits, length * this.optionWords);
    }
    return slot;
  }

  /** Widens every slot's bitset when a new option needs another word. */
  private fitOptionWords(): void {
    const words = Math.max(1, Math.ceil(this.options.size / 32));
    if (words === this.optionWords) return;
    const bits = new Uint32Array(this.flags.length * words);
    for (let slot = 0; slot < this.slots; slot++) {
      bits.set(
        this.optionBits.subarray(slot * this.optionWords, (slot + 1) * this.optionWords),
        slot * words,
      );
    }
    this.optionBits = bits;
    this.optionWords = words;
  }

  private joinOrder(slot: number): void {
    if (this.loading) this.order.push(slot);
    else this.order.splice(this.position(this.keyAt(slot)), 0, slot);
    this.ranksStale = true;
  }

  private leaveOrder(slot: number): void {
    this.order.splice(this.position(this.keyAt(slot)), 1);
    this.ranksStale = true;
  }
}
