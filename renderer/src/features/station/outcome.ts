import { ErrorCode } from '@shared/errors';
import {
  checkInErrorDetails,
  type Area,
  type CheckInPerson,
  type CheckInResult,
} from '@shared/schemas/checkin';
import { ApiCallError } from '../../api/errors';

/** A refusal of spec §4 that names the person (a warning toast, spec §8). */
type CheckInWarning = 'alreadyCheckedIn' | 'alreadyCheckedOut' | 'fullyOccupied' | 'wrongTicketType';

/**
 * What one check-in call came to, as the console and the kiosk show it. `scanned` is what was read
 * (a ticket's secret, or the number an operator typed), for messages that name no person.
 */
export type CheckInReport =
  | { outcome: 'checkedIn' | 'checkedOut'; scanned: string; result: CheckInResult }
  | { outcome: CheckInWarning; scanned: string; person: CheckInPerson | null; area: Area | null }
  | { outcome: 'ticketNotFound'; scanned: string }
  /** The caller may not check anybody in here (not check-in staff, or the event finished). */
  | { outcome: 'denied'; scanned: string }
  | { outcome: 'failed'; scanned: string; network: boolean; message: string | null };

const WARNINGS: Record<string, CheckInWarning> = {
  [ErrorCode.AlreadyCheckedIn]: 'alreadyCheckedIn',
  [ErrorCode.AlreadyCheckedOut]: 'alreadyCheckedOut',
  [ErrorCode.FullyOccupied]: 'fullyOccupied',
  [ErrorCode.WrongTicketType]: 'wrongTicketType',
};

export function reportFromResult(scanned: string, result: CheckInResult): CheckInReport {
  return { outcome: result.status, scanned, result };
}

/** Maps a failed check-in call (MST codes of spec §8, with the person in the error's details). */
export function reportFromError(scanned: string, error: unknown): CheckInReport {
  if (!(error instanceof ApiCallError)) {
    return { outcome: 'failed', scanned, network: false, message: null };
  }
  const warning = WARNINGS[error.code];
  if (warning) {
    const details = checkInErrorDetails.safeParse(error.details ?? {});
    return {
      outcome: warning,
      scanned,
      person: details.success ? (details.data.person ?? null) : null,
      area: details.success ? (details.data.area ?? null) : null,
    };
  }
  // The server names the unknown input: the ticket, or an area deleted while the console was open.
  if (error.code === ErrorCode.NotFound && (error.field === 'ticketId' || error.field === 'ticketNumber')) {
    return { outcome: 'ticketNotFound', scanned };
  }
  if (error.code === ErrorCode.Forbidden || error.status === 403) return { outcome: 'denied', scanned };
  return { outcome: 'failed', scanned, network: error.isNetwork, message: error.message || null };
}

/** The person a report names, when it names one. */
export function reportPerson(report: CheckInReport): CheckInPerson | null {
  if (report.outcome === 'checkedIn' || report.outcome === 'checkedOut') return report.result.person;
  if ('person' in report) return report.person;
  return null;
}

/**
 * The secret of the ticket a report names, for its badge (the digest and print calls take the
 * secret, whose URL the badge's QR holds): from the server's answer, so a ticket an operator typed
 * by its number prints too. Null when the report names nobody.
 */
export function reportTicketId(report: CheckInReport): string | null {
  return reportPerson(report)?.ticketId ?? null;
}

export interface ReportToast {
  kind: 'success' | 'error';
  /** i18n key under checkin.toast. */
  key: string;
  values: Record<string, string>;
}

/**
 * The toast of spec §8 for a report: success for checkedIn / checkedOut with the name; warnings
 * with the person's name (or the ticket id when the server named nobody) and the area; ticket not
 * found; check-in denied; check-in failed (offline says so). `nameOf` names the report's area
 * (areaName.ts); `areaName` is used when the report carries none.
 */
export function reportToast(
  report: CheckInReport,
  areaName: string,
  nameOf: (area: Area) => string = (area) => area.name,
): ReportToast {
  const name = reportPerson(report)?.fullName || report.scanned;
  const area = ('area' in report && report.area && nameOf(report.area)) || areaName;
  switch (report.outcome) {
    case 'checkedIn':
    case 'checkedOut':
      return { kind: 'success', key: `checkin.toast.${report.outcome}`, values: { name, area } };
    case 'alreadyCheckedIn':
    case 'alreadyCheckedOut':
    case 'fullyOccupied':
    case 'wrongTicketType':
      return { kind: 'error', key: `checkin.toast.${report.outcome}`, values: { name, area } };
    case 'ticketNotFound':
      return { kind: 'error', key: 'checkin.toast.ticketNotFound', values: { ticketId: report.scanned } };
    case 'denied':
      return { kind: 'error', key: 'checkin.toast.denied', values: {} };
    case 'failed':
      return {
        kind: 'error',
        key: report.network ? 'errors.network' : 'checkin.toast.failed',
        values: {},
      };
  }
}
