import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

/**
 * DECISIONS 16 under load: requests fired together through the whole HTTP stack. On PostgreSQL
 * the pool runs them on up to ten connections at once (READ COMMITTED); on PGlite the one
 * connection serializes the transactions. The same outcome must hold on both.
 */
describe.each(engines)('check-in under concurrency on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: CheckInScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await checkInScene(t, clock.now);
  });
  afterAll(() => t.close());

  const codes = (responses: { statusCode: number; json(): { errorCode?: string } }[]) =>
    responses.map((r) => (r.statusCode === 200 ? 'ok' : r.json().errorCode)).sort();

  it('50 simultaneous check-ins of one ticket: exactly one checkedIn, 49 MST-00113, occupancy +1', async () => {
    const room = await s.area({ capacity: 100 });
    const ticket = await s.ticket();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: room.id }),
      ),
    );
    expect(codes(responses)).toEqual(['ok', ...Array<string>(49).fill('MST-00113')].sort());
    expect(await s.capacityUsed(room.id)).toBe(1);
    expect(await s.inside(room.id)).toBe(1);
  });

  it('an area with capacity 10 admits exactly 10 of 30 simultaneous tickets, the rest MST-00114', async () => {
    const capacity = 10;
    const room = await s.area({ capacity });
    const tickets = await Promise.all(Array.from({ length: capacity + 20 }, () => s.ticket()));
    const responses = await Promise.all(
      tickets.map((ticket) =>
        s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: room.id }),
      ),
    );
    expect(codes(responses)).toEqual(
      [...Array<string>(capacity).fill('ok'), ...Array<string>(20).fill('MST-00114')].sort(),
    );
    expect(await s.capacityUsed(room.id)).toBe(capacity);
    expect(await s.inside(room.id)).toBe(capacity);
  });

  it('simultaneous check-ins and check-outs keep occupancy equal to the people inside', async () => {
    const room = await s.area({ capacity: 5 });
    const tickets = await Promise.all(Array.from({ length: 8 }, () => s.ticket()));
    // Each ticket goes in, out and in again, all at once; every request sees some valid order.
    const responses = await Promise.all(
      tickets.flatMap((ticket) =>
        [true, false, true].map((checkIn) =>
          s.checkIn(s.admin, { checkIn, ticketId: ticket.ticketId!, entityId: room.id }),
        ),
      ),
    );
    expect(responses.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const used = await s.capacityUsed(room.id);
    expect(used).toBe(await s.inside(room.id));
    expect(used).toBeLessThanOrEqual(5);
  });

  it('concurrent duplicates with one idempotency key: one effect, one log entry, the same answer for all', async () => {
    const room = await s.area({ capacity: 3 });
    const ticket = await s.ticket();
    const logged = await s.logCount();
    const body = {
      checkIn: true,
      ticketId: ticket.ticketId!,
      entityId: room.id,
      idempotencyKey: 'kiosk-7-retry-1',
    };
    const responses = await Promise.all(Array.from({ length: 10 }, () => s.checkIn(s.admin, body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
    const first = responses[0]!.json();
    for (const r of responses) expect(r.json()).toEqual(first);
    expect(first.data).toMatchObject({ status: 'checkedIn', area: { capacityUsed: 1 } });
    expect(await s.capacityUsed(room.id)).toBe(1);
    expect(await s.logCount()).toBe(logged + 1);
  });
});
