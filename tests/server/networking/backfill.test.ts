import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryColumns } from '@shared/rules/directoryColumns';
import { migrateDatabase } from '../../../server/cli/database';
import { participants } from '../../../server/db/schema';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene } from './scene';

/** Rows written before migration 0006 get their directory columns when the database is migrated. */
describe.each(engines)('directory columns backfill on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  it('fills rows whose name key is empty, once, and search2 then finds them', async () => {
    const s = await createNetworkingScene(t);
    const viewer = await s.member({ name: 'Viewer' });
    const old = {
      id: 'old-row',
      eventId: s.event.id,
      typeId: 'visitor',
      name: 'İlker',
      surname: 'Öztürk',
      company: 'Kadıköy Robotik',
      categories: [{ categoryId: 'interests', selectedCategoryIds: ['robots'] }],
    };
    // As a row written before the columns existed: the builder would compute them.
    await t.database.db.insert(participants).values(old);
    await t.database.db
      .insert(participants)
      .values({ id: 'nameless', eventId: s.event.id, typeId: 'visitor', name: '', surname: '' });
    expect(await s.ids(viewer, { query: 'ozturk' })).toEqual([]);

    expect(await migrateDatabase(t.database)).toBe(2);
    const [row] = await t.database.db.select().from(participants).where(eq(participants.id, 'old-row'));
    expect(row).toMatchObject(directoryColumns(old));
    expect(await s.ids(viewer, { query: 'ozturk' })).toEqual(['old-row']);
    // A name that folds to '' keeps an empty key; the next run does not loop on it.
    expect(await migrateDatabase(t.database)).toBe(1);
  });
});
