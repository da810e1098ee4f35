import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import * as schema from '../../../server/db/schema';
import { RELOAD_ABOVE_CHANGES } from '../../../server/services/directoryIndexCache';
import { insertParticipant } from '../../support/builders';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

/**
 * Another session's transaction left open on PostgreSQL (an idle-in-transaction session, a long
 * import) while people search and others' changes commit: each search reads only what committed
 * since the last one (docs/networking.md "Directory index"), sees it, and never reloads the event
 * for it; the open transaction's own write is seen once it commits, even though later
 * transactions committed first. PGlite has one connection, so no transaction there can stay open
 * beside a search.
 */
(engines.includes('postgres') ? describe : describe.skip)(
  'directory index beside an open transaction',
  () => {
    let t: TestApp;
    let s: NetworkingScene;
    let viewer: Member;
    /** The other session: its own connection, a transaction begun and not committed. */
    let other: pg.Client;
    let otherDb: Db;

    beforeAll(async () => {
      t = await createTestApp({ engine: 'postgres' });
    });
    afterAll(() => t.close());

    beforeEach(async () => {
      s = await createNetworkingScene(t);
      viewer = await s.member({ name: 'Viewer' });
      other = new pg.Client({ connectionString: t.config.databaseUrl! });
      await other.connect();
      otherDb = drizzle(other, { schema }) as unknown as Db;
    });
    afterEach(async () => {
      await other.end();
    });

    const names = async () => {
      const res = await s.search(viewer, { orderBy: 'name', length: 200 });
      expect(res.status).toBe(200);
      return res.body.data.results.map((r) => r.name);
    };
    const stats = () => t.services.health.directoryIndex();

    it('searches read each committed change once and reload nothing while it stays open', async () => {
      await s.person({ name: 'Ada' });
      expect(await names()).toEqual(['Ada']);
      const before = stats();

      await other.query('BEGIN');
      await insertParticipant(otherDb, s.event.id, { name: 'Held', typeId: 'visitor' });
      const seen = ['Ada'];
      for (const name of ['Bea', 'Cem', 'Dan', 'Eda', 'Fox']) {
        await s.person({ name });
        seen.push(name);
        expect(await names()).toEqual(seen);
      }
      // Five searches, five people read again, one each — not 1 + 2 + 3 + 4 + 5 — and no load.
      expect(stats().loads - before.loads).toBe(0);
      expect(stats().peopleReread - before.peopleReread).toBe(5);
      expect(stats().refreshes - before.refreshes).toBe(5);

      await other.query('COMMIT');
      expect(await names()).toEqual(['Ada', 'Bea', 'Cem', 'Dan', 'Eda', 'Fox', 'Held']);
      expect(stats().loads - before.loads).toBe(0);
    });

    it(`an import of more than ${RELOAD_ABOVE_CHANGES} people reloads the event once, not on every search`, async () => {
      await s.person({ name: 'Ada' });
      await names();
      await other.query('BEGIN');
      await insertParticipant(otherDb, s.event.id, { name: 'Held', typeId: 'visitor' });
      const before = stats();
      await t.database.db
        .execute(sql`insert into participants (id, event_id, type_id, name, surname, name_key, search_document)
      select 'import-' || ${s.event.id} || '-' || n, ${s.event.id}, 'visitor', 'Imported', 'P' || n,
        'imported p' || lpad(n::text, 5, '0'), 'imported p' || n
      from generate_series(1, ${RELOAD_ABOVE_CHANGES + 1}) as n`);
      for (let n = 0; n < 3; n++) {
        const res = await s.search(viewer, { orderBy: 'name' });
        expect(res.body.data.props.total).toBe(RELOAD_ABOVE_CHANGES + 2);
      }
      expect(stats().loads - before.loads).toBe(1);
      expect(stats().peopleReread - before.peopleReread).toBe(0);
      await other.query('ROLLBACK');
    });

    it('sees a transaction that commits after a later one did (commits out of order)', async () => {
      expect(await names()).toEqual([]);
      await other.query('BEGIN');
      await insertParticipant(otherDb, s.event.id, { name: 'Early', typeId: 'visitor' });
      await s.person({ name: 'Late' });
      expect(await names()).toEqual(['Late']);
      expect(await names()).toEqual(['Late']);
      await other.query('COMMIT');
      expect(await names()).toEqual(['Early', 'Late']);
    });
  },
);
