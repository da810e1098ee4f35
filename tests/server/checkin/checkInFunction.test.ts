import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { VENUE_ENTRANCE_ID, VENUE_ENTRANCE_NAME } from '@shared/schemas/checkin';
import type { Db } from '../../../server/db/client';
import { createCheckInRepository, type CheckInCall } from '../../../server/db/repositories/checkIn';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

/**
 * lanyard_check_in, the one business rule kept in SQL (docs/checkin.md "Why the check-in is a SQL
 * function"): SQL cannot import the TypeScript constants, so these tests hold the two together, and
 * the repository parses the function's answer instead of trusting it.
 */
describe.each(engines)('the lanyard_check_in function on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: CheckInScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await checkInScene(t, clock.now);
  });
  afterAll(() => t.close());

  it('names the venue entrance by the id and name of shared/schemas/checkin.ts', async () => {
    const { rows } = (await t.database.db.execute(
      sql`select prosrc from pg_proc where proname = 'lanyard_check_in'`,
    )) as unknown as { rows: { prosrc: string }[] };
    expect(rows).toHaveLength(1);
    const source = rows[0]!.prosrc;
    const literals = (pattern: RegExp) => [...source.matchAll(pattern)].map((m) => m.slice(1));
    expect(literals(/p_area_id = '([^']*)'/g)).toEqual([[VENUE_ENTRANCE_ID]]);
    expect(
      literals(/INSERT INTO areas \(event_id, id, name\) VALUES \(p_event_id, '([^']*)', '([^']*)'\)/g),
    ).toEqual([[VENUE_ENTRANCE_ID, VENUE_ENTRANCE_NAME]]);
  });

  it('creates the venue entrance on first use under that id and name', async () => {
    const ticket = await s.ticket();
    const record = await createCheckInRepository(t.database.db).checkIn(
      call({
        eventId: s.event.id,
        areaId: VENUE_ENTRANCE_ID,
        ticketId: ticket.ticketId,
        userId: s.admin.userId,
      }),
    );
    expect(record).toMatchObject({
      outcome: 'checkedIn',
      area: { id: VENUE_ENTRANCE_ID, name: VENUE_ENTRANCE_NAME, capacityUsed: 1 },
      person: { participantId: ticket.id },
    });
  });

  it('refuses an answer of another shape instead of passing it on', async () => {
    const answering = (result: unknown) =>
      createCheckInRepository({ execute: async () => ({ rows: [{ result }] }) } as unknown as Db).checkIn(
        call({}),
      );
    await expect(answering({ refused: 'tooEarly' })).rejects.toBeInstanceOf(ZodError);
    await expect(answering({ outcome: 'checkedIn', person: null, area: { id: 'x' } })).rejects.toBeInstanceOf(
      ZodError,
    );
    await expect(answering({ refused: 'notStaff' })).resolves.toEqual({ refused: 'notStaff' });
  });

  function call(fields: Partial<CheckInCall>): CheckInCall {
    return {
      eventId: 'e',
      areaId: VENUE_ENTRANCE_ID,
      checkIn: true,
      ticketId: null,
      ticketNumber: null,
      participantId: null,
      userId: 'u',
      stationId: null,
      printer: null,
      at: clock.now(),
      finishedBefore: 0,
      idempotencyKey: null,
      ...fields,
    };
  }
});
