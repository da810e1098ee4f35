import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '@shared/constants';
import { checkInErrorDetails, checkInResult, scanLogEntry } from '@shared/schemas/checkin';
import { badgePrints, badges, events } from '../../../server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

describe.each(engines)('POST /v1/event/participant/checkIn on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: CheckInScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await checkInScene(t, clock.now);
  });
  afterAll(() => t.close());

  describe('rules', () => {
    it('checks a ticket in at the venue entrance with the person, the fresh area and the printed flag', async () => {
      const ticket = await s.ticket({
        name: 'Zeynep',
        surname: 'Kaya',
        company: 'Kaya AŞ',
        typeId: 'vip',
        ticketTypeId: 'tt-vip',
      });
      const res = await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId! });
      expect(res.statusCode).toBe(200);
      const data = checkInResult.parse(res.json().data);
      expect(data).toEqual({
        status: 'checkedIn',
        person: {
          participantId: ticket.id,
          name: 'Zeynep',
          surname: 'Kaya',
          fullName: 'Zeynep Kaya',
          company: 'Kaya AŞ',
          jobTitle: 'Engineer',
          typeId: 'vip',
          participantType: 'VIP guest',
          ticketId: ticket.ticketId,
          ticketNumber: ticket.ticketNumber,
          ticketType: 'VIP pass',
        },
        area: expect.objectContaining({
          id: 'allEvent',
          name: 'Venue entrance',
          capacityUsed: expect.any(Number),
        }),
        badgePrinted: false,
      });
      expect(await s.capacityUsed('allEvent')).toBe(data.area.capacityUsed);
    });

    it('finds the person by participant id as well', async () => {
      const area = await s.area();
      const ticket = await s.ticket();
      const res = await s.checkIn(s.admin, { checkIn: true, participantId: ticket.id, entityId: area.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'checkedIn', person: { participantId: ticket.id } });
    });

    it('refuses a second check-in with MST-00113 naming the person, and changes nothing', async () => {
      const area = await s.area({ capacity: 10 });
      const ticket = await s.ticket({ name: 'Deniz', surname: 'Ak' });
      await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: area.id });
      const res = await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: area.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'MST-00113',
        errorMessage: 'Deniz Ak is already checked in',
        details: {
          person: { fullName: 'Deniz Ak', ticketId: ticket.ticketId },
          area: { id: area.id, capacityUsed: 1 },
        },
      });
      expect(checkInErrorDetails.safeParse(res.json().details).success).toBe(true);
      expect(await s.capacityUsed(area.id)).toBe(1);
    });

    it('refuses a type the area does not admit with MST-00116 naming the person', async () => {
      const lounge = await s.area({ name: 'VIP lounge', allowedPart: ['vip'] });
      const ticket = await s.ticket({ name: 'Ali', surname: 'Veli', typeId: 'attendee' });
      const res = await s.checkIn(s.admin, {
        checkIn: true,
        ticketId: ticket.ticketId!,
        entityId: lounge.id,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'MST-00116',
        details: { person: { fullName: 'Ali Veli', participantType: 'Attendee' } },
      });
      expect(await s.capacityUsed(lounge.id)).toBe(0);
      const vip = await s.ticket({ typeId: 'vip' });
      expect(
        (await s.checkIn(s.admin, { checkIn: true, ticketId: vip.ticketId!, entityId: lounge.id }))
          .statusCode,
      ).toBe(200);
    });

    it('refuses a full area with MST-00114, naming the person and the area', async () => {
      const room = await s.area({ name: 'Workshop', capacity: 1 });
      const first = await s.ticket();
      const second = await s.ticket({ name: 'Emre', surname: 'Late' });
      expect(
        (await s.checkIn(s.admin, { checkIn: true, ticketId: first.ticketId!, entityId: room.id }))
          .statusCode,
      ).toBe(200);
      const res = await s.checkIn(s.admin, { checkIn: true, ticketId: second.ticketId!, entityId: room.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        errorCode: 'MST-00114',
        details: {
          person: { fullName: 'Emre Late' },
          area: { id: room.id, name: 'Workshop', capacity: 1, capacityUsed: 1 },
        },
      });
      expect(await s.capacityUsed(room.id)).toBe(1);
      expect(await s.inside(room.id)).toBe(1);
    });

    it('checks out, refuses a second check-out with MST-00120, and lets the person in again', async () => {
      const room = await s.area({ capacity: 1 });
      const ticket = await s.ticket({ name: 'Ece', surname: 'Out' });
      const body = { ticketId: ticket.ticketId!, entityId: room.id };
      const notIn = await s.checkIn(s.admin, { ...body, checkIn: false });
      expect(notIn.statusCode).toBe(409);
      expect(notIn.json()).toMatchObject({
        errorCode: 'MST-00120',
        details: { person: { fullName: 'Ece Out' } },
      });

      expect((await s.checkIn(s.admin, { ...body, checkIn: true })).statusCode).toBe(200);
      const out = await s.checkIn(s.admin, { ...body, checkIn: false });
      expect(out.statusCode).toBe(200);
      expect(out.json().data).toMatchObject({ status: 'checkedOut', area: { capacityUsed: 0 } });
      expect((await s.checkIn(s.admin, { ...body, checkIn: false })).json().errorCode).toBe('MST-00120');

      // The freed place admits someone else, and the first person again once it is free.
      const other = await s.ticket();
      expect(
        (await s.checkIn(s.admin, { ticketId: other.ticketId!, entityId: room.id, checkIn: true }))
          .statusCode,
      ).toBe(200);
      expect((await s.checkIn(s.admin, { ...body, checkIn: true })).json().errorCode).toBe('MST-00114');
      await s.checkIn(s.admin, { ticketId: other.ticketId!, entityId: room.id, checkIn: false });
      expect((await s.checkIn(s.admin, { ...body, checkIn: true })).statusCode).toBe(200);
    });

    it('lets a person leave an area whose allowed types changed after they entered', async () => {
      const room = await s.area();
      const ticket = await s.ticket({ typeId: 'attendee' });
      await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: room.id });
      await t.app.inject({
        method: 'POST',
        url: '/v1/event/area',
        headers: s.organizer.auth,
        payload: { eventId: s.event.id, id: room.id, name: room.name, capacity: null, allowedPart: ['vip'] },
      });
      const out = await s.checkIn(s.admin, { checkIn: false, ticketId: ticket.ticketId!, entityId: room.id });
      expect(out.statusCode).toBe(200);
    });

    it('treats each area on its own: an inner area does not need the venue entrance first', async () => {
      const room = await s.area();
      const ticket = await s.ticket();
      expect(
        (await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: room.id }))
          .statusCode,
      ).toBe(200);
      expect((await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId! })).statusCode).toBe(200);
    });

    it('answers an unknown ticket with 404 MST-00404 "Ticket not found"', async () => {
      const res = await s.checkIn(s.admin, { checkIn: true, ticketId: 'T-NOPE' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'MST-00404',
        errorMessage: 'Ticket not found',
        field: 'ticketId',
      });
    });

    it('does not find a ticket of another event', async () => {
      const other = await checkInScene(t, clock.now);
      const foreign = await other.ticket();
      const res = await s.checkIn(s.admin, { checkIn: true, ticketId: foreign.ticketId! });
      expect(res.json()).toMatchObject({ errorCode: 'MST-00404', errorMessage: 'Ticket not found' });
      const byId = await s.checkIn(s.admin, { checkIn: true, participantId: foreign.id });
      expect(byId.json()).toMatchObject({ errorCode: 'MST-00404', errorMessage: 'Ticket not found' });
    });

    it('answers an unknown area with 404', async () => {
      const ticket = await s.ticket();
      const res = await s.checkIn(s.admin, {
        checkIn: true,
        ticketId: ticket.ticketId!,
        entityId: 'nowhere',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        errorCode: 'MST-00404',
        errorMessage: 'Area not found',
        field: 'entityId',
      });
    });

    it('needs a ticket id or a participant id', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/event/participant/checkIn',
        headers: s.admin.auth,
        payload: { eventId: s.event.id, checkIn: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'ticketId' });
    });

    it('reports badgePrinted for the default template at its current version only', async () => {
      const db = t.database.db;
      const badgeId = `badge-${s.event.id}`;
      await db.insert(badges).values({
        id: badgeId,
        eventId: s.event.id,
        name: 'Default',
        widthMm: 90,
        heightMm: 120,
        template: {},
        version: 2,
      });
      await db.update(events).set({ defaultBadge: badgeId }).where(eq(events.id, s.event.id));
      const printed = await s.ticket();
      const oldVersion = await s.ticket();
      await db.insert(badgePrints).values([
        { eventId: s.event.id, ticketId: printed.ticketId!, badgeId, version: 2, printedAt: clock.now() },
        { eventId: s.event.id, ticketId: oldVersion.ticketId!, badgeId, version: 1, printedAt: clock.now() },
      ]);
      const a = await s.checkIn(s.admin, { checkIn: true, ticketId: printed.ticketId! });
      const b = await s.checkIn(s.admin, { checkIn: true, ticketId: oldVersion.ticketId! });
      expect(a.json().data.badgePrinted).toBe(true);
      expect(b.json().data.badgePrinted).toBe(false);
      await db.update(events).set({ defaultBadge: null }).where(eq(events.id, s.event.id));
    });
  });

  describe('who may check in', () => {
    it('refuses a plain attendee with 403 and a stranger with 404', async () => {
      const ticket = await s.ticket();
      const logged = await s.logCount();
      const attendee = await s.checkIn(s.attendee, { checkIn: true, ticketId: ticket.ticketId! });
      expect(attendee.statusCode).toBe(403);
      expect(attendee.json().errorCode).toBe('MST-00403');
      const stranger = await s.checkIn(s.stranger, { checkIn: true, ticketId: ticket.ticketId! });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json().errorCode).toBe('MST-00404');
      expect(await s.logCount()).toBe(logged);
      const unauthenticated = await t.app.inject({
        method: 'POST',
        url: '/v1/event/participant/checkIn',
        payload: { eventId: s.event.id, checkIn: true, ticketId: ticket.ticketId },
      });
      expect(unauthenticated.statusCode).toBe(401);
    });

    it('refuses a check-in admin once the event has finished, and lets its organizer in', async () => {
      const finished = await checkInScene(t, clock.now, { endsAt: clock.now() - 2 * DAY_MS });
      const ticket = await finished.ticket();
      const admin = await finished.checkIn(finished.admin, { checkIn: true, ticketId: ticket.ticketId! });
      expect(admin.statusCode).toBe(403);
      expect(admin.json().errorCode).toBe('MST-00403');
      const organizer = await finished.checkIn(finished.organizer, {
        checkIn: true,
        ticketId: ticket.ticketId!,
      });
      expect(organizer.statusCode).toBe(200);
      expect(await finished.logCount()).toBe(1);
    });
  });

  describe('idempotency', () => {
    it('answers a retry with the same key with the first answer, changing and logging nothing more', async () => {
      const room = await s.area({ capacity: 5 });
      const ticket = await s.ticket();
      const body = {
        checkIn: true,
        ticketId: ticket.ticketId!,
        entityId: room.id,
        idempotencyKey: 'scan-0001-abc',
      };
      const first = await s.checkIn(s.admin, body);
      const logged = await s.logCount();
      const retry = await s.checkIn(s.admin, body);
      expect(first.statusCode).toBe(200);
      expect(retry.statusCode).toBe(200);
      expect(retry.json()).toEqual(first.json());
      expect(await s.capacityUsed(room.id)).toBe(1);
      expect(await s.logCount()).toBe(logged);

      // The first answer stands even after the person left in between.
      await s.checkIn(s.admin, { checkIn: false, ticketId: ticket.ticketId!, entityId: room.id });
      expect((await s.checkIn(s.admin, body)).json()).toEqual(first.json());
    });

    it('stores refusals too, and takes the key from the Idempotency-Key header', async () => {
      const ticket = await s.ticket();
      await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId! });
      const headers = { 'idempotency-key': 'header-key-0001' };
      const first = await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId! }, headers);
      expect(first.json().errorCode).toBe('MST-00113');
      await s.checkIn(s.admin, { checkIn: false, ticketId: ticket.ticketId! });
      const retry = await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId! }, headers);
      expect(retry.statusCode).toBe(409);
      expect(retry.json()).toEqual(first.json());

      const missing = { checkIn: true, ticketId: 'T-MISSING', idempotencyKey: 'missing-key-01' } as const;
      const notFound = await s.checkIn(s.admin, missing);
      expect(notFound.statusCode).toBe(404);
      expect((await s.checkIn(s.admin, missing)).json()).toEqual(notFound.json());
    });

    it('refuses the key of another user or of a different check-in with 409', async () => {
      const ticket = await s.ticket();
      const body = { checkIn: true, ticketId: ticket.ticketId!, idempotencyKey: 'shared-key-0001' };
      expect((await s.checkIn(s.admin, body)).statusCode).toBe(200);
      const otherUser = await s.checkIn(s.organizer, body);
      expect(otherUser.statusCode).toBe(409);
      expect(otherUser.json()).toMatchObject({ errorCode: 'MST-00400', field: 'idempotencyKey' });
      const otherBody = await s.checkIn(s.admin, { ...body, checkIn: false });
      expect(otherBody.statusCode).toBe(409);
      expect(otherBody.json()).toMatchObject({ errorCode: 'MST-00400', field: 'idempotencyKey' });
    });

    it('refuses a body key that contradicts the header, and a header key that is too short', async () => {
      const ticket = await s.ticket();
      const both = await s.checkIn(
        s.admin,
        { checkIn: true, ticketId: ticket.ticketId!, idempotencyKey: 'body-key-0001' },
        { 'idempotency-key': 'header-key-0002' },
      );
      expect(both.statusCode).toBe(400);
      const short = await s.checkIn(
        s.admin,
        { checkIn: true, ticketId: ticket.ticketId! },
        { 'idempotency-key': 'abc' },
      );
      expect(short.statusCode).toBe(400);
      expect(short.json().field).toBe('Idempotency-Key');
    });
  });

  describe('GET /v1/event/checkIn/log', () => {
    const log = (who: { auth: Record<string, string> }, query: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: '/v1/event/checkIn/log',
        headers: who.auth,
        query: { eventId: s.event.id, ...query },
      });

    it('logs every scan with operator, station, printer and outcome, newest first, for organizers', async () => {
      const room = await s.area({ capacity: 1, allowedPart: ['attendee'] });
      const ticket = await s.ticket({ name: 'Log', surname: 'Me' });
      const vip = await s.ticket({ typeId: 'vip' });
      const scan = async (body: Parameters<CheckInScene['checkIn']>[1]) => {
        clock.advance(MINUTE_MS);
        await s.checkIn(s.admin, {
          entityId: room.id,
          stationId: 'door-1',
          printer: 'Entrance printer',
          ...body,
        });
      };
      await scan({ checkIn: true, ticketId: ticket.ticketId! });
      await scan({ checkIn: true, ticketId: ticket.ticketId! });
      await scan({ checkIn: true, ticketId: vip.ticketId! });
      await scan({ checkIn: true, ticketId: 'T-UNKNOWN' });
      await scan({ checkIn: false, ticketId: ticket.ticketId! });
      await scan({ checkIn: false, ticketId: ticket.ticketId! });
      const other = await s.ticket();
      await scan({ checkIn: true, ticketId: other.ticketId! });
      await scan({ checkIn: true, ticketId: ticket.ticketId! });

      const res = await log(s.organizer, { areaId: room.id });
      expect(res.statusCode).toBe(200);
      const entries = res.json().data as unknown[];
      for (const e of entries) expect(scanLogEntry.safeParse(e).success).toBe(true);
      expect(entries.map((e) => (e as { outcome: string }).outcome)).toEqual([
        'fullyOccupied',
        'checkedIn',
        'alreadyCheckedOut',
        'checkedOut',
        'ticketNotFound',
        'wrongTicketType',
        'alreadyCheckedIn',
        'checkedIn',
      ]);
      expect(entries[0]).toMatchObject({
        areaId: room.id,
        checkIn: true,
        scanned: ticket.ticketId,
        person: { participantId: ticket.id, fullName: 'Log Me', ticketId: ticket.ticketId },
        operator: { userId: s.admin.userId, name: 'Cem Checker' },
        stationId: 'door-1',
        printer: 'Entrance printer',
        at: clock.now(),
      });
      expect(entries[4]).toMatchObject({ outcome: 'ticketNotFound', scanned: 'T-UNKNOWN', person: null });
    });

    it('pages by before and limit, and filters by area', async () => {
      const a = await s.area();
      const b = await s.area();
      const ticket = await s.ticket();
      const instants: number[] = [];
      for (let i = 0; i < 5; i++) {
        clock.advance(MINUTE_MS);
        instants.push(clock.now());
        await s.checkIn(s.admin, { checkIn: i % 2 === 0, ticketId: ticket.ticketId!, entityId: a.id });
      }
      clock.advance(MINUTE_MS);
      await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: b.id });

      const page1 = (await log(s.organizer, { areaId: a.id, limit: '2' })).json().data as { at: number }[];
      expect(page1.map((e) => e.at)).toEqual([instants[4], instants[3]]);
      const page2 = (
        await log(s.organizer, { areaId: a.id, limit: '2', before: String(page1[1]!.at) })
      ).json().data as { at: number }[];
      expect(page2.map((e) => e.at)).toEqual([instants[2], instants[1]]);
      const page3 = (
        await log(s.organizer, { areaId: a.id, limit: '2', before: String(page2[1]!.at) })
      ).json().data as { at: number }[];
      expect(page3.map((e) => e.at)).toEqual([instants[0]]);
      const all = (await log(s.organizer, { limit: '1' })).json().data as { areaId: string }[];
      expect(all).toEqual([expect.objectContaining({ areaId: b.id })]);
    });

    it('never splits scans of the same millisecond across pages', async () => {
      const room = await s.area();
      clock.advance(MINUTE_MS);
      for (let i = 0; i < 3; i++)
        await s.checkIn(s.admin, {
          checkIn: true,
          ticketId: (await s.ticket()).ticketId!,
          entityId: room.id,
        });
      const page = (await log(s.organizer, { areaId: room.id, limit: '2' })).json().data as unknown[];
      expect(page).toHaveLength(3);
    });

    it('is for organizers only', async () => {
      expect((await log(s.admin)).statusCode).toBe(403);
      expect((await log(s.attendee)).statusCode).toBe(403);
      expect((await log(s.stranger)).statusCode).toBe(404);
    });
  });
});
