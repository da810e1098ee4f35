import { createAgenda } from './agenda';
import { createAttendance } from './attendance';
import { createCalendar } from './calendar';
import { createSessionsContext, type SessionsServiceDeps } from './context';
import { createOffTime } from './offTime';
import { createSessionPresenter } from './present';
import { createProgram } from './program';
import { createSessionsPublisher } from './publish';
import { createRequests } from './requests';
import { createSchedule } from './schedule';

/**
 * The program, My Agenda, off-time and calendar export (spec core §3–§7 Session, Off-time; DECISIONS
 * 8, 10, 11; docs/sessions.md). Every rule is enforced here, not only in the renderer: visibility,
 * seats, collisions with blocking sessions and off-time (../commitments.ts), organizer approval of
 * blocking sessions. Each concern is a file of this folder; they share one context (context.ts).
 */
export function createSessionsService(deps: SessionsServiceDeps) {
  const ctx = createSessionsContext(deps);
  const presenter = createSessionPresenter(ctx);
  const publisher = createSessionsPublisher(ctx);
  const agenda = createAgenda(ctx, presenter);
  return {
    ...createProgram(ctx, presenter),
    agenda: agenda.agenda,
    ...createSchedule(ctx, presenter, publisher),
    ...createAttendance(ctx, publisher),
    ...createOffTime(ctx),
    ...createRequests(ctx, publisher),
    ...createCalendar(ctx, agenda),
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
