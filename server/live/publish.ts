import { publishSchema, topicPath } from '@shared/live/topics';
import type { Publish } from '../services/deps';
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
