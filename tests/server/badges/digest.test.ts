import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestTemplate, participantBadge } from '@shared/schemas/badge';
import { signedUpUser } from '../../support/accounts';
import { insertParticipant } from '../../support/builders';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { badgeEvent, type BadgeEvent } from './badgeEvent';

describe.each(engines)('badge digest and printed flag on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine });
  });
  afterAll(() => t.close());

  const badgeState = (e: BadgeEvent, ticketId = e.ticketId) =>
    e.call('GET', '/v1/event/participant/badge', e.staff.auth, { ticketId });
  const markPrinted = (e: BadgeEvent, headers: Record<string, string>, fields: Record<string, unknown>) =>
    e.call('POST', '/v1/event/participant/badge/printed', headers, {
      ticketId: e.ticketId,
      printer: 'ipp://127.0.0.1:631/ipp/print',
      ...fields,
    });

  describe('POST /v1/digest/template', () => {
    it('answers the default template with the ticket holder’s 12 values and the ticket URL', async () => {
      const e = await badgeEvent(t);
      const template = (await e.saveTemplate(e.organizer.auth)).json().data;
      const res = await e.digest(e.staff.auth, e.ticketId);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(digestTemplate.safeParse(data).success).toBe(true);
      expect(data.template).toMatchObject({ id: template.id, version: 1, isDefault: true });
      expect(data.values).toEqual({
        FirstName: 'Zeynep',
        LastName: 'Kaya',
        FullName: 'Zeynep Kaya',
        Email: 'zeynep@example.com',
        WebSite: 'https://kaya.dev',
        Phone: '+90 555 000 11 22',
        Company: 'Kaya Labs',
        JobTitle: 'CTO',
        ParticipantType: 'Attendee',
        TicketType: 'Full pass',
        // The number people read; the secret is only in the QR's URL.
        TicketId: e.holder.ticketNumber,
        City: 'İstanbul',
      });
      // DECISIONS 15, from PUBLIC_URL (http://lanyard.test in the test app).
      expect(data.ticketUrl).toBe(`http://lanyard.test/tickets/${encodeURIComponent(e.ticketId)}`);
      expect(data.printed).toBe(false);
    });

    it('gives empty strings for fields the person does not have, and encodes the ticket id in the URL', async () => {
      const e = await badgeEvent(t);
      await e.saveTemplate(e.organizer.auth);
      await insertParticipant(t.database.db, e.event.id, {
        name: 'Ali',
        surname: '',
        typeId: 'unknownType',
        ticketId: 'T 1/2',
        ticketNumber: 'N 1/2',
      });
      const data = (await e.digest(e.staff.auth, 'T 1/2')).json().data;
      expect(data.values).toMatchObject({
        FirstName: 'Ali',
        LastName: '',
        FullName: 'Ali',
        Email: '',
        Company: '',
        ParticipantType: '',
        TicketType: '',
        City: '',
        TicketId: 'N 1/2',
      });
      expect(data.ticketUrl).toBe('http://lanyard.test/tickets/T%201%2F2');
    });

    it('answers 404 MST-00061 when the event has no template, 404 MST-00404 for an unknown ticket', async () => {
      const e = await badgeEvent(t);
      const none = await e.digest(e.staff.auth, e.ticketId);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toMatchObject({
        errorCode: 'MST-00061',
        errorMessage: 'No badge template exists for this event',
      });
      expect((await badgeState(e)).json().errorCode).toBe('MST-00061');

      await e.saveTemplate(e.organizer.auth);
      const unknown = await e.digest(e.staff.auth, 'T-NOPE');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().errorCode).toBe('MST-00404');
    });

    it('is for check-in staff: an attendee gets 403, a stranger 404', async () => {
      const e = await badgeEvent(t);
      await e.saveTemplate(e.organizer.auth);
      const stranger = await signedUpUser(t.app);
      expect((await e.digest(e.organizer.auth, e.ticketId)).statusCode).toBe(200);
      expect((await e.digest(e.attendee.auth, e.ticketId)).statusCode).toBe(403);
      expect((await e.digest(stranger.auth, e.ticketId)).statusCode).toBe(404);
      expect(
        (await e.call('GET', '/v1/event/participant/badge', e.attendee.auth, { ticketId: e.ticketId }))
          .statusCode,
      ).toBe(403);
      expect((await markPrinted(e, stranger.auth, { templateId: 'x', version: 1 })).statusCode).toBe(404);
    });
  });

  describe('printed flag per ticket and template version', () => {
    it('records a direct print, refuses a second one with 409 MST-00409, and a new version is not printed', async () => {
      const e = await badgeEvent(t);
      const template = (await e.saveTemplate(e.organizer.auth)).json().data;
      expect((await badgeState(e)).json().data).toMatchObject({ printed: false, printCount: 0, version: 1 });

      const first = await markPrinted(e, e.staff.auth, { templateId: template.id, version: 1 });
      expect(first.statusCode).toBe(200);
      expect(participantBadge.safeParse(first.json().data).success).toBe(true);
      expect(first.json().data).toMatchObject({
        ticketId: e.ticketId,
        participantId: e.holder.id,
        templateId: template.id,
        version: 1,
        printed: true,
        printCount: 1,
      });
      expect((await e.digest(e.staff.auth, e.ticketId)).json().data.printed).toBe(true);

      const second = await markPrinted(e, e.staff.auth, { templateId: template.id, version: 1 });
      expect(second.statusCode).toBe(409);
      expect(second.json().errorCode).toBe('MST-00409');

      // The organizer edits the badge: version 2 has not been printed for anyone.
      await e.saveTemplate(e.organizer.auth, { id: template.id, name: 'Front, new logo' });
      expect((await badgeState(e)).json().data).toMatchObject({ version: 2, printed: false, printCount: 0 });
      const digest = (await e.digest(e.staff.auth, e.ticketId)).json().data;
      expect(digest).toMatchObject({ printed: false, template: { version: 2 } });
      expect((await markPrinted(e, e.staff.auth, { templateId: template.id, version: 2 })).statusCode).toBe(
        200,
      );
    });

    it('lets only an organizer force a reprint, counting the prints', async () => {
      const e = await badgeEvent(t);
      const template = (await e.saveTemplate(e.organizer.auth)).json().data;
      await markPrinted(e, e.staff.auth, { templateId: template.id, version: 1 });

      const byStaff = await markPrinted(e, e.staff.auth, {
        templateId: template.id,
        version: 1,
        forced: true,
      });
      expect(byStaff.statusCode).toBe(403);
      const byOrganizer = await markPrinted(e, e.organizer.auth, {
        templateId: template.id,
        version: 1,
        forced: true,
      });
      expect(byOrganizer.statusCode).toBe(200);
      expect(byOrganizer.json().data).toMatchObject({ printed: true, printCount: 2 });
    });

    it('refuses a version the template never had and an unknown template', async () => {
      const e = await badgeEvent(t);
      const template = (await e.saveTemplate(e.organizer.auth)).json().data;
      const future = await markPrinted(e, e.staff.auth, { templateId: template.id, version: 2 });
      expect(future.json()).toMatchObject({ errorCode: 'MST-00400', field: 'version' });
      expect((await markPrinted(e, e.staff.auth, { templateId: 'nope', version: 1 })).statusCode).toBe(404);
    });

    it('of concurrent first prints, exactly one is recorded and the others get MST-00409', async () => {
      const e = await badgeEvent(t);
      const template = (await e.saveTemplate(e.organizer.auth)).json().data;
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          markPrinted(e, e.staff.auth, { templateId: template.id, version: 1 }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect((await badgeState(e)).json().data.printCount).toBe(1);
    });
  });
});
