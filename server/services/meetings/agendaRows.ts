import type { AgendaMeetingRow } from '@shared/schemas/sessions';
import type { Db } from '../../db/client';
import { createMeetingTimesRepository } from '../../db/repositories/meetingTimes';
import { createMeetingsRepository } from '../../db/repositories/meetings';
import { meetingCard } from './cards';

/**
 * My accepted meetings in the event (one of the two or a guest) as My Agenda rows, at their current
 * slot (spec core §4 "Agenda": meeting rows, the closest meeting). Cancelled meetings free their
 * time and are not listed, so they also drop out of the calendar feed built from these rows.
 */
export async function meetingAgendaRows(
  db: Db,
  eventId: string,
  participantId: string,
  now: number,
): Promise<AgendaMeetingRow[]> {
  const taken = await createMeetingTimesRepository(db).meetingsTaking(eventId, participantId, null);
  const rows = await createMeetingsRepository(db).byIds(taken.map((m) => m.id));
  return Promise.all(
    rows.map(async (m) => ({
      kind: 'meeting' as const,
      key: `meeting:${m.id}`,
      meetingId: m.id,
      startsAt: m.startsAt,
      endsAt: m.endsAt,
      sequence: m.sequence,
      meeting: await meetingCard(db, m, participantId, now),
    })),
  );
}
