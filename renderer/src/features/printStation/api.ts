import type { ServerPrintJob } from '@shared/schemas/printJobs';
import { api } from '../../api/client';
import { followTopic } from '../../api/live';

/** printQueue/{eventId}/{printerId}: the printer's pending and claimed jobs, oldest first, on every change. */
export const followPrintQueue = (
  eventId: string,
  printerId: string,
  onJobs: (jobs: ServerPrintJob[]) => void,
) => followTopic('printQueue', { eventId, printerId }, onJobs);

/** POST /v1/event/print/job/claim: this station takes the job → {job, badge}. */
export const claimPrintJob = (eventId: string, jobId: string, stationId: string) =>
  api('printJobClaim', { body: { eventId, jobId, stationId } });

/** POST /v1/event/print/job/result: printed, or failed with the reason. */
export const reportPrintJob = (
  eventId: string,
  stationId: string,
  result: { jobId: string; state: 'printed' | 'failed'; error?: string },
) => api('printJobResult', { body: { eventId, stationId, ...result } });
