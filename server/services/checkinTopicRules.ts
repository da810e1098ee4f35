import type { checkinTopics } from '@shared/live/topics/checkin';
import { createAreasRepository, toArea } from '../db/repositories/areas';
import { passes, type TopicRuleDeps, type TopicRules } from './topicRule';

/** The rules of shared/live/topics/checkin.ts. */
export function createCheckinTopicRules({
  database,
  access,
}: TopicRuleDeps): TopicRules<keyof typeof checkinTopics> {
  const areas = createAreasRepository(database.db);
  return {
    /** newEvents/{eventId}/areas: live occupancy, for the event's check-in staff (services/eventAccess.ts). */
    areas: {
      canSubscribe: async (viewer, { eventId }) => passes(access.requireCheckInStaff(viewer.userId, eventId)),
      snapshot: async ({ eventId }) => {
        await areas.ensureVenueEntrance(eventId);
        return (await areas.list(eventId)).map(toArea);
      },
    },
  };
}
