import type { z } from 'zod';
import type { LiveServerMessage } from '@shared/live/messages';
import type { ChildTopic } from '@shared/live/topic';
import { topics, type TopicName, type Topics, type TopicValue } from '@shared/live/topics';

/** The collection topics (shared/live/topic.ts childTopic): a snapshot, then one child at a time. */
export type CollectionTopicName = {
  [N in TopicName]: Topics[N] extends ChildTopic ? N : never;
}[TopicName];

/** One child of collection N as a subscriber receives it. */
type TopicChild<N extends CollectionTopicName> = z.output<Topics[N]['child']>;

/**
 * What a collection's follower is told (docs/realtime.md, collection topics): the whole collection
 * (the snapshot on subscribing, again after a reconnect), a child added or changed — the same to a
 * client, an upsert by its key — or a child removed.
 */
export type CollectionChange<N extends CollectionTopicName> =
  | { type: 'snapshot'; value: TopicValue<N> }
  | { type: 'upsert'; key: string; value: TopicChild<N> }
  | { type: 'remove'; key: string };

/**
 * A socket message of collection N as a change, parsed with the topic's shared schemas; null for a
 * message that is not about the collection's content or whose payload does not parse.
 */
export function collectionChange<N extends CollectionTopicName>(
  name: N,
  message: LiveServerMessage,
): CollectionChange<N> | null {
  const topic = topics[name];
  switch (message.type) {
    case 'snapshot':
    case 'value': {
      const parsed = topic.payload.safeParse(message.value);
      return parsed.success ? { type: 'snapshot', value: parsed.data as TopicValue<N> } : null;
    }
    case 'child_added':
    case 'child_changed': {
      const parsed = topic.child.safeParse(message.value);
      return parsed.success
        ? { type: 'upsert', key: message.key, value: parsed.data as TopicChild<N> }
        : null;
    }
    case 'child_removed':
      return { type: 'remove', key: message.key };
    default:
      return null;
  }
}

/** A list after one child's change: the child with that key replaced or added at the end, or left out. */
export function applyChildChange<T>(
  list: readonly T[],
  change: { type: 'upsert'; key: string; value: T } | { type: 'remove'; key: string },
  keyOf: (item: T) => string,
): T[] {
  if (change.type === 'remove') return list.filter((item) => keyOf(item) !== change.key);
  const at = list.findIndex((item) => keyOf(item) === change.key);
  if (at === -1) return [...list, change.value];
  const next = [...list];
  next[at] = change.value;
  return next;
}
