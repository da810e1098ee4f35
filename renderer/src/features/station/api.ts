import { queryOptions } from '@tanstack/react-query';
import type { CheckInBody } from '@shared/schemas/checkin';
import { api } from '../../api/client';
import { eventKeys } from '../eventHome';
import { reportFromError, reportFromResult, type CheckInReport } from './outcome';
import { scannedText, type ScannedTicket } from './scanInput';

/** Query keys of a station's data: below the event's key (eventHome/api.ts). */
export const stationKeys = {
  areas: (eventId: string) => [...eventKeys.all(eventId), 'areas'] as const,
};

/** The event's check-in areas with their occupancy (check-in staff and organizers). */
export const areasQuery = (eventId: string) =>
  queryOptions({
    queryKey: stationKeys.areas(eventId),
    queryFn: ({ signal }) => api('areaList', { query: { eventId }, signal }),
  });

/**
 * POST /v1/event/digest/template by the ticket's secret: the badge to print for it — template,
 * placeholder values, ticket URL and whether it was printed before (MST-00061 without a template).
 * Asked for at each print, never cached: the printed flag decides the print step's mode.
 */
export const fetchBadgeDigest = (eventId: string, ticketId: string, signal?: AbortSignal) =>
  api('digestTemplate', { body: { eventId, ticketId }, signal });

/** One check-in: the ticket by its secret (a scanned URL) or by the number an operator typed. */
export type CheckInRequest = Required<Pick<CheckInBody, 'eventId' | 'checkIn' | 'entityId'>> &
  Pick<CheckInBody, 'printer' | 'stationId' | 'idempotencyKey'> &
  ScannedTicket;

/**
 * POST /v1/event/participant/checkIn for one ticket into (or out of) an area. Never throws: every
 * answer, the MST refusals included, comes back as a report for the toast and the result screen.
 */
export async function checkInTicket(request: CheckInRequest): Promise<CheckInReport> {
  const scanned = scannedText(request);
  try {
    const result = await api('checkIn', { body: { entityType: 'area', ...request } });
    return reportFromResult(scanned, result);
  } catch (error) {
    return reportFromError(scanned, error);
  }
}
