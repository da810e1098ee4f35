import { devices, type ConfiguredPrinter } from '@platform/devices';
import { queryOptions } from '@tanstack/react-query';
import type { CheckInBody } from '@shared/schemas/checkin';
import type { EventPrinter } from '@shared/schemas/printJobs';
import { api } from '../../api/client';
import { eventKeys } from '../eventHome';
import { configuredPrinters } from './devicePrinters';
import { reportFromError, reportFromResult, type CheckInReport } from './outcome';
import { scannedText, type ScannedTicket } from './scanInput';

/** Query keys of a station's data: below the event's key (eventHome/api.ts). */
export const stationKeys = {
  areas: (eventId: string) => [...eventKeys.all(eventId), 'areas'] as const,
  badgeDigest: (eventId: string, ticketId: string) =>
    [...eventKeys.all(eventId), 'badgeDigest', ticketId] as const,
};

/** The event's check-in areas with their occupancy (check-in staff and organizers). */
export const areasQuery = (eventId: string) =>
  queryOptions({
    queryKey: stationKeys.areas(eventId),
    queryFn: ({ signal }) => api('areaList', { query: { eventId }, signal }),
  });

/**
 * Query keys of this machine's devices: not server data, but loaded, failed and asked again
 * through the same cache. The printers listed depend on the event printers the list is told of.
 */
const deviceKeys = {
  printers: (configured: ConfiguredPrinter[]) => ['devices', 'printers', configured] as const,
};

/**
 * The printers this station reaches (devices.listPrinters): the event's printers at their
 * addresses and discovered ones on the desktop, the browser's print dialog on the web. Listed
 * again whenever a screen that shows them opens (a printer switched on meanwhile), shown from the
 * cache until then; not on every return to the window.
 */
export const devicePrintersQuery = (eventPrinters: EventPrinter[]) => {
  const configured = configuredPrinters(eventPrinters);
  return queryOptions({
    queryKey: deviceKeys.printers(configured),
    queryFn: () => devices.listPrinters(configured),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
};

/**
 * POST /v1/event/digest/template by the ticket's secret: the badge to print for it — template,
 * placeholder values, ticket URL and whether it was printed before (MST-00061 without a template).
 * Asked for at each print, never cached: the printed flag decides the print step's mode.
 */
export const fetchBadgeDigest = (eventId: string, ticketId: string, signal?: AbortSignal) =>
  api('digestTemplate', { body: { eventId, ticketId }, signal });

/**
 * The badge a print step shows and prints: asked for once each time the step opens, kept while it
 * is open (a new answer would switch its mode under the operator) and dropped when it closes.
 * A failure is reported at once, not asked again: the console moves on to the next scan.
 */
export const badgeDigestQuery = (eventId: string, ticketId: string) =>
  queryOptions({
    queryKey: stationKeys.badgeDigest(eventId, ticketId),
    queryFn: ({ signal }) => fetchBadgeDigest(eventId, ticketId, signal),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

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
