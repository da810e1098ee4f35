import { describe, expect, it } from 'vitest';
import type { Agenda, PublicSessionState } from '@shared/schemas/sessions';
import { sessionsInAgenda } from '../../../../../renderer/src/features/agenda/agendaSessions';
import { sessionsInList, theSession, withSeats } from '../../../../../renderer/src/features/sessions/seats';
import { aSession, EVENT_ID, occurrence } from './builders';

/** A session's public topic (seats, the rehearsal flag) merged into each cached answer that holds sessions. */

const before = occurrence('o1', '2026-03-10T09:00:00Z', '2026-03-10T10:00:00Z', { capacity: 10, used: 2 });
const after = { ...before, usedCapacity: 7 };
const talk = aSession({ id: 's1', name: 'Talk', occurrences: [before] });
const other = aSession({ id: 's2', name: 'Other', occurrences: [before] });
const seats: PublicSessionState = {
  id: 's1',
  eventId: EVENT_ID,
  occurrences: [after],
  rehearsalStarted: true,
};

describe('withSeats', () => {
  it('updates the session the topic is about in the program and leaves the others as they are', () => {
    const merged = withSeats(sessionsInList)([talk, other], seats);
    expect(merged?.[0]).toMatchObject({ id: 's1', occurrences: [after], rehearsalStarted: true });
    expect(merged?.[1]).toBe(other);
  });

  it("updates a session's details only when they are that session's", () => {
    expect(withSeats(theSession)(talk, seats)).toMatchObject({
      occurrences: [after],
      rehearsalStarted: true,
    });
    expect(withSeats(theSession)(other, seats)).toBe(other);
  });

  it("updates the agenda's rows of the session, not its off-time", () => {
    const offTime = {
      kind: 'offTime',
      key: 'b1',
      id: 'b1',
      startsAt: before.startsAt,
      endsAt: before.endsAt,
      timezone: 'UTC',
    } as const;
    const agenda: Agenda = {
      eventId: EVENT_ID,
      timezone: 'UTC',
      participantId: 'p1',
      rows: [
        {
          kind: 'session',
          key: 's1:o1',
          sessionId: 's1',
          occurrenceId: 'o1',
          startsAt: before.startsAt,
          endsAt: before.endsAt,
          state: 'joined',
          role: 'attendee',
          session: talk,
        },
        offTime,
      ],
    };
    const merged = withSeats(sessionsInAgenda)(agenda, seats);
    expect(merged?.rows[0]).toMatchObject({ kind: 'session', session: { occurrences: [after] } });
    expect(merged?.rows[1]).toBe(offTime);
  });

  it('leaves nothing cached as nothing: a topic that answers before the query does not invent an answer', () => {
    expect(withSeats(sessionsInList)(undefined, seats)).toBeUndefined();
  });
});
