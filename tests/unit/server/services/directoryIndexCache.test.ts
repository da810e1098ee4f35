import { describe, expect, it } from 'vitest';
import type { ChangeHorizon, DirectoryPerson } from '../../../../server/db/repositories/directory';
import {
  createDirectoryIndexCache,
  RELOAD_ABOVE_CHANGES,
  RELOAD_AFTER_MS,
  type DirectorySource,
} from '../../../../server/services/directoryIndexCache';
import type { DirectorySearchIndex } from '../../../../server/services/directorySearchIndex';

const person = (id: string): DirectoryPerson => ({
  id,
  typeId: 'visitor',
  active: true,
  boothOwner: false,
  onSite: false,
  nameKey: id,
  searchDocument: `${id}\nfirm`,
  categoryChoices: [],
});

type Write = { eventId: string; person: DirectoryPerson } | { eventId: string; removed: string };

/**
 * The directory as PostgreSQL keeps it, in memory: transactions with increasing ids that commit in
 * any order, a change log row per write (directory_changes) visible once its transaction commits,
 * and the horizon of migration 0008's reader — the next id to be given and the ids still running.
 */
function fakeDirectory() {
  const people = new Map<string, Map<string, DirectoryPerson>>();
  const log: { eventId: string; id: string; xid: number }[] = [];
  const running = new Set<number>();
  let nextXid = 1;
  const calls = { wholeEvent: 0, horizons: [] as ChangeHorizon[] };
  const failures: { people: number; changes: number } = { people: 0, changes: 0 };
  /** Runs after the next read of a whole event, as a transaction committing right after it. */
  let afterWholeRead: (() => void) | null = null;
  const snapshot = (): ChangeHorizon => ({ from: nextXid, pending: [...running] });

  function begin() {
    const xid = nextXid++;
    running.add(xid);
    const writes: Write[] = [];
    return {
      put(eventId: string, ...who: DirectoryPerson[]) {
        for (const p of who) writes.push({ eventId, person: p });
      },
      remove(eventId: string, id: string) {
        writes.push({ eventId, removed: id });
      },
      commit() {
        running.delete(xid);
        for (const write of writes) {
          const event = people.get(write.eventId) ?? new Map<string, DirectoryPerson>();
          people.set(write.eventId, event);
          if ('person' in write) event.set(write.person.id, write.person);
          else event.delete(write.removed);
          const id = 'person' in write ? write.person.id : write.removed;
          log.push({ eventId: write.eventId, id, xid });
        }
      },
    };
  }

  const source: DirectorySource = {
    async changesHorizon() {
      return snapshot();
    },
    async people(eventId, ids) {
      if (failures.people > 0) {
        failures.people--;
        throw new Error('connection lost');
      }
      const event = [...(people.get(eventId)?.values() ?? [])];
      if (ids !== null) return event.filter((p) => ids.includes(p.id));
      calls.wholeEvent++;
      const read = event.slice();
      const after = afterWholeRead;
      afterWholeRead = null;
      after?.();
      return read;
    },
    async changesSince(eventId, horizon) {
      if (failures.changes > 0) {
        failures.changes--;
        throw new Error('connection lost');
      }
      calls.horizons.push(horizon);
      const unseen = (xid: number) => xid >= horizon.from || horizon.pending.includes(xid);
      const ids = new Set(log.filter((c) => c.eventId === eventId && unseen(c.xid)).map((c) => c.id));
      return { ids: [...ids], horizon: snapshot() };
    },
    async pruneChanges() {},
  };

  return {
    source,
    calls,
    failures,
    begin,
    /** One committed transaction putting these people. */
    put(eventId: string, ...who: DirectoryPerson[]) {
      const tx = begin();
      tx.put(eventId, ...who);
      tx.commit();
    },
    afterNextWholeRead(run: () => void) {
      afterWholeRead = run;
    },
  };
}

function clock() {
  let time = 1_000_000;
  return {
    now: () => time,
    advance(ms: number) {
      time += ms;
    },
  };
}

const ids = (index: DirectorySearchIndex) =>
  index
    .page(
      {
        viewerParticipantId: 'viewer',
        typeIds: null,
        text: null,
        tags: new Map(),
        list: 'all',
        hereNow: false,
      },
      { by: 'name', ascending: true },
      null,
      1_000,
    )
    .keys.map((k) => k.id);

