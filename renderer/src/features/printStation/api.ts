import { z } from 'zod';
import { topicPath } from '@shared/live/topics';
import { serverPrintJob, type ServerPrintJob } from '@shared/schemas/printJobs';
import { api } from '../../api/client';
import { live } from '../../api/live';

const jobList = z.array(serverPrintJob);

/** printQueue/{eventId}/{printerId}: the printer's pending and claimed jobs, oldest first, on every change. */
export function subscribePrintQueue(
  eventId: string,
  printerId: string,
  onJobs: (jobs: ServerPrintJob[]) => void,
): () => void {
  return live.subscribe(topicPath('printQueue', { eventId, printerId }), (event) => {
    if (event.type !== 'snapshot' && event.type !== 'value') return;
    const parsed = jobList.safeParse(event.value);
    if (parsed.success) onJobs(parsed.data);
  });
}

/** POST /v1/event/print/job/claim: this station takes the job → {job, badge}. */
export const claimPrintJob = (eventId: string, jobId: string, stationId: string) =>
  api('printJobClaim', { body: { eventId, jobId, stationId } });

/** POST /v1/event/print/job/result: printed, or failed with the reason. */
export const reportPrintJob = (
  eventId: string,
  stationId: string,
  result: { jobId: string; state: 'printed' | 'failed'; error?: string },
) => api('printJobResult', { body: { eventId, stationId, ...result } });
