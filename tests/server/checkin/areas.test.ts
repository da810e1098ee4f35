import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicPath } from '@shared/live/topics';
import { area as areaSchema, type Area } from '@shared/schemas/checkin';
import { AREAS_PUSH_INTERVAL_MS } from '../../../server/services/areas';
import { createTestClock } from '../../support/clock';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { checkInScene, type CheckInScene } from './scene';

describe.each(engines)('check-in areas (/v1/event/areas, /v1/event/area) on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  let s: CheckInScene;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
    s = await checkInScene(t, clock.now);
  });
  afterAll(() => t.close());

  type Who = { auth: Record<string, string> };
  const list = (who: Who, eventId = s.event.id) =>
    t.app.inject({ method: 'GET', url: '/v1/event/areas', headers: who.auth, query: { eventId } });
  const save = (who: Who, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/event/area',
      headers: who.auth,
      payload: { eventId: s.event.id, capacity: null, ...body },
    });
  const remove = (who: Who, id: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/v1/event/area',
      headers: who.auth,
      query: { eventId: s.event.id, id },
    });

  it('always lists the venue entrance first, creating it on first use', async () => {
    const res = await list(s.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toEqual({
      id: 'allEvent',
      name: 'Venue entrance',
      capacity: null,
      capacityUsed: 0,
      allowedPart: [],
      info: null,
    });
  });

  it('lets an organizer create an area, update it keeping its occupancy, and remove it', async () => {
    const created = await save(s.organizer, {
      name: 'Workshop A',
      capacity: 30,
      allowedPart: ['vip'],
      info: 'Floor 2',
    });
    expect(created.statusCode).toBe(200);
    const area = areaSchema.parse(created.json().data);
    expect(area).toMatchObject({
      name: 'Workshop A',
      capacity: 30,
      capacityUsed: 0,
      allowedPart: ['vip'],
      info: 'Floor 2',
    });

    const vip = await s.ticket({ typeId: 'vip' });
    expect(
      (await s.checkIn(s.admin, { checkIn: true, ticketId: vip.ticketId!, entityId: area.id })).statusCode,
    ).toBe(200);
    const updated = await save(s.organizer, {
      id: area.id,
      name: 'Workshop B',
      capacity: 20,
      allowedPart: [],
    });
    expect(updated.json().data).toMatchObject({
      id: area.id,
      name: 'Workshop B',
      capacity: 20,
      capacityUsed: 1,
      allowedPart: [],
    });
    expect((await list(s.admin)).json().data).toContainEqual(
      expect.objectContaining({ id: area.id, capacityUsed: 1 }),
    );

    expect((await remove(s.organizer, area.id)).json()).toEqual({ data: { ok: true } });
    expect((await list(s.admin)).json().data).not.toContainEqual(expect.objectContaining({ id: area.id }));
    expect((await remove(s.organizer, area.id)).statusCode).toBe(404);
  });

  it('starts a re-created area empty: nobody is still inside an area that was removed', async () => {
    await save(s.organizer, { id: 'pop-up', name: 'Pop-up stage', capacity: 1 });
    const ticket = await s.ticket();
    await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: 'pop-up' });
    await remove(s.organizer, 'pop-up');
    await save(s.organizer, { id: 'pop-up', name: 'Pop-up stage', capacity: 1 });
    const again = await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: 'pop-up' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.area.capacityUsed).toBe(1);
  });

  it('keeps the venue entrance: it can be edited but not removed', async () => {
    const edited = await save(s.organizer, { id: 'allEvent', name: 'Main doors', capacity: 500 });
    expect(edited.json().data).toMatchObject({ id: 'allEvent', name: 'Main doors', capacity: 500 });
    const res = await remove(s.organizer, 'allEvent');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'id' });
    await save(s.organizer, { id: 'allEvent', name: 'Venue entrance', capacity: null });
  });

  it('refuses participant types the event does not have', async () => {
    const res = await save(s.organizer, { name: 'Nowhere', allowedPart: ['alien'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'MST-00400', field: 'allowedPart' });
  });

  it('lets check-in staff read areas and only organizers change them', async () => {
    expect((await list(s.attendee)).statusCode).toBe(403);
    expect((await list(s.stranger)).statusCode).toBe(404);
    expect((await save(s.admin, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await save(s.attendee, { name: 'Sneaky' })).statusCode).toBe(403);
    expect((await save(s.stranger, { name: 'Sneaky' })).statusCode).toBe(404);
    const area = await s.area();
    expect((await remove(s.admin, area.id)).statusCode).toBe(403);
    expect((await remove(s.stranger, area.id)).statusCode).toBe(404);
  });

  it('pushes occupancy on newEvents/{eventId}/areas after a check-in and a check-out', async () => {
    const room = await s.area({ name: 'Live room', capacity: 2 });
    const live = await openLive(t.app);
    try {
      await live.authenticate(s.admin.token);
      const topic = topicPath('areas', { eventId: s.event.id });
      const snapshot = await live.subscribe(topic);
      expect(snapshot).toMatchObject({
        type: 'snapshot',
        value: expect.arrayContaining([expect.objectContaining({ id: room.id, capacityUsed: 0 })]),
      });
      const occupancy = (used: number) => (m: (typeof live.messages)[number]) =>
        m.type === 'value' &&
        m.topic === topic &&
        (m.value as { id: string; capacityUsed: number }[]).some(
          (a) => a.id === room.id && a.capacityUsed === used,
        );

      const ticket = await s.ticket();
      await s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: room.id });
      await live.waitFor(occupancy(1));
      await s.checkIn(s.admin, { checkIn: false, ticketId: ticket.ticketId!, entityId: room.id });
      await live.waitFor(occupancy(0));
    } finally {
      live.close();
    }
  });

  it('a burst of check-ins pushes occupancy a few times, not once per scan, and ends on the latest count', async () => {
    const room = await s.area({ name: 'Busy room', capacity: 100 });
    const live = await openLive(t.app);
    try {
      await live.authenticate(s.admin.token);
      const topic = topicPath('areas', { eventId: s.event.id });
      await live.subscribe(topic);
      const pushes = () =>
        live.messages.filter((m) => m.type === 'value' && m.topic === topic) as { value: Area[] }[];
      const tickets = await Promise.all(Array.from({ length: 12 }, () => s.ticket()));
      await Promise.all(
        tickets.map((ticket) =>
          s.checkIn(s.admin, { checkIn: true, ticketId: ticket.ticketId!, entityId: room.id }),
        ),
      );
      await live.waitFor(
        (m) =>
          m.type === 'value' &&
          m.topic === topic &&
          (m.value as Area[]).some((a) => a.id === room.id && a.capacityUsed === tickets.length),
      );
      await new Promise((resolve) => setTimeout(resolve, 2 * AREAS_PUSH_INTERVAL_MS));
      expect(pushes().length).toBeLessThan(tickets.length);
      expect(
        pushes()
          .at(-1)!
          .value.find((a) => a.id === room.id)!.capacityUsed,
      ).toBe(tickets.length);
    } finally {
      live.close();
    }
  });
});
