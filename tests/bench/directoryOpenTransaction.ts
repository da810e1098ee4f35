import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../server/db/client';
import { createDirectoryRepository } from '../../server/db/repositories/directory';
import { createDirectoryIndexCache, type DirectorySource } from '../../server/services/directoryIndexCache';
import { insertEvent } from '../support/builders';
import { startPostgres } from '../support/postgres';

/*
 * What a transaction left open costs the directory's searches (docs/networking.md "Directory
 * index"): `npx tsx --expose-gc tests/bench/directoryOpenTransaction.ts [people]`. An event of
 * 100,000 people (text of the demo crowd's length) on a throwaway PostgreSQL 15; another session
 * begins a transaction, writes one row and stays open while profile saves commit 20 at a time; each
 * round times one search's refresh with the change log read as it is now (the snapshot's xmax and
 * running ids) and as it was (from the snapshot's xmin, which the open transaction holds back).
 * Also the estimated bytes of the held index against the heap it took.
 */

const PEOPLE = Number(process.argv[2] ?? 100_000);
const PER_ROUND = 20;
const REPORT_AT = [100, 1_000, 2_000, 4_000, 5_000, 5_100];

const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const cluster = await startPostgres();
  const database = await openDatabase({ databaseUrl: cluster.urlFor('postgres'), pgliteDir: null });
  const other = new pg.Client({ connectionString: cluster.urlFor('postgres') });
  try {
    await database.migrate();
    const db = database.db;
    const event = await insertEvent(db);
    await db.execute(sql`insert into participants (id, event_id, type_id, name, surname, name_key, search_document, category_choices)
      select 'p' || n, ${event.id}, 'visitor', 'Name' || n, 'Surname',
        'name' || lpad(n::text, 6, '0') || ' surname',
        'name' || n || ' surname' || E'\n' || 'Robotics Works ' || (n % 500) || E'\n' || 'head of partnerships'
          || E'\n' || 'pilot sites for autonomous mobile robots in warehouses and ports'
          || E'\n' || 'investors and integrators for a second production line',
        array['interests:robots', 'industry:logistics']
      from generate_series(1, ${PEOPLE}::int) as n`);
    const repository = createDirectoryRepository(db);

    // The change log read from xmin, as before issue 21: every change since the oldest open transaction.
    const fromXmin: DirectorySource = {
      ...repository,
      async changesSince(eventId, horizon) {
        const { ids } = await repository.changesSince(eventId, horizon);
        const answer = await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin`);
        const xmin = Number((answer as unknown as { rows: { xmin: string }[] }).rows[0]!.xmin);
        return { ids, horizon: { from: xmin, pending: [] } };
      },
    };
    const budgetBytes = 1024 ** 3;
    const now = () => Date.now();
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const current = createDirectoryIndexCache({ source: repository, now, budgetBytes });
    let started = performance.now();
    const index = await current.fresh(event.id);
    const loadMs = performance.now() - started;
    gc?.();
    const heapHeld = process.memoryUsage().heapUsed - heapBefore;
    console.log(
      `${PEOPLE} people: first load ${ms(loadMs)}; estimated ${(index.estimatedBytes / 1e6).toFixed(1)} MB,` +
        ` heap taken ${gc ? `${(heapHeld / 1e6).toFixed(1)} MB` : '(run with --expose-gc)'}`,
    );
    const before = createDirectoryIndexCache({ source: fromXmin, now, budgetBytes });
    await before.fresh(event.id);

    await other.connect();
    await other.query('BEGIN');
    await other.query(`update participants set search_document = search_document || ' held' where id = 'p1'`);

    const rows: string[] = [];
    let committed = 0;
    const times = { current: [] as number[], before: [] as number[] };
    const read = { current: 0, before: 0 };
    for (const at of REPORT_AT) {
      while (committed < at) {
        const from = committed + 2;
        await db.execute(sql`update participants set search_document = search_document || ' saved'
          where event_id = ${event.id} and id in (select 'p' || n from generate_series(${from}::int, ${from + PER_ROUND - 1}::int) as n)`);
        committed += PER_ROUND;
        for (const [name, cache] of [
          ['current', current],
          ['before', before],
        ] as const) {
          const stats = cache.stats();
          started = performance.now();
          await cache.fresh(event.id);
          times[name].push(performance.now() - started);
          read[name] =
            cache.stats().peopleReread - stats.peopleReread + (cache.stats().loads - stats.loads) * PEOPLE;
        }
        // Only the last few rounds before a report are timed against it.
        if (times.current.length > 5) {
          times.current.shift();
          times.before.shift();
        }
      }
      rows.push(
        `| ${at.toLocaleString('en')} | ${ms(median(times.current))} (${read.current} people) | ${ms(median(times.before))} (${read.before.toLocaleString('en')} people${read.before >= PEOPLE ? ', the whole event' : ''}) |`,
      );
    }
    await other.query('ROLLBACK');
    console.log(
      '\n| committed since the transaction began | a search now (read) | from xmin, before issue 21 (read) |',
    );
    console.log('| --- | --- | --- |');
    for (const row of rows) console.log(row);
    console.log('\ncurrent:', current.stats(), '\nbefore:', before.stats());
  } finally {
    await other.end().catch(() => undefined);
    await database.close();
    await cluster.stop();
  }
}

await main();
