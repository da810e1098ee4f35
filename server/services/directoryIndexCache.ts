import type { Db } from '../db/client';
import { createDirectoryRepository } from '../db/repositories/directory';
import { DirectorySearchIndex } from './directorySearchIndex';

/*
 * Keeps each searched event's in-memory directory (./directorySearchIndex.ts) as fresh as the database,
 * on every node (docs/networking.md "Directory index"). Triggers of migration 0008 log every
 * participant whose directory facts a transaction changed; before each search the index reads the
 * log from where it last looked and reloads just those people, so a write is seen by the next
 * search on any node, whoever made it (profile save, door check-in, seed, import).
 */

/** An index is loaded afresh after this long; the change log keeps twice as long, so none misses a change. */
const RELOAD_AFTER_MS = 6 * 60 * 60 * 1000;
const CHANGES_KEPT_MS = 2 * RELOAD_AFTER_MS;
/** Above this many changed people (an import), loading everyone is the cheaper read. */
const RELOAD_ABOVE_CHANGES = 5_000;
/** Events held at once; the least recently searched goes first. */
const MAX_EVENTS = 16;

interface Loaded {
  index: DirectorySearchIndex;
  /** Where the change log is read from next. */
  horizon: number;
  loadedAt: number;
}

interface Held {
  loaded: Loaded | null;
  /** The event's reads, one after another, so each search sees what committed before it began. */
  queue: Promise<unknown>;
}

export function createDirectoryIndexCache(db: Db, now: () => number) {
  const directory = createDirectoryRepository(db);
  const held = new Map<string, Held>();

  async function load(eventId: string): Promise<Loaded> {
    const horizon = await directory.changesHorizon();
    const index = DirectorySearchIndex.of(await directory.people(eventId, null));
    await directory.pruneChanges(now() - CHANGES_KEPT_MS);
    return { index, horizon, loadedAt: now() };
  }

  async function refresh(eventId: string, loaded: Loaded): Promise<Loaded> {
    if (now() - loaded.loadedAt > RELOAD_AFTER_MS) return load(eventId);
    const changes = await directory.changesSince(eventId, loaded.horizon);
    if (changes.ids.length > RELOAD_ABOVE_CHANGES) return load(eventId);
    if (changes.ids.length > 0) {
      const listed = await directory.people(eventId, changes.ids);
      const still = new Set(listed.map((p) => p.id));
      for (const id of changes.ids) if (!still.has(id)) loaded.index.remove(id);
      for (const person of listed) loaded.index.put(person);
    }
    return { ...loaded, horizon: changes.horizon };
  }

  /** The held entry of the event, made the most recently used; the least recently used beyond MAX_EVENTS let go. */
  function entryOf(eventId: string): Held {
    const entry = held.get(eventId) ?? { loaded: null, queue: Promise.resolve() };
    held.delete(eventId);
    held.set(eventId, entry);
    for (const oldest of held.keys()) {
      if (held.size <= MAX_EVENTS) break;
      held.delete(oldest);
    }
    return entry;
  }

  return {
    /** The event's directory with every change committed before this call. */
    fresh(eventId: string): Promise<DirectorySearchIndex> {
      const entry = entryOf(eventId);
      const read = entry.queue.then(async () => {
        entry.loaded = entry.loaded === null ? await load(eventId) : await refresh(eventId, entry.loaded);
        return entry.loaded.index;
      });
      // A failed read leaves nothing half-applied behind: the next search loads the event afresh.
      entry.queue = read.catch(() => {
        entry.loaded = null;
      });
      return read;
    },
  };
}

export type DirectoryIndexCache = ReturnType<typeof createDirectoryIndexCache>;
