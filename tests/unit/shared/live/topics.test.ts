import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fillPattern, matchPattern, topic, type TopicParams } from '@shared/live/topic';
import { matchTopic, topicPath, topics, type TopicParamsOf } from '@shared/live/topics';
import { z } from 'zod';

/** Compile-time equality: `expectType<A, B>(true)` fails to type-check unless A and B are the same. */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const expectType = <A, B>(equal: Equal<A, B>) => equal;

describe('topic patterns (shared/live/topic.ts)', () => {
  it('infers exactly the placeholders of a pattern as its parameters', () => {
    const t = topic('a/{first}/b/{second}', z.string());
    expectType<TopicParams<typeof t.pattern>, { first: string; second: string }>(true);
    expectType<TopicParams<'fixed/path'>, Record<never, string>>(true);
    expectType<TopicParamsOf<'mySession'>, { eventId: string; participantId: string; sessionId: string }>(
      true,
    );
    expect(t.pattern).toBe('a/{first}/b/{second}');
  });

  it('fills every placeholder', () => {
    expect(fillPattern('a/{first}/b/{second}', { first: '1', second: '2' })).toBe('a/1/b/2');
    expect(topicPath('ui', { userId: 'u1' })).toBe('ui/u1');
    expect(topicPath('mySession', { eventId: 'e', participantId: 'p', sessionId: 's' })).toBe(
      'newEvents/e/participants/p/sessions/s',
    );
  });

  it("refuses a parameter containing '/', or a missing one", () => {
    expect(() => topicPath('ui', { userId: 'u1/../u2' })).toThrow(/bad userId/);
    expect(() => topicPath('printJob', { eventId: 'e', jobId: 'a/b' })).toThrow(/bad jobId/);
    expect(() => fillPattern('a/{first}', {})).toThrow(/bad first/);
  });

  it('types the parameters of each topic by name', () => {
    // @ts-expect-error -- a missing parameter does not compile
    expect(() => topicPath('printQueue', { eventId: 'e' })).toThrow(/bad printerId/);
    // @ts-expect-error -- an extra parameter does not compile
    expect(topicPath('ui', { userId: 'u1', eventId: 'e' })).toBe('ui/u1');
    const maybe = 'u1' as string | undefined;
    // @ts-expect-error -- a parameter that may be undefined does not compile
    expect(topicPath('ui', { userId: maybe })).toBe('ui/u1');
  });

  it('matches a concrete path to its topic and parameters', () => {
    expect(matchTopic('ui/u1')).toEqual({ name: 'ui', params: { userId: 'u1' } });
    expect(matchTopic('profiles/u1/public')).toEqual({ name: 'publicProfile', params: { userId: 'u1' } });
    expect(matchTopic('newEvents/e/public_sessions/s')).toEqual({
      name: 'publicSession',
      params: { eventId: 'e', sessionId: 's' },
    });
    expect(matchPattern('a/{first}', 'a/1')).toEqual({ first: '1' });
  });

  it('matches nothing for an unknown path, a wrong length or an empty segment', () => {
    expect(matchTopic('nope/u1')).toBeNull();
    expect(matchTopic('ui/u1/extra')).toBeNull();
    expect(matchTopic('ui/')).toBeNull();
    expect(matchTopic('profiles/u1/private')).toBeNull();
  });

  it('finds every topic again from the path it fills', () => {
    for (const name of Object.keys(topics) as (keyof typeof topics)[]) {
      const params = Object.fromEntries(
        [...topics[name].pattern.matchAll(/\{(\w+)\}/g)].map(([, key]) => [key, `${key}-1`]),
      );
      expect(matchTopic(fillPattern(topics[name].pattern, params))).toEqual({ name, params });
    }
  });

  it('merges every area file, no topic name declared by two areas', async () => {
    const folder = new URL('../../../../shared/live/topics/', import.meta.url);
    const areaFiles = readdirSync(folder).filter((file) => file !== 'index.ts');
    const areas = await Promise.all(
      areaFiles.map(async (file) => (await import(new URL(file, folder).href)) as Record<string, object>),
    );
    const names = areas.flatMap((area) =>
      Object.values(area).flatMap((topicsOfArea) => Object.keys(topicsOfArea)),
    );
    expect(areaFiles.length).toBeGreaterThanOrEqual(4);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(topics).sort()).toEqual([...names].sort());
  });
});
