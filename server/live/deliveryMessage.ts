import { isChildTopic } from '@shared/live/topic';
import { matchTopic, topics } from '@shared/live/topics';
import type { LiveServerMessage } from '@shared/live/messages';

/*
 * What a delivery becomes on the socket. A value topic sends `value`; a collection topic
 * (shared/live/topic.ts childTopic) sends its child change as child_added, child_changed or
 * child_removed with the child's key (docs/realtime.md).
 */

const isCollection = (topic: string): boolean => {
  const match = matchTopic(topic);
  return match !== null && isChildTopic(topics[match.name]);
};

/** A delivery that carried its value (published through publishSchema, so its shape is known). */
export function deliveryMessage(topic: string, value: unknown): LiveServerMessage {
  if (!isCollection(topic)) return { type: 'value', topic, value };
  const change = value as {
    event: 'child_added' | 'child_changed' | 'child_removed';
    key: string;
    value?: unknown;
  };
  return change.event === 'child_removed'
    ? { type: 'child_removed', topic, key: change.key }
    : { type: change.event, topic, key: change.key, value: change.value };
}

/**
 * A delivery without its value (too large for NOTIFY, or only told changed), re-read through the
 * topic's snapshot: a value topic's new value, or a collection's whole snapshot again (one child
 * cannot be re-read on its own), which the client takes as it takes the subscribe's.
 */
export function reloadedMessage(topic: string, value: unknown): LiveServerMessage {
  return isCollection(topic) ? { type: 'snapshot', topic, value } : { type: 'value', topic, value };
}
