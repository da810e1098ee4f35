import { use } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { eventDetailsQuery } from '../api';

/** The fetch each event's first render waits on, the same promise for every render until it settles. */
const settling = new WeakMap<QueryClient, Map<string, Promise<void>>>();

function settled(client: QueryClient, eventId: string): Promise<void> {
  let byEvent = settling.get(client);
  if (!byEvent) settling.set(client, (byEvent = new Map()));
  let promise = byEvent.get(eventId);
  if (!promise) {
    promise = client.fetchQuery(eventDetailsQuery(eventId)).then(
      () => void byEvent.delete(eventId),
      () => void byEvent.delete(eventId),
    );
    byEvent.set(eventId, promise);
  }
  return promise;
}

/**
 * useEventDetails that suspends (React `use`) until the details are in or have failed, for what
 * shows above an event's pages: it renders with its final size together with the page, which so
 * never moves under the reader's pointer (AppShell holds the page while it suspends). A failure
 * renders as no details; the page says why.
 */
export function useSettledEventDetails(eventId: string) {
  const client = useQueryClient();
  const query = useQuery(eventDetailsQuery(eventId));
  if (query.data === undefined && query.error === null) use(settled(client, eventId));
  return query;
}
