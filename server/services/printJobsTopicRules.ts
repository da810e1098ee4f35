import type { printJobsTopics } from '@shared/live/topics/printJobs';
import { createPrintJobsRepository } from '../db/repositories/printJobs';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/**
 * The rules of shared/live/topics/printJobs.ts: both for the event's check-in staff — check-in
 * admins of an unfinished event and its organizers.
 */
export function createPrintJobsTopicRules(deps: TopicRuleDeps): TopicRules<keyof typeof printJobsTopics> {
  const printJobs = createPrintJobsRepository(deps.database.db);
  return {
    /** printQueue/{eventId}/{printerId}: a printer's pending and claimed jobs, for its print station. */
    printQueue: {
      permission: 'event.checkInStaff',
      scope: ({ eventId }) => ({ eventId }),
      snapshot: async ({ eventId, printerId }) => printJobs.liveForPrinter(eventId, printerId),
    },

    /** printJobs/{eventId}/{jobId}: one job, for the console or kiosk that queued it. */
    printJob: {
      permission: 'event.checkInStaff',
      scope: ({ eventId }) => ({ eventId }),
      snapshot: async ({ eventId, jobId }) => printJobs.find(eventId, jobId),
    },
  };
}
