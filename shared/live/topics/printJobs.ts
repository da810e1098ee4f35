import { z } from 'zod';
import { serverPrintJob } from '../../schemas/printJobs';
import { topic } from '../topic';

/** Badge printing (rules: server/services/printJobsTopicRules.ts). */
export const printJobsTopics = {
  /** A printer's pending badge jobs; the print station that owns the printer listens here. */
  printQueue: topic('printQueue/{eventId}/{printerId}', z.array(serverPrintJob)),
  /** One job, for the console or kiosk that asked for it. */
  printJob: topic('printJobs/{eventId}/{jobId}', serverPrintJob),
};
