import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, EVENT_FINISHED_AFTER_MS } from '@shared/constants';
import { fullName } from '@shared/rules/personName';
import { scanLog } from '../../../server/db/schema';
import { anAccount, signedUpUser } from '../../support/accounts';
import { insertParticipant } from '../../support/builders';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

/**
 * Two rules are written twice, once in TypeScript and once in lanyard_check_in
 * (server/db/functions/lanyard_check_in.sql): who is check-in staff (the access module's
 * 'event.checkInStaff') and a person's full name (shared/rules/personName.ts, the scan log's
 * operator). Until the function takes them from the service, these tests feed both the same people
 * and hold the answers equal: a scan (the SQL's rule) and the area list (the TypeScript's).
 */
describe.each(engines)('rules lanyard_check_in shares with TypeScript, on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  /** A signed-in participant of the scene's event with these fields. */
  async function staff(
    s: CheckInScene,
    name: string,
    surname: string,
    fields: Parameters<typeof insertParticipant>[2],
  ) {
    const user = await signedUpUser(
      t.app,
      anAccount({ name: name.trim() || 'Ada', surname: surname.trim() || 'X' }),
    );
    const participant = await insertParticipant(t.database.db, s.event.id, {
      userId: user.userId,
      name,
      surname,
      ...fields,
    });
    return { ...user, participant };
  }

  /** How a call ended: allowed, or the refusal's status and code. */
  const outcome = (res: { statusCode: number; json(): { errorCode?: string } }) =>
    res.statusCode === 200 ? 'allowed' : `${res.statusCode} ${res.json().errorCode}`;

  async function bothRules(s: CheckInScene, who: { auth: Record<string, string> }) {
    const area = await s.area();
    const ticket = await s.ticket();
    const scan = await s.checkIn(who, { entityId: area.id, checkIn: true, ticketId: ticket.ticketId! });
    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/event/areas?eventId=${s.event.id}`,
      headers: who.auth,
    });
    return { sql: outcome(scan), typescript: outcome(list) };
  }

  it.each([
    ['running', DAY_MS],
    ['ended, within the check-in admins’ grace', -EVENT_FINISHED_AFTER_MS / 2],
    ['finished', -EVENT_FINISHED_AFTER_MS - DAY_MS],
  ])('lets the same people act as check-in staff, the event %s', async (_, endsIn) => {
    const s = await checkInScene(t, clock.now, { endsAt: clock.now() + endsIn });
    const people = {
      organizer: s.organizer,
      checkInAdmin: s.admin,
      attendee: s.attendee,
      stranger: s.stranger,
    };
    for (const [who, person] of Object.entries(people)) {
      const { sql, typescript } = await bothRules(s, person);
      expect(sql, who).toBe(typescript);
    }
    // The refusals themselves are the checkIn and areas tests'; here only that both agree.
    expect((await bothRules(s, s.organizer)).sql).toBe('allowed');
  });

  it('writes the operator’s full name as fullName makes it', async () => {
    const s = await checkInScene(t, clock.now);
    const names: [string, string][] = [
      ['Ada', 'Lovelace'],
      ['Ada Maria', 'de la Cruz'],
      ['Ada', ''],
      ['', 'Lovelace'],
    ];
    for (const [name, surname] of names) {
      const operator = await staff(s, name, surname, { organizer: true });
      const area = await s.area();
      const ticket = await s.ticket();
      expect(
        (await s.checkIn(operator, { entityId: area.id, checkIn: true, ticketId: ticket.ticketId! }))
          .statusCode,
      ).toBe(200);
      const [logged] = await t.database.db
        .select({ operatorName: scanLog.operatorName })
        .from(scanLog)
        .where(and(eq(scanLog.eventId, s.event.id), eq(scanLog.areaId, area.id)));
      expect(logged!.operatorName).toBe(fullName({ name, surname }));
    }
  });
});
