import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { childChange, childTopic, isChildTopic, topic } from '@shared/live/topic';
import { publishSchema, topics } from '@shared/live/topics';

describe('collection topics (spec networking §7: child added, changed, removed)', () => {
  const child = z.object({ n: z.number() });
  const change = childChange(child);

  it('parses a child added or changed with its value, and a removal with its key alone', () => {
    expect(change.parse({ event: 'child_added', key: 'a', value: { n: 1 } })).toEqual({
      event: 'child_added',
      key: 'a',
      value: { n: 1 },
    });
    expect(change.safeParse({ event: 'child_changed', key: 'a', value: { n: 'x' } }).success).toBe(false);
    expect(change.parse({ event: 'child_removed', key: 'a' })).toEqual({ event: 'child_removed', key: 'a' });
  });

  it('tells a collection topic from a value topic, and publishes each with its own schema', () => {
    expect(isChildTopic(childTopic('things/{id}', z.array(child), child))).toBe(true);
    expect(isChildTopic(topic('thing/{id}', child))).toBe(false);
    expect(publishSchema('roomMessages')).toBe(topics.roomMessages.change);
    expect(publishSchema('roomMeta')).toBe(topics.roomMeta.payload);
  });
});