function setUp(budgetBytes = 1024 * 1024 * 1024) {
  const db = fakeDirectory();
  const time = clock();
  const cache = createDirectoryIndexCache({ source: db.source, now: time.now, budgetBytes });
  return { db, time, cache };
}

describe('directory index cache', () => {
  it('loads an event once, then reads only the people the change log names', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    expect(ids(await cache.fresh('e1'))).toEqual(['ada']);
    db.put('e1', person('bea'));
    const tx = db.begin();
    tx.remove('e1', 'ada');
    tx.commit();
    expect(ids(await cache.fresh('e1'))).toEqual(['bea']);
    expect(ids(await cache.fresh('e1'))).toEqual(['bea']);
    expect(cache.stats()).toMatchObject({ loads: 1, refreshes: 2, peopleReread: 2 });
  });

  it('reads one event at a time: two searches at once load it once', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    const [a, b] = await Promise.all([cache.fresh('e1'), cache.fresh('e1')]);
    expect(a).toBe(b);
    expect(db.calls.wholeEvent).toBe(1);
  });

  it('loads an index afresh once it is more than 6 hours old', async () => {
    const { db, time, cache } = setUp();
    db.put('e1', person('ada'));
    await cache.fresh('e1');
    time.advance(RELOAD_AFTER_MS);
    await cache.fresh('e1');
    expect(db.calls.wholeEvent).toBe(1);
    time.advance(1);
    await cache.fresh('e1');
    expect(db.calls.wholeEvent).toBe(2);
    // The 6 hours count again from that load.
    time.advance(RELOAD_AFTER_MS);
    await cache.fresh('e1');
    expect(cache.stats()).toMatchObject({ loads: 2, refreshes: 2 });
  });

  it(`reads up to ${RELOAD_ABOVE_CHANGES} changed people one by one and loads the event above that`, async () => {
    const { db, cache } = setUp();
    const crowd = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => person(`p${String(from + i).padStart(5, '0')}`));
    db.put('e1', person('ada'));
    await cache.fresh('e1');
    db.put('e1', ...crowd(0, RELOAD_ABOVE_CHANGES));
    expect((await cache.fresh('e1')).size).toBe(RELOAD_ABOVE_CHANGES + 1);
    expect(cache.stats()).toMatchObject({ loads: 1, peopleReread: RELOAD_ABOVE_CHANGES });
    db.put('e1', ...crowd(RELOAD_ABOVE_CHANGES, RELOAD_ABOVE_CHANGES + 1));
    expect((await cache.fresh('e1')).size).toBe(2 * RELOAD_ABOVE_CHANGES + 2);
    expect(cache.stats()).toMatchObject({ loads: 2, peopleReread: RELOAD_ABOVE_CHANGES });
  });

  it('a failed first load is not kept: the next search loads the event', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    db.failures.people = 1;
    // The second search waits behind the first; the failure does not reach it.
    const [first, second] = await Promise.allSettled([cache.fresh('e1'), cache.fresh('e1')]);
    expect(first.status).toBe('rejected');
    expect(second.status === 'fulfilled' && ids(second.value)).toEqual(['ada']);
    expect(cache.stats()).toMatchObject({ events: 1, loads: 2 });
  });

  it('a failed refresh leaves nothing half applied: the next search loads the event afresh', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    const before = await cache.fresh('e1');
    db.put('e1', person('bea'));
    db.failures.people = 1; // the change log is read, the changed people are not
    await expect(cache.fresh('e1')).rejects.toThrow('connection lost');
    expect(cache.stats().events).toBe(0);
    const after = await cache.fresh('e1');
    expect(after).not.toBe(before);
    expect(ids(after)).toEqual(['ada', 'bea']);
    expect(db.calls.wholeEvent).toBe(2);

    db.failures.changes = 1;
    await expect(cache.fresh('e1')).rejects.toThrow('connection lost');
    expect(ids(await cache.fresh('e1'))).toEqual(['ada', 'bea']);
    expect(db.calls.wholeEvent).toBe(3);
  });

  it('sees a transaction that commits after a later one did (commits out of order)', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    await cache.fresh('e1');
    const early = db.begin();
    early.put('e1', person('bea'));
    const late = db.begin();
    late.put('e1', person('cem'));
    late.commit();
    expect(ids(await cache.fresh('e1'))).toEqual(['ada', 'cem']);
    expect(ids(await cache.fresh('e1'))).toEqual(['ada', 'cem']);
    early.commit();
    expect(ids(await cache.fresh('e1'))).toEqual(['ada', 'bea', 'cem']);
    expect(cache.stats()).toMatchObject({ loads: 1 });
  });

  it('a transaction left open does not make later searches read everything again', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    await cache.fresh('e1');
    const open = db.begin();
    open.put('e1', person('zoe'));
    for (let n = 0; n < 20; n++) {
      db.put('e1', person(`p${n}`));
      expect((await cache.fresh('e1')).size).toBe(n + 2);
    }
    // Each committed change read once, however long the transaction stays open.
    expect(cache.stats()).toMatchObject({ loads: 1, refreshes: 20, peopleReread: 20 });
    open.commit();
    expect(ids(await cache.fresh('e1'))).toContain('zoe');
    expect(cache.stats().peopleReread).toBe(21);
  });

  it('reads the change log from before a load, so a change committed during it is not missed', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    db.afterNextWholeRead(() => db.put('e1', person('bea')));
    expect(ids(await cache.fresh('e1'))).toEqual(['ada']);
    expect(ids(await cache.fresh('e1'))).toEqual(['ada', 'bea']);
  });

  describe('memory budget', () => {
    /** The estimated bytes of one event of `size` people, as the cache holds it. */
    async function bytesOf(size: number) {
      const { db, cache } = setUp();
      db.put('x', ...Array.from({ length: size }, (_, i) => person(`x${i}`)));
      return (await cache.fresh('x')).estimatedBytes;
    }

    async function withEvents(budgetBytes: number, ...events: string[]) {
      const setup = setUp(budgetBytes);
      for (const eventId of events) {
        setup.db.put(eventId, ...Array.from({ length: 100 }, (_, i) => person(`x${i}`)));
      }
      return setup;
    }

    it('holds what fits and lets the least recently searched go first', async () => {
      const one = await bytesOf(100);
      const { db, cache } = await withEvents(2.5 * one, 'a', 'b', 'c');
      await cache.fresh('a');
      await cache.fresh('b');
      await cache.fresh('a');
      expect(cache.stats()).toMatchObject({ events: 2, bytes: 2 * one, evictions: 0 });
      await cache.fresh('c'); // b was searched least recently
      expect(cache.stats()).toMatchObject({ events: 2, bytes: 2 * one, evictions: 1 });
      await cache.fresh('a');
      expect(db.calls.wholeEvent).toBe(3);
      await cache.fresh('b');
      expect(db.calls.wholeEvent).toBe(4);
      expect(cache.stats()).toMatchObject({ events: 2, evictions: 2, budgetBytes: 2.5 * one });
    });

    it('keeps the event just searched even when it alone is over the budget', async () => {
      const { db, cache } = await withEvents(1, 'a', 'b');
      await cache.fresh('a');
      await cache.fresh('a');
      expect(db.calls.wholeEvent).toBe(1);
      await cache.fresh('b');
      expect(cache.stats()).toMatchObject({ events: 1, evictions: 1 });
    });

    it('counts what an index grows to after it was loaded', async () => {
      const one = await bytesOf(100);
      const { db, cache } = await withEvents(1.5 * one, 'a', 'b');
      await cache.fresh('a');
      db.put('a', ...Array.from({ length: 100 }, (_, i) => person(`y${i}`)));
      await cache.fresh('a');
      expect(cache.stats().bytes).toBeGreaterThan(1.5 * one);
      await cache.fresh('b'); // a, now larger, goes
      expect(cache.stats()).toMatchObject({ events: 1, bytes: one, evictions: 1 });
    });
  });
});

describe('estimated bytes of an index', () => {
  it('grow with the people and their text and fall as documents go', async () => {
    const { db, cache } = setUp();
    db.put('e1', person('ada'));
    const index = await cache.fresh('e1');
    const one = index.estimatedBytes;
    // Two bytes a character: id, name key and document, beyond the typed arrays and the slot's share.
    const long = { ...person('bea'), searchDocument: 'x'.repeat(10_000) };
    index.put(long);
    expect(index.estimatedBytes).toBeGreaterThan(one + 20_000);
    index.remove('bea');
    expect(index.estimatedBytes).toBeLessThan(one + 1_000);
  });
});
