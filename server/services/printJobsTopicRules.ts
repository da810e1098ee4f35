import type { printJobsTopics } from '@shared/live/topics/printJobs';
import { createPrintJobsRepository } from '../db/repositories/printJobs';
import { passes, type TopicRuleDeps, type TopicRules } from './topicRule';

/** The rules of shared/live/topics/printJobs.ts: both for the event's check-in staff (services/eventAccess.ts). */
export function createPrintJobsTopicRules({
  database,
  access,
}: TopicRuleDeps): TopicRules<keyof typeof printJobsTopics> {
  const printJobs = createPrintJobsRepository(database.db);
  return {
    /** printQueue/{eventId}/{printerId}: a printer's pending and claimed jobs, for its print station. */
    printQueue: {
      canSubscribe: async (viewer, { eventId }) => passes(access.requireCheckInStaff(viewer.userId, eventId)),
      snapshot: async ({ eventId, printerId }) => printJobs.liveForPrinter(eventId, printerId),
    },

    /** printJobs/{eventId}/{jobId}: one job, for the console or kiosk that queued it. */
    printJob: {
      canSubscribe: async (viewer, { eventId }) => passes(access.requireCheckInStaff(viewer.userId, eventId)),
      snapshot: async ({ eventId, jobId }) => printJobs.find(eventId, jobId),
    },
  };
}
