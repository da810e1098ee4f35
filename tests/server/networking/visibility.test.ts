import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpUser } from '../../support/accounts';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member, type NetworkingScene } from './scene';

/**
 * Who sees whom (spec networking §6): organizers asking for it see everyone with e-mail and phone;
 * on a restricted event others see the types their own type may invite; segmentationQuery only
 * narrows; contact data never reaches a non-organizer.
 */
describe.each(engines)('directory visibility on %s', (engine) => {
  for (const restricted of [true, false]) {
    describe(restricted ? 'restricted event' : 'open event', () => {
      let t: TestApp;
      let s: NetworkingScene;
      let attendee: Member;
      let organizer: Member;
      const byType: Record<string, string> = {};

      beforeAll(async () => {
        t = await createTestApp({ engine });
        s = await createNetworkingScene(t, { restricted });
        attendee = await s.member({ name: 'Attendee' });
        organizer = await s.member({ name: 'Olga', typeId: 'visitor', organizer: true });
        for (const typeId of ['speaker', 'investor', 'press', 'visitor']) {
          byType[typeId] = (
            await s.person({ name: typeId, typeId, email: `${typeId}@lanyard.test`, phone: '+905551112233' })
          ).id;
        }
      });
      afterAll(() => t.close());

      const sorted = (...ids: string[]) => [...ids].sort();

      it('shows an attendee the types their type may invite when restricted, else everyone', async () => {
        const seen = (await s.ids(attendee)).sort();
        expect(seen).toEqual(
          restricted
            ? sorted(byType.speaker!, byType.investor!)
            : sorted(...Object.values(byType), organizer.participant.id),
        );
      });

      it('does not widen for a non-organizer asking for the organizer view, and sends no contact data', async () => {
        const res = await s.search(attendee, { organizer: true });
        expect(res.body.data.results.length).toBe(restricted ? 2 : 5);
        for (const card of res.body.data.results) {
          expect(card).not.toHaveProperty('email');
          expect(card).not.toHaveProperty('phone');
        }
      });

      it('shows an organizer everyone with e-mail and phone when asked', async () => {
        const res = await s.search(organizer, { organizer: true });
        expect(res.body.data.results.map((r) => r.id).sort()).toEqual(
          sorted(...Object.values(byType), attendee.participant.id),
        );
        const speaker = res.body.data.results.find((r) => r.id === byType.speaker);
        expect(speaker).toMatchObject({ email: 'speaker@lanyard.test', phone: '+905551112233' });
        const member = res.body.data.results.find((r) => r.id === attendee.participant.id);
        expect(member?.email).toBe(attendee.account.email);
      });

      it('narrows by segmentationQuery and never widens by it', async () => {
        expect((await s.ids(attendee, { segmentationQuery: ['investor', 'press'] })).sort()).toEqual(
          restricted ? [byType.investor] : sorted(byType.investor!, byType.press!),
        );
        expect(await s.ids(organizer, { organizer: true, segmentationQuery: ['press'] })).toEqual([
          byType.press,
        ]);
        expect((await s.ids(attendee, { segmentationQuery: ['press'] })).length).toBe(restricted ? 0 : 1);
      });
    });
  }

  it('lets organizers read admin details and refuses everyone else', async () => {
    const t = await createTestApp({ engine });
    try {
      const s = await createNetworkingScene(t);
      const organizer = await s.member({ name: 'Olga', organizer: true });
      const attendee = await s.member({ name: 'Ayla' });
      const person = await s.person({ name: 'Tess', email: 'tess@lanyard.test', ticketNumber: 'T-000042' });
      const url = (id: string, eventId = s.event.id) =>
        `/v1/event/participant/adminDetails?eventId=${eventId}&id=${id}`;
      expect(await s.call(organizer, 'GET', url(person.id))).toMatchObject({
        status: 200,
        body: {
          data: {
            id: person.id,
            email: 'tess@lanyard.test',
            ticketNumber: 'T-000042',
            state: 'active',
            onSite: false,
            entranceUpdatedAt: null,
          },
        },
      });
      expect(await s.call(attendee, 'GET', url(person.id))).toMatchObject({
        status: 403,
        body: { errorCode: 'MST-00403' },
      });
      const stranger = await signedUpUser(t.app);
      expect(await s.call(stranger, 'GET', url(person.id))).toMatchObject({ status: 404 });
      expect(await s.call(organizer, 'GET', url('nobody'))).toMatchObject({
        status: 404,
        body: { field: 'id' },
      });
      const other = await createNetworkingScene(t);
      const elsewhere = await other.person({ name: 'Elsewhere' });
      expect(await s.call(organizer, 'GET', url(elsewhere.id))).toMatchObject({ status: 404 });
      expect(await s.call(organizer, 'GET', url(person.id, other.event.id))).toMatchObject({ status: 404 });
    } finally {
      await t.close();
    }
  });
});
