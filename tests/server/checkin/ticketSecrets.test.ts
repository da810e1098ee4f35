import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTicketUrl } from '@shared/rules/ticketUrl';
import { checkInResult } from '@shared/schemas/checkin';
import { badges, events } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

/** What a ticket URL of DECISIONS 15 holds after /tickets/: 20 Crockford base32 characters. */
const SECRET = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/**
 * DECISIONS 15 at the door: a ticket's QR carries its unguessable secret; its sequential number
 * (T-000123) is for people to read and for check-in staff to type, never proof of holding it.
 */
describe.each(engines)('ticket secrets at the door on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: CheckInScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await checkInScene(t, clock.now);
    const badgeId = 'door-badge';
    await t.database.db.insert(badges).values({
      id: badgeId,
      eventId: s.event.id,
      name: 'Badge',
      widthMm: 90,
      heightMm: 120,
      template: { objects: [{ type: 'image', lanyardRole: 'ticketQr' }] },
    });
    await t.database.db.update(events).set({ defaultBadge: badgeId }).where(eq(events.id, s.event.id));
  });
  afterAll(() => t.close());

  const digest = (who: { auth: Record<string, string> }, body: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/digest/template',
      headers: who.auth,
      payload: { eventId: s.event.id, ...body },
    });

  it('a forged ticket URL carrying the number (…/tickets/T-000001) is refused at the door and checks nobody in', async () => {
    const ticket = await s.ticket({ ticketNumber: 'T-000001' });
    const forged = parseTicketUrl(`${t.config.publicUrl}/tickets/T-000001`);
    expect(forged).toBe('T-000001');
    const logged = await s.logCount();
    // The kiosk (and any scanned URL) sends what the URL holds as ticketId: only secrets match it.
    const res = await s.checkIn(s.admin, { checkIn: true, ticketId: forged! });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00404', field: 'ticketId' });
    expect(await s.logCount()).toBe(logged + 1);
    // The holder is still outside: their real ticket checks them in.
    const real = await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId! });
    expect(real.json().data).toMatchObject({ status: 'checkedIn', person: { participantId: ticket.id } });
  });

  it('check-in staff may type the number: the answer names the ticket by number and secret', async () => {
    const ticket = await s.ticket({ ticketNumber: 'T-000002', name: 'Typed', surname: 'In' });
    const res = await s.checkIn(s.admin, { checkIn: true, ticketNumber: 'T-000002' });
    expect(res.statusCode).toBe(200);
    const data = checkInResult.parse(res.json().data);
    expect(data.person).toMatchObject({
      participantId: ticket.id,
      ticketNumber: 'T-000002',
      ticketId: ticket.ticketId,
    });
    expect(data.person.ticketId).toMatch(SECRET);
  });

  it('an unknown number is "Ticket not found" naming ticketNumber; a number and a secret of two people match nobody', async () => {
    const unknown = await s.checkIn(s.admin, { checkIn: true, ticketNumber: 'T-999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ errorCode: 'MST-00404', field: 'ticketNumber' });
    const a = await s.ticket({ ticketNumber: 'T-000003' });
    await s.ticket({ ticketNumber: 'T-000004' });
    const mixed = await s.checkIn(s.admin, {
      checkIn: true,
      ticketId: a.ticketId!,
      ticketNumber: 'T-000004',
    });
    expect(mixed.statusCode).toBe(404);
  });

  it('an attendee cannot look a ticket up by its number (nor check anyone in)', async () => {
    await s.ticket({ ticketNumber: 'T-000005' });
    const res = await s.checkIn(s.attendee, { checkIn: true, ticketNumber: 'T-000005' });
    expect(res.statusCode).toBe(403);
    const badge = await digest(s.attendee, { ticketNumber: 'T-000005' });
    expect(badge.statusCode).toBe(403);
  });

  it("the badge's QR is the ticket URL with the secret; the text placeholder TicketId is the number", async () => {
    const ticket = await s.ticket({ ticketNumber: 'T-000006' });
    const bySecret = await digest(s.admin, { ticketId: ticket.ticketId! });
    expect(bySecret.statusCode).toBe(200);
    const { ticketUrl, values } = bySecret.json().data;
    expect(ticketUrl).toBe(`${t.config.publicUrl}/tickets/${ticket.ticketId}`);
    expect(parseTicketUrl(ticketUrl)).toMatch(SECRET);
    expect(values.TicketId).toBe('T-000006');
    // Staff preview a badge by the number they read: the same badge, the same secret in its QR.
    const byNumber = await digest(s.admin, { ticketNumber: 'T-000006' });
    expect(byNumber.json().data.ticketUrl).toBe(ticketUrl);
    // The number is not a secret: as a ticketId it names no ticket.
    expect((await digest(s.admin, { ticketId: 'T-000006' })).statusCode).toBe(404);
  });
});
