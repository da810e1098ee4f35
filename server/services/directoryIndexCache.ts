import type { Db } from '../db/client';
import {
  createDirectoryRepository,
  type ChangeHorizon,
  type DirectoryRepository,
} from '../db/repositories/directory';
import { DirectorySearchIndex } from './directorySearchIndex';

/*
 * Keeps each searched event's in-memory directory (./directorySearchIndex.ts) as fresh as the
 * database, on every node, within a memory budget (docs/networking.md "Directory index"). Triggers
 * of migration 0008 log every participant whose directory facts a transaction changed; before each
 * search the cache reads the log from where it last looked and reloads just those people, so a
 * write is seen by the next search on any node, whoever made it (profile save, door check-in,
 * seed, import).
 */

/** An index is loaded afresh after this long; the change log keeps twice as long, so none misses a change. */
export const RELOAD_AFTER_MS = 6 * 60 * 60 * 1000;
const CHANGES_KEPT_MS = 2 * RELOAD_AFTER_MS;
/** Above this many changed people (an import), loading everyone is the cheaper read. */
export const RELOAD_ABOVE_CHANGES = 5_000;

/** What the cache reads the directory from: the repository's reads (tests give their own). */
export type DirectorySource = Pick<
  DirectoryRepository,
  'changesHorizon' | 'people' | 'changesSince' | 'pruneChanges'
>;

export interface DirectoryIndexCacheOptions {
  source: DirectorySource;
  now: () => number;
  /** The estimated bytes the held indexes may take together (config directoryIndexBudgetBytes). */
  budgetBytes: number;
}

/** What the cache holds and has done since the app started, for the health answer. */
export interface DirectoryIndexCacheStats {
  /** Events whose index is held. */
  events: number;
  /** Their estimated heap, together (DirectorySearchIndex.estimatedBytes). */
  bytes: number;
  budgetBytes: number;
  /** Whole events read: first searches, and reloads (6 hours old, an import, after a failed read). */
  loads: number;
  /** Searches that read only the change log and the people it named. */
  refreshes: number;
  /** People read again by those refreshes. */
  peopleReread: number;
  /** Indexes let go to stay within the budget. */
  evictions: number;
}

interface Loaded {
  index: DirectorySearchIndex;
  /** Where the change log is read from next. */
  horizon: ChangeHorizon;
  loadedAt: number;
}

interface Held {
  loaded: Loaded | null;
  /** The event's reads, one after another, so each search sees what committed before it began. */
  queue: Promise<unknown>;
}

export function createDirectoryIndexCache({ source, now, budgetBytes }: DirectoryIndexCacheOptions) {
  /** In order of last search, the least recent first. */
  const held = new Map<string, Held>();
  const counts = { loads: 0, refreshes: 0, peopleReread: 0, evictions: 0 };

  async function load(eventId: string): Promise<Loaded> {
    counts.loads++;
    // The horizon before the people: a change committed in between is read again next time, never missed.
    const horizon = await source.changesHorizon();
    const index = DirectorySearchIndex.of(await source.people(eventId, null));
    await source.pruneChanges(now() - CHANGES_KEPT_MS);
    return { index, horizon, loadedAt: now() };
  }

  async function refresh(eventId: string, loaded: Loaded): Promise<Loaded> {
    if (now() - loaded.loadedAt > RELOAD_AFTER_MS) return load(eventId);
    const changes = await source.changesSince(eventId, loaded.horizon);
    if (changes.ids.length > RELOAD_ABOVE_CHANGES) return load(eventId);
    counts.refreshes++;
    if (changes.ids.length > 0) {
      counts.peopleReread += changes.ids.length;
      const listed = await source.people(eventId, changes.ids);
      const still = new Set(listed.map((p) => p.id));
      for (const id of changes.ids) if (!still.has(id)) loaded.index.remove(id);
      for (const person of listed) loaded.index.put(person);
    }
    return { ...loaded, horizon: changes.horizon };
  }

  /** The held entry of the event, made the most recently searched. */
  function entryOf(eventId: string): Held {
    const entry = held.get(eventId) ?? { loaded: null, queue: Promise.resolve() };
    held.delete(eventId);
    held.set(eventId, entry);
    return entry;
  }

  const bytesOf = (entry: Held) => entry.loaded?.index.estimatedBytes ?? 0;

  /**
   * Lets the least recently searched indexes go while the held ones exceed the budget. The one
   * just searched stays even alone above it, else every search of a large event would load it.
   */
  function fitBudget(keep: Held): void {
    let bytes = 0;
    for (const entry of held.values()) bytes += bytesOf(entry);
    for (const [eventId, entry] of held) {
      if (bytes <= budgetBytes) break;
      if (entry === keep || entry.loaded === null) continue;
      bytes -= bytesOf(entry);
      held.delete(eventId);
      counts.evictions++;
    }
  }

  return {
    /** The event's directory with every change committed before this call. */
    fresh(eventId: string): Promise<DirectorySearchIndex> {
      const entry = entryOf(eventId);
      const read = entry.queue.then(async () => {
        entry.loaded = entry.loaded === null ? await load(eventId) : await refresh(eventId, entry.loaded);
        fitBudget(entry);
        return entry.loaded.index;
      });
      // A failed read leaves nothing half-applied behind: the next search loads the event afresh.
      entry.queue = read.catch(() => {
        entry.loaded = null;
      });
      return read;
    },

    stats(): DirectoryIndexCacheStats {
      let events = 0;
      let bytes = 0;
      for (const entry of held.values()) {
        if (entry.loaded === null) continue;
        events++;
        bytes += bytesOf(entry);
      }
      return { events, bytes, budgetBytes, ...counts };
    },
  };
}

/** The cache over the app's database (the container's, ./index.ts). */
export function createDirectoryIndexCacheOn(
  db: Db,
  options: Omit<DirectoryIndexCacheOptions, 'source'>,
): DirectoryIndexCache {
  return createDirectoryIndexCache({ source: createDirectoryRepository(db), ...options });
}

export type DirectoryIndexCache = ReturnType<typeof createDirectoryIndexCache>;
