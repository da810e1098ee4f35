import type { TopicName } from '../../shared/live/topics';
import type { LiveRepository } from '../db/repositories/live';

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
export function createTopicRules(repo: LiveRepository): Record<TopicName, TopicRule> {
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
  };
}
