import type { InvitationActionResult, InvitationView } from '@shared/schemas/invitations';
import type { TestClock } from '../../support/clock';
import type { TestApp } from '../../support/testApp';
import { createSessionsScene, type Person, type SessionsScene } from '../sessions/scene';

export type { Person } from '../sessions/scene';

/**
 * An event with a moostoo session of 30-minute meeting slots — slot(0) in 1 h, slot(1) in 1 h 15
 * (overlapping slot 0), then slot(2..4) in 2, 3 and 4 hours — people, and the meetings calls over HTTP.
 */
export async function createMeetingsScene(t: TestApp, now: () => number) {
  const s = await createSessionsScene(t, now);
  const slots = await s.session({ type: 'moostoo', name: 'Meeting slots' }, [
    { inHours: 1, hours: 0.5 },
    { inHours: 1.25, hours: 0.5 },
    { inHours: 2, hours: 0.5 },
    { inHours: 3, hours: 0.5 },
    { inHours: 4, hours: 0.5 },
  ]);
  const inOrder = [...slots.occurrences].sort((a, b) => a.startsAt - b.startsAt);
  const slot = (i: number) => inOrder[i]!.id;
  const eventId = s.event.id;

  /** A flow action: POST /v1/event/schedule/{path} with the event id filled in. */
  const act = (who: Person | null, path: string, body: Record<string, unknown>) =>
    s.call<InvitationActionResult>(who, 'POST', `/v1/event/schedule/${path}`, { eventId, ...body });

  return {
    ...s,
    s,
    slots,
    slot,
    act,

    /** Sends a request and answers the invitation's id, asserting it was sent. */
    async invite(from: Person, to: Person, body: Record<string, unknown> = {}) {
      const res = await act(from, 'invite', { participantId: to.participant.id, ...body });
      if (res.status !== 200) throw new Error(`invite answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data.invitation!.id;
    },

    /**
     * A meeting of `from` and `to` booked into a new slot 15 minutes ahead (30 minutes long), within
     * the test tokens' lifetime; `onSite` for a slot at tables.
     */
    async bookSoon(from: Person, to: Person, { onSite = false } = {}) {
      const soon = await s.session({ type: 'moostoo', name: 'Soon', onSite }, [
        { inHours: 0.25, hours: 0.5 },
      ]);
      const invitationId = await this.invite(from, to);
      const res = await act(to, 'confirm', { invitationId, slotId: soon.occurrences[0]!.id });
      if (res.status !== 200) throw new Error(`confirm answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data.meeting!;
    },

    async view(who: Person, other: Person) {
      const res = await s.call<InvitationView>(
        who,
        'GET',
        `/v1/event/invitation?eventId=${eventId}&participantId=${other.participant.id}`,
      );
      if (res.status !== 200) throw new Error(`view answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data;
    },
  };
}

export type MeetingsScene = Awaited<ReturnType<typeof createMeetingsScene>> & SessionsScene;

/**
 * For the refusal tests of a meeting's own calls: a meeting of Ada and Bob 15 minutes ahead, Cem
 * (in the event, not in the meeting) and an outsider (a member of another event), the clock at the
 * meeting's start.
 */
export async function meetingWithOthers(t: TestApp, clock: TestClock) {
  const m = await createMeetingsScene(t, clock.now);
  const other = await createMeetingsScene(t, clock.now);
  const ada = await m.member({}, 'Ada');
  const bob = await m.member({}, 'Bob');
  const cem = await m.member({}, 'Cem');
  const outsider = await other.member({}, 'Out');
  const meeting = await m.bookSoon(ada, bob);
  clock.set(meeting.startsAt);
  return { m, other, ada, bob, cem, outsider, meeting };
}
