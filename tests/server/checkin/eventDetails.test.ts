import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { eventDetails } from '@shared/schemas/event';
import { events, printers } from '../../../server/db/schema';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

describe.each(engines)('GET /v1/event/details on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: CheckInScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await checkInScene(t, clock.now);
    await t.database.db.insert(printers).values({
      id: 'printer-1',
      eventId: s.event.id,
      label: 'Entrance printer',
      ip: '10.0.0.5:631/ipp/print',
      printType: 'ipp',
    });
    await t.database.db.update(events).set({ defaultBadge: 'badge-1' }).where(eq(events.id, s.event.id));
  });
  afterAll(() => t.close());

  const details = (who: { auth: Record<string, string> }, id = s.event.id) =>
    t.app.inject({ method: 'GET', url: '/v1/event/details', headers: who.auth, query: { id } });

  it('answers a check-in admin with the event, their record, types, ticket types, printers and default badge', async () => {
    const res = await details(s.admin);
    expect(res.statusCode).toBe(200);
    const data = eventDetails.parse(res.json().data);
    expect(data).toMatchObject({
      id: s.event.id,
      name: s.event.name,
      isFinished: false,
      participantId: s.admin.participant.id,
      me: {
        participantId: s.admin.participant.id,
        typeId: 'attendee',
        organizer: false,
        checkInAdmin: true,
        boothId: null,
        rights: [],
      },
      participantTypes: [
        { id: 'attendee', texts: { en: 'Attendee', tr: 'Katılımcı' } },
        { id: 'vip', texts: { en: 'VIP guest', tr: 'VIP Misafir' } },
      ],
      ticketTypes: [
        { typeId: 'tt-standard', name: 'Standard' },
        { typeId: 'tt-vip', name: 'VIP pass' },
      ],
      printers: [
        { id: 'printer-1', label: 'Entrance printer', ip: '10.0.0.5:631/ipp/print', printType: 'ipp' },
      ],
      defaultBadge: 'badge-1',
    });
  });

  it('shows an organizer their rights and hides printer addresses from a plain attendee', async () => {
    expect((await details(s.organizer)).json().data).toMatchObject({
      me: { organizer: true },
      printers: [expect.anything()],
    });
    const attendee = (await details(s.attendee)).json().data;
    expect(attendee).toMatchObject({ me: { organizer: false, checkInAdmin: false }, printers: [] });
  });

  it('answers 404 to someone outside the event and for an unknown event', async () => {
    expect((await details(s.stranger)).statusCode).toBe(404);
    expect((await details(s.admin, '0'.repeat(32))).statusCode).toBe(404);
    expect((await details(s.admin, 'not-an-id')).statusCode).toBe(400);
  });
});
