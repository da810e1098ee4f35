import type { checkinTopics } from '@shared/live/topics/checkin';
import { createAreasRepository, toArea } from '../db/repositories/areas';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/** The rules of shared/live/topics/checkin.ts. */
export function createCheckinTopicRules(deps: TopicRuleDeps): TopicRules<keyof typeof checkinTopics> {
  const areas = createAreasRepository(deps.database.db);
  return {
    /** newEvents/{eventId}/areas: live occupancy, for the event's check-in staff. */
    areas: {
      permission: 'event.checkInStaff',
      scope: ({ eventId }) => ({ eventId }),
      snapshot: async ({ eventId }) => {
        await areas.ensureVenueEntrance(eventId);
        return (await areas.list(eventId)).map(toArea);
      },
    },
  };
}
