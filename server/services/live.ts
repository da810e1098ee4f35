import { ErrorCode } from '@shared/errors';
import { matchTopic } from '@shared/live/topics';
import { createTopicRules, type LiveViewer } from '../live/rules';
import type { ServiceDeps } from './deps';

export type SubscribeResult =
  { ok: true; value: unknown } | { ok: false; errorCode: string; errorMessage: string };

/** Topic access and snapshots for the realtime hub; the rules themselves are in live/rules.ts. */
export function createLiveService(deps: Pick<ServiceDeps, 'database'>, now: () => number) {
  const rules = createTopicRules(deps.database.db, now);

  return {
    /** Checks the topic's access rule and reads its current value. */
    async subscribe(viewer: LiveViewer, topic: string): Promise<SubscribeResult> {
      const match = matchTopic(topic);
      if (!match) return { ok: false, errorCode: ErrorCode.NotFound, errorMessage: `Unknown topic ${topic}` };
      const rule = rules[match.name];
      if (!(await rule.canSubscribe(viewer, match.params))) {
        return {
          ok: false,
          errorCode: ErrorCode.Forbidden,
          errorMessage: `You may not subscribe to ${topic}`,
        };
      }
      return { ok: true, value: await rule.snapshot(match.params) };
    },

    /** The current value of a topic, for deliveries that came as a reference (too large for NOTIFY). */
    async snapshot(topic: string): Promise<unknown> {
      const match = matchTopic(topic);
      return match ? rules[match.name].snapshot(match.params) : null;
    },
  };
}

export type LiveService = ReturnType<typeof createLiveService>;
