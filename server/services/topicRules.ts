import { createChatTopicRules } from './chatTopicRules';
import { createCheckinTopicRules } from './checkinTopicRules';
import { createMeetingsTopicRules } from './meetingsTopicRules';
import { createNetworkingTopicRules } from './networkingTopicRules';
import { createNotificationsTopicRules } from './notificationsTopicRules';
import { createPrintJobsTopicRules } from './printJobsTopicRules';
import { createSessionsTopicRules } from './sessionsTopicRules';
import { createUserTopicRules } from './userTopicRules';
import type { TopicRuleDeps, TopicRules } from './topicRule';

/**
 * EVERY realtime topic's access rule: one file per area beside its service
 * (server/services/<area>TopicRules.ts, for shared/live/topics/<area>.ts), merged here. The return
 * type names every topic, so a topic without a rule does not compile; each rule has a test that a
 * stranger is refused (tests/server/live/rules.test.ts).
 */
export function createTopicRules(deps: TopicRuleDeps): TopicRules {
  return {
    ...createUserTopicRules(deps),
    ...createCheckinTopicRules(deps),
    ...createPrintJobsTopicRules(deps),
    ...createSessionsTopicRules(deps),
    ...createNetworkingTopicRules(deps),
    ...createNotificationsTopicRules(deps),
    ...createMeetingsTopicRules(deps),
    ...createChatTopicRules(deps),
  };
}
