import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene } from './scene';

/**
 * lanyard_book_accepted writes the meeting, the notification and the queued jobs from JSON. Its
 * INSERTs name their columns (tests/unit/server/db/bookAcceptedColumns.test.ts holds them to the
 * drizzle tables), so a column added later with a default gets its default: an accept does not
 * break at run time because a table grew. `INSERT … SELECT *` from the JSON would write NULL there.
 */
describe.each(engines)('accepting a request after columns were added on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    for (const table of ['meetings', 'notifications', 'queued_jobs']) {
      await t.database.db.execute(
        sql.raw(`ALTER TABLE ${table} ADD COLUMN added_later text NOT NULL DEFAULT 'default'`),
      );
    }
  });
  afterAll(() => t.close());

  it('books the meeting, its notification and jobs with the new columns at their default', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({}, 'Ada');
    const bob = await m.member({}, 'Bob');
    const invitationId = await m.invite(ada, bob);
    // A confirm to one person writes its chat card as a queued job too (server/services/meetings/accept.ts).
    const res = await m.act(bob, 'confirm', { invitationId, slotId: m.slot(0) });
    expect(res.status).toBe(200);
    const meetingId = res.body.data.meeting!.id;
    const { rows } = (await t.database.db.execute(sql`
      SELECT (SELECT added_later FROM meetings WHERE id = ${meetingId}) AS meeting,
             (SELECT array_agg(added_later) FROM notifications WHERE session_id = ${meetingId}) AS notifications
    `)) as unknown as { rows: { meeting: string; notifications: string[] }[] };
    expect(rows[0]).toEqual({ meeting: 'default', notifications: ['default'] });
  });
});
