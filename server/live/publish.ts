import { publishSchema, topicPath } from '@shared/live/topics';
import type { Publish, TopicChanged } from '../services/deps';
import type { LiveBus } from './bus';

/**
 * The services' publish (ServiceDeps.publish) over the bus: the path is filled from the topic's
 * pattern and the value parsed with its payload schema (a collection topic's child change with
 * its child schema), so subscribers get what the topic declares. A value that does not parse is a
 * programming error and throws before anything is sent.
 */
export function createPublish(bus: Pick<LiveBus, 'publish'>): Publish {
  return async (name, params, value) => {
    const path = topicPath(name, params);
    await bus.publish(path, publishSchema(name).parse(value));
  };
}

/** The services' changed (ServiceDeps.changed) over the bus: the topic's path, no value. */
export function createTopicChanged(bus: Pick<LiveBus, 'changed'>): TopicChanged {
  return (name, params) => bus.changed(topicPath(name, params));
}
