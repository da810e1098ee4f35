import { EVENT_FINISHED_AFTER_MS } from '@shared/constants';
import { forbidden, notFound, type AppError } from '../../http/errors';

/** Why someone may not act as check-in staff; the SQL of a check-in applies the same rule. */
export type CheckInStaffRefusal = 'notMember' | 'notStaff' | 'eventFinished';

/** Check-in admins may act while the event ended at or after this instant. */
export function checkInOpenSince(now: number): number {
  return now - EVENT_FINISHED_AFTER_MS;
}

/** The answer to a caller who may not act as check-in staff. */
export function checkInStaffRefused(reason: CheckInStaffRefusal): AppError {
  switch (reason) {
    case 'notMember':
      return notFound('Event');
    case 'notStaff':
      return forbidden('Only check-in staff may do this');
    case 'eventFinished':
      return forbidden('Check-in is closed: the event has finished');
  }
}
