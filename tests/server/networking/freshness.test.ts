import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDirectoryColumns } from '@shared/rules/directoryColumns';
import type { ParticipantSearchResult } from '@shared/schemas/participants';
import type { Db } from '../../../server/db/client';
import { booths, participants } from '../../../server/db/schema';
import { apiCall } from '../../support/apiCall';
import { createTestApp, describeOnTwoNodes, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

/** Renames a participant the way every writer does: the directory columns with the profile. */
async function rename(db: Db, id: string, name: string) {
  const { nameKey, searchDocument } = withDirectoryColumns({ name, surname: 'Person' });
  await db
    .update(participants)
    .set({ name, surname: 'Person', nameKey, searchDocument })
    .where(eq(participants.id, id));
}

/**
 * The in-memory directory (server/services/directorySearchIndex.ts) is as fresh as the database: each
 * kind of write that changes what search2 filters, ranks or orders by is seen by the very next
 * search, and on a second node that had already loaded the event.
 */
describe.each(engines)('directory freshness on %s', (engine) => {
  let t: TestApp;
  let s: NetworkingScene;
  let viewer: Member;

  beforeAll(async () => {
    t = await createTestApp({ engine });
    s = await createNetworkingScene(t);
    viewer = await s.member({ name: 'Viewer' });
  });
  afterAll(() => t.close());

  const names = async (body: Parameters<NetworkingScene['search']>[1] = {}) => {
    const res = await s.search(viewer, { orderBy: 'name', ...body });
    expect(res.status).toBe(200);
    return res.body.data.results.map((r) => `${r.name} ${r.surname}`);
  };

  it('sees people added, renamed, deleted and given a booth on the next search', async () => {
    const ada = await s.person({ name: 'Ada', surname: 'Person' });
    expect(await names()).toEqual(['Ada Person']);

    const bea = await s.person({ name: 'Bea', surname: 'Person', company: 'Quantum Looms' });
    expect(await names()).toEqual(['Ada Person', 'Bea Person']);
    expect(await names({ query: 'quantum' })).toEqual(['Bea Person']);

    await rename(t.database.db, ada.id, 'Zeynep');
    expect(await names()).toEqual(['Bea Person', 'Zeynep Person']);
    expect(await names({ query: 'zeynep' })).toEqual(['Zeynep Person']);
    expect(await names({ query: 'ada' })).toEqual([]);

    // Both are visitors (no priority) and active: the booth's boost alone puts Zeynep first.
    expect((await s.search(viewer)).body.data.results.map((r) => r.name)).toEqual(['Bea', 'Zeynep']);
    await s.boothOwnedBy(ada.id);
    expect((await s.search(viewer)).body.data.results.map((r) => r.name)).toEqual(['Zeynep', 'Bea']);
    await t.database.db.update(booths).set({ ownerParticipantId: null });
    expect((await s.search(viewer)).body.data.results.map((r) => r.name)).toEqual(['Bea', 'Zeynep']);

    await t.database.db.update(participants).set({ state: 'deleted' }).where(eq(participants.id, bea.id));
    expect(await names()).toEqual(['Zeynep Person']);
    await t.database.db.delete(participants).where(eq(participants.id, ada.id));
    expect(await names()).toEqual([]);
  });

  it('GET /v1/health tells what the node holds of the directory', async () => {
    await names();
    const res = await t.app.inject({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    const held = res.json<{ data: { directoryIndex: Record<string, number> } }>().data.directoryIndex;
    expect(held).toEqual(t.services.health.directoryIndex());
    expect(held).toMatchObject({ events: 1, budgetBytes: 256 * 1024 * 1024, evictions: 0 });
    expect(held.bytes).toBeGreaterThan(0);
    expect(held.loads).toBe(1);
    expect(held.refreshes).toBeGreaterThan(1);
  });
});

describeOnTwoNodes('directory freshness across two nodes', (nodes) => {
  it('a node that already holds the event sees a write made through the other node', async () => {
    const s = await createNetworkingScene(nodes.a);
    const viewer = await s.member({ name: 'Viewer' });
    const searchOnB = async () => {
      const res = await apiCall<ParticipantSearchResult>(
        nodes.b.app,
        viewer,
        'POST',
        '/v1/event/participant/search2',
        {
          eventId: s.event.id,
          orderBy: 'name',
        },
      );
      expect(res.status).toBe(200);
      return res.body.data.results.map((r) => r.name);
    };
    const ada = await s.person({ name: 'Ada' });
    expect(await searchOnB()).toEqual(['Ada']);
    await rename(nodes.a.database.db, ada.id, 'Ayla');
    await s.person({ name: 'Bea' });
    expect(await searchOnB()).toEqual(['Ayla', 'Bea']);
  });
});
