import type { TopicName } from '@shared/live/topics';
import type { Db } from '../db/client';
import { createAreasRepository, toArea } from '../db/repositories/areas';
import { createLiveRepository } from '../db/repositories/live';
import { createPrintJobsRepository } from '../db/repositories/printJobs';
import { createSessionsRepository } from '../db/repositories/sessions';
import { AppError } from '../http/errors';
import { createEventAccess } from '../services/eventAccess';
import { canSeeSession } from '../services/sessionVisibility';
import { mySessionEntryOf, publicSessionStateOf } from '../services/sessionTopics';

/** Who is asking: the user the socket authenticated as. */
export interface LiveViewer {
  userId: string;
}

/** One topic on the server: who may subscribe, and how its current value is read. */
export interface TopicRule {
  /** The access rule. Anything not explicitly allowed is refused (MST-00403). */
  canSubscribe(viewer: LiveViewer, params: Record<string, string>): Promise<boolean>;
  /** The topic's current value, sent as the snapshot on subscribe (and re-read for large values). */
  snapshot(params: Record<string, string>): Promise<unknown>;
}

/**
 * EVERY realtime topic's access rule, in one place. A topic in shared/live/topics.ts without an
 * entry here does not compile; each rule has a test that a stranger is refused
 * (tests/server/live/rules.test.ts).
 */
export function createTopicRules(db: Db, now: () => number): Record<TopicName, TopicRule> {
  const repo = createLiveRepository(db);
  const access = createEventAccess(db, now);
  const areas = createAreasRepository(db);
  const printJobs = createPrintJobsRepository(db);
  const sessions = createSessionsRepository(db);

  /** Check-in admins of an unfinished event and its organizers (services/eventAccess.ts). */
  const isCheckInStaff = (userId: string, eventId: string | undefined) =>
    eventId === undefined
      ? Promise.resolve(false)
      : access.requireCheckInStaff(userId, eventId).then(
          () => true,
          (err: unknown) => {
            if (err instanceof AppError) return false;
            throw err;
          },
        );

  return {
    /** ui/{userId}: the user's own UI settings; nobody else, not even an organizer. */
    ui: {
      canSubscribe: async (viewer, { userId }) => viewer.userId === userId,
      snapshot: async ({ userId }) => repo.uiSettings(userId ?? ''),
    },

    /** profiles/{userId}/public: the user themself, or anyone who shares an event with them. */
    publicProfile: {
      canSubscribe: async (viewer, { userId }) =>
        userId !== undefined &&
        (viewer.userId === userId || (await repo.shareAnEvent(viewer.userId, userId))),
      snapshot: async ({ userId }) => repo.publicProfile(userId ?? ''),
    },

    /** newEvents/{eventId}/areas: live occupancy, for the event's check-in staff. */
    areas: {
      canSubscribe: async (viewer, { eventId }) => isCheckInStaff(viewer.userId, eventId),
      snapshot: async ({ eventId }) => {
        await areas.ensureVenueEntrance(eventId ?? '');
        return (await areas.list(eventId ?? '')).map(toArea);
      },
    },

    /** printQueue/{eventId}/{printerId}: a printer's pending and claimed jobs, for its print station (check-in staff). */
    printQueue: {
      canSubscribe: async (viewer, { eventId }) => isCheckInStaff(viewer.userId, eventId),
      snapshot: async ({ eventId, printerId }) => printJobs.liveForPrinter(eventId ?? '', printerId ?? ''),
    },

    /** printJobs/{eventId}/{jobId}: one job, for the console or kiosk that queued it (check-in staff). */
    printJob: {
      canSubscribe: async (viewer, { eventId }) => isCheckInStaff(viewer.userId, eventId),
      snapshot: async ({ eventId, jobId }) => printJobs.find(eventId ?? '', jobId ?? ''),
    },

    /** newEvents/{eventId}/public_sessions/{sessionId}: seats per occurrence, for members who may see the session. */
    publicSession: {
      canSubscribe: async (viewer, { eventId, sessionId }) => {
        if (eventId === undefined || sessionId === undefined) return false;
        const member = await access.member(viewer.userId, eventId).catch((err: unknown) => {
          if (err instanceof AppError) return null;
          throw err;
        });
        const session = member && (await sessions.findSession(eventId, sessionId));
        return Boolean(member && session && canSeeSession(session, member));
      },
      snapshot: async ({ eventId, sessionId }) =>
        publicSessionStateOf(sessions, eventId ?? '', sessionId ?? '', now()),
    },

    /** newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}: my agenda entry; only my own user. */
    mySession: {
      canSubscribe: async (viewer, { eventId, participantId }) => {
        if (eventId === undefined || participantId === undefined) return false;
        const participant = await sessions.participant(eventId, participantId);
        return participant !== null && participant.userId === viewer.userId;
      },
      snapshot: async ({ participantId, sessionId }) =>
        mySessionEntryOf(sessions, participantId ?? '', sessionId ?? ''),
    },
  };
}
