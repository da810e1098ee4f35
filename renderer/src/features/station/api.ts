import { topicPath } from '@shared/live/topics';
import { area, type Area, type CheckInBody } from '@shared/schemas/checkin';
import { z } from 'zod';
import { api } from '../../api/client';
import { live } from '../../api/live';
import { reportFromError, reportFromResult, type CheckInReport } from './outcome';
import { scannedText, type ScannedTicket } from './scanInput';

/** The event's check-in areas with their occupancy (check-in staff and organizers). */
export const fetchAreas = (eventId: string, signal?: AbortSignal) =>
  api('areaList', { query: { eventId }, signal });

const areaListPayload = z.array(area);

/** Live occupancy: newEvents/{eventId}/areas; the handler gets the whole list on every change. */
export function subscribeAreas(eventId: string, onAreas: (areas: Area[]) => void): () => void {
  return live.subscribe(topicPath('areas', { eventId }), (event) => {
    if (event.type !== 'snapshot' && event.type !== 'value') return;
    const parsed = areaListPayload.safeParse(event.value);
    if (parsed.success) onAreas(parsed.data);
  });
}

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
