import { ErrorCode } from '@shared/errors';
import { matchTopic, type TopicMatch, type TopicName } from '@shared/live/topics';
import { createTopicRules } from './topicRules';
import { mayFollow, type LiveViewer, type TopicRuleDeps } from './topicRule';

export type SubscribeResult =
  { ok: true; value: unknown } | { ok: false; errorCode: string; errorMessage: string };

/**
 * Topic access and snapshots for the realtime hub; the rules themselves are beside each area's
 * service (topicRules.ts merges them), each naming its permission of the access module (services/access/).
 */
export function createLiveService(deps: TopicRuleDeps) {
  const rules = createTopicRules(deps);

  // Generic in the topic, so the rule and the parameters it gets are of the same topic.
  const canSubscribe = <N extends TopicName>(viewer: LiveViewer, { name, params }: TopicMatch<N>) =>
    mayFollow(deps.access, rules[name], viewer, params);
  const snapshot = <N extends TopicName>({ name, params }: TopicMatch<N>, viewer: LiveViewer | null) =>
    rules[name].snapshot(params, viewer);

  return {
    /** Checks the topic's access rule and reads its current value. */
    async subscribe(viewer: LiveViewer, topic: string): Promise<SubscribeResult> {
      const match = matchTopic(topic);
      if (!match) return { ok: false, errorCode: ErrorCode.NotFound, errorMessage: `Unknown topic ${topic}` };
      if (!(await canSubscribe(viewer, match))) {
        return {
          ok: false,
          errorCode: ErrorCode.Forbidden,
          errorMessage: `You may not subscribe to ${topic}`,
        };
      }
      return { ok: true, value: await snapshot(match, viewer) };
    },

    /** Whether the viewer may follow the topic now: its rule run again after an access loss. */
    async canSubscribe(viewer: LiveViewer, topic: string): Promise<boolean> {
      const match = matchTopic(topic);
      return match !== null && (await canSubscribe(viewer, match));
    },

    /** The current value of a topic, for deliveries that came as a reference (too large for NOTIFY). */
    async snapshot(topic: string): Promise<unknown> {
      const match = matchTopic(topic);
      return match ? snapshot(match, null) : null;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
