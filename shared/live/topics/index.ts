import type { z } from 'zod';
import { fillPattern, isChildTopic, matchPattern, type ChildTopic, type TopicParams } from '../topic';
import { chatTopics } from './chat';
import { checkinTopics } from './checkin';
import { meetingsTopics } from './meetings';
import { networkingTopics } from './networking';
import { notificationsTopics } from './notifications';
import { printJobsTopics } from './printJobs';
import { sessionsTopics } from './sessions';
import { userTopics } from './user';

/**
 * Every realtime topic, merged from one file per area. Each area's access rules live beside its
 * service (server/services/<area>TopicRules.ts); server/live/rules.ts does not compile while a
 * topic here has no rule.
 */
export const topics = {
  ...userTopics,
  ...checkinTopics,
  ...printJobsTopics,
  ...sessionsTopics,
  ...networkingTopics,
  ...notificationsTopics,
  ...meetingsTopics,
  ...chatTopics,
};

export type Topics = typeof topics;
export type TopicName = keyof Topics;
/** The parameters of topic N's pattern, e.g. TopicParamsOf<'ui'> = { userId: string }. */
export type TopicParamsOf<N extends TopicName> = TopicParams<Topics[N]['pattern']>;
/** What a subscriber receives on topic N (the payload schema's output). */
export type TopicValue<N extends TopicName> = z.output<Topics[N]['payload']>;
/** What a publisher hands over for topic N (the payload schema's input). */
export type TopicInput<N extends TopicName> = z.input<Topics[N]['payload']>;

/**
 * What a publisher hands over for topic N: its whole new value, or for a collection topic
 * (shared/live/topic.ts childTopic) the change of one child.
 */
export type TopicPublishInput<N extends TopicName> = Topics[N] extends ChildTopic
  ? z.input<Topics[N]['change']>
  : TopicInput<N>;

/** The schema a publish of topic N is parsed with (its payload, or its child change). */
export function publishSchema(name: TopicName): z.ZodType {
  const t = topics[name];
  return isChildTopic(t) ? t.change : t.payload;
}

/** A concrete path recognised as topic N, with its parameters; a union over N by default. */
export type TopicMatch<N extends TopicName = TopicName> = {
  [K in N]: { name: K; params: TopicParamsOf<K> };
}[N];

/** Fills a topic's pattern: topicPath('ui', { userId }) → 'ui/123'. */
export function topicPath<N extends TopicName>(name: N, params: TopicParamsOf<N>): string {
  return fillPattern(topics[name].pattern, params);
}

/** Matches a concrete path against the patterns; returns the topic and its parameters. */
export function matchTopic(path: string): TopicMatch | null {
  for (const name of Object.keys(topics) as TopicName[]) {
    const params = matchPattern(topics[name].pattern, path);
    // matchPattern returns exactly the placeholders of the topic's own pattern.
    if (params) return { name, params } as TopicMatch;
  }
  return null;
}
