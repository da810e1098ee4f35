import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { TopicName, TopicParamsOf, TopicValue } from '@shared/live/topics';
import { followCollection, followTopic } from './live';
import type { CollectionChange, CollectionTopicName } from './liveCollection';

/**
 * Follows topic N once for each params of the list while mounted (an empty list follows none);
 * onValue gets every parsed value with the params it came for. A new list with the same params in
 * any order keeps the subscriptions.
 */
export function useFollowTopics<N extends TopicName>(
  name: N,
  paramsList: readonly TopicParamsOf<N>[],
  onValue: (value: TopicValue<N>, snapshot: boolean, params: TopicParamsOf<N>) => void,
): void {
  const handle = useEffectEvent(onValue);
  // One string for the set of params, so the effect runs again only when that set changes.
  const wanted = [...new Set(paramsList.map((params) => JSON.stringify(params)))].sort().join('\n');
  useEffect(() => {
    if (!wanted) return;
    const offs = wanted.split('\n').map((json) => {
      const params = JSON.parse(json) as TopicParamsOf<N>;
      return followTopic(name, params, (value, snapshot) => handle(value, snapshot, params));
    });
    return () => offs.forEach((off) => off());
  }, [name, wanted]);
}

/**
 * Writes topic N's values into the query cache while mounted: the cached answer of `queryKey`
 * becomes merge(cached, value) on every value (cached is undefined before the first answer; merge
 * returning undefined leaves the cache as it is). Screens reading that query see the change.
 */
export function useTopicIntoCache<T, N extends TopicName>(
  queryKey: QueryKey,
  name: N,
  paramsList: readonly TopicParamsOf<N>[],
  merge: (cached: T | undefined, value: TopicValue<N>) => T | undefined,
): void {
  const client = useQueryClient();
  useFollowTopics(name, paramsList, (value) => {
    client.setQueryData<T>(queryKey, (cached) => merge(cached, value));
  });
}

/**
 * Makes queries stale while mounted whenever topic N changes, for topics that mark a change rather
 * than carry what a screen shows (a pool's `changedAt`), or whose value is not the viewer's own
 * answer (the speakers): the queries are asked again. staleKeys(params) names the queries one
 * params' change concerns. The first snapshot of each params is skipped (the screen has just read
 * that state); a later one (after a reconnect, when changes may have been missed) counts as a change.
 */
export function useTopicInvalidates<N extends TopicName>(
  name: N,
  paramsList: readonly TopicParamsOf<N>[],
  staleKeys: (params: TopicParamsOf<N>) => readonly QueryKey[],
): void {
  const client = useQueryClient();
  const seen = useRef(new Set<string>());
  useFollowTopics(name, paramsList, (_value, snapshot, params) => {
    const key = JSON.stringify(params);
    if (snapshot && !seen.current.has(key)) {
      seen.current.add(key);
      return;
    }
    for (const queryKey of staleKeys(params)) void client.invalidateQueries({ queryKey });
  });
}

/**
 * Follows collection topic N with these params while mounted (null follows nothing); onChange gets
 * its snapshot and each child's change (live.ts followCollection).
 */
export function useFollowCollection<N extends CollectionTopicName>(
  name: N,
  params: TopicParamsOf<N> | null,
  onChange: (change: CollectionChange<N>) => void,
): void {
  const handle = useEffectEvent(onChange);
  const wanted = params ? JSON.stringify(params) : '';
  useEffect(() => {
    if (!wanted) return;
    return followCollection(name, JSON.parse(wanted) as TopicParamsOf<N>, (change) => handle(change));
  }, [name, wanted]);
}
