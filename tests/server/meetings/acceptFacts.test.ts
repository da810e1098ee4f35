import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/client';
import { commitmentRows } from '../../../server/db/repositories/commitments';
import { createInvitationsRepository } from '../../../server/db/repositories/invitations';
import { createMeetingBookingRepository } from '../../../server/db/repositories/meetingBooking';
import { createParticipantsRepository } from '../../../server/db/repositories/participants';
import { createTestClock } from '../../support/clock';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import { createMeetingsScene } from './scene';

/**
 * lanyard_accept_facts (migration 0012; docs/meetings.md "Accepting") answers what the service's
 * own reads answer: the invitation as its repository reads it, the people as lockPeople answers
 * them, the commitments as the commitments module reads them over the slot. The accept's rules
 * run on it, so a column the SQL projection missed would change what they decide.
 */
describe.each(engines)('the accept facts on %s', (engine) => {
  const clock = createTestClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ engine, now: clock.now });
  });
  afterAll(() => t.close());

  it('reads the invitation, the people, the slot and the commitments as the repositories do', async () => {
    const m = await createMeetingsScene(t, clock.now);
    const ada = await m.member({ company: 'Acme', jobTitle: 'CTO' }, 'Ada');
    const bob = await m.member({}, 'Bob');
    const talk = await m.session({ blocking: true, name: 'Workshop' }, [{ inHours: 1, hours: 1 }]);
    await m.call(bob, 'POST', '/v1/event/schedule/join', { eventId: m.event.id, selectedSessionId: talk.id });
    const invitationId = await m.invite(ada, bob, { message: 'Coffee?' });
    const db = t.database.db;

    const booking = createMeetingBookingRepository(db);
    const found = await booking.acceptFacts(m.event.id, bob.userId, invitationId, m.slot(0));
    if (!found) throw new Error('no facts for a member of the event');
    const facts = found;
    // The caller is found as the access module finds them; a stranger and a member of another
    // event are not in the event at all.
    const member = await t.services.access.require(bob.userId, {
      permission: 'event.member',
      eventId: m.event.id,
    });
    expect(facts.actor).toMatchObject({ participantId: member.participantId, listed: true });
    const elsewhere = await (await createMeetingsScene(t, clock.now)).member({}, 'Eve');
    expect(await booking.acceptFacts(m.event.id, elsewhere.userId, invitationId, m.slot(0))).toBeNull();
    expect(await booking.acceptFacts(m.event.id, 'no-such-user', invitationId, m.slot(0))).toBeNull();

    expect(facts.invitation).toEqual(await createInvitationsRepository(db).byId(m.event.id, invitationId));
    const pair = [ada.participant.id, bob.participant.id];
    const locked = await db.transaction((tx: Db) =>
      createParticipantsRepository(tx).lockPeople(m.event.id, pair),
    );
    expect(facts.people).toEqual(locked);
    expect(facts.slot).toMatchObject({ id: m.slot(0), onSite: false });
    const window = { from: facts.slot!.startsAt, to: facts.slot!.endsAt };
    const read = await commitmentRows(
      db,
      pair.map((participantId) => ({ eventId: m.event.id, participantId, window })),
    );
    expect(read).toHaveLength(1);
    expect(facts.commitments).toEqual(read);
    expect(facts.pairMeetingEnds).toEqual([]);
    expect(facts.actor).toMatchObject({ eventName: expect.stringMatching(/./), boothId: null });
  });
});
