import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@shared/constants';
import { participantTypes, printers, ticketTypes } from '../../../server/db/schema';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import type { TestApp } from '../../support/testApp';

type Headers = Record<string, string>;

/** A template with every placeholder (and a ticket QR), as the editor saves it. */
export const fullTemplate = () => ({
  version: '5.3.0',
  objects: [
    { type: 'textbox', text: '{FirstName} {LastName}' },
    { type: 'textbox', text: '{Company} · {JobTitle}' },
    {
      type: 'group',
      objects: [
        { type: 'i-text', text: '{ParticipantType} / {TicketType}' },
        { type: 'text', text: '{Email} {WebSite} {Phone} {City} {TicketId} {FullName}' },
      ],
    },
    { type: 'image', lanyardRole: 'ticketQr', left: 10, top: 10 },
  ],
});

/**
 * An event running at `at` with an attendee type and a ticket type, two printers (IPP and one set
 * to 'none'), an organizer, a check-in admin, a plain attendee and a ticket holder with every badge
 * field filled. Requests go through the HTTP routes.
 */
export async function badgeEvent(t: TestApp, at: number = Date.now()) {
  const db = t.database.db;
  const event = await insertEvent(db, { startsAt: at - DAY_MS, endsAt: at + DAY_MS });
  await db.insert(participantTypes).values({
    eventId: event.id,
    id: 'attendee',
    index: 0,
    texts: { tr: 'Katılımcı', en: 'Attendee' },
  });
  await db.insert(ticketTypes).values({ eventId: event.id, id: 'full', name: 'Full pass' });
  const [printer, disabledPrinter] = await db
    .insert(printers)
    .values([
      { id: randomUUID(), eventId: event.id, label: 'Door', ip: '127.0.0.1:631/ipp/print', printType: 'ipp' },
      { id: randomUUID(), eventId: event.id, label: 'Broken', ip: '127.0.0.1:9100', printType: 'none' },
    ])
    .returning();
  const [organizer, staff, attendee] = [
    await signedUpUser(t.app),
    await signedUpUser(t.app),
    await signedUpUser(t.app),
  ];
  await insertParticipant(db, event.id, { userId: organizer.userId, organizer: true });
  await insertParticipant(db, event.id, { userId: staff.userId, checkInAdmin: true });
  await insertParticipant(db, event.id, { userId: attendee.userId });
  const holder = await insertParticipant(db, event.id, {
    name: 'Zeynep',
    surname: 'Kaya',
    email: 'zeynep@example.com',
    website: 'https://kaya.dev',
    phone: '+90 555 000 11 22',
    company: 'Kaya Labs',
    jobTitle: 'CTO',
    city: 'İstanbul',
    ticketTypeId: 'full',
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, data: object) =>
    t.app.inject({
      method,
      url,
      headers,
      ...(method === 'POST'
        ? { payload: { eventId: event.id, ...data } }
        : { query: { eventId: event.id, ...data } }),
    });

  return {
    event,
    printer: printer!,
    disabledPrinter: disabledPrinter!,
    organizer,
    staff,
    attendee,
    holder,
    ticketId: holder.ticketId!,
    /** Any route of this event; eventId is filled in. */
    call,
    saveTemplate: (headers: Headers, fields: Record<string, unknown> = {}) =>
      call('POST', '/v1/event/badge', headers, {
        name: 'Front',
        widthMm: 90,
        heightMm: 120,
        template: fullTemplate(),
        ...fields,
      }),
    digest: (headers: Headers, ticketId: string) =>
      call('POST', '/v1/digest/template', headers, { ticketId }),
    createJob: (headers: Headers, fields: Record<string, unknown> = {}) =>
      call('POST', '/v1/event/print/job', headers, {
        ticketId: holder.ticketId,
        printerId: printer!.id,
        ...fields,
      }),
    claim: (headers: Headers, jobId: string, stationId: string) =>
      call('POST', '/v1/event/print/job/claim', headers, { jobId, stationId }),
    result: (
      headers: Headers,
      jobId: string,
      stationId: string,
      state: 'printed' | 'failed',
      error?: string,
    ) =>
      call('POST', '/v1/event/print/job/result', headers, {
        jobId,
        stationId,
        state,
        ...(error ? { error } : {}),
      }),
  };
}

export type BadgeEvent = Awaited<ReturnType<typeof badgeEvent>>;
