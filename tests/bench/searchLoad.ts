import type { AutocannonRequest } from 'autocannon';

/**
 * The directory searches of the benchmarks (search2.ts, mixed.ts): `POST /v1/event/participant/
 * search2` as a viewer with an app token, pages of PAGE, and the three requests issue 10 sets the
 * p95 target for.
 */

export const PAGE = 60;
export const SEARCH_P95_TARGET_MS = 30;

/** Whose directory, searched by whom. */
export interface SearchTarget {
  url: string;
  eventId: string;
  /** The viewer's app token. */
  token: string;
}

export interface Search {
  label: string;
  body: Record<string, unknown>;
  /** Pages walked first; the measured request asks for the next one with their cursor. */
  skipPages?: number;
}

/** The ranked first page, a common word, and a cursor page: the requests the p95 target is judged on. */
export const JUDGED_SEARCHES: Search[] = [
  { label: 'ranked first page (match, with total)', body: {} },
  { label: 'text query "robotics", ranked', body: { query: 'robotics' } },
  { label: 'ranked page 5 (cursor)', body: {}, skipPages: 4 },
];

const SEARCH_PATH = '/v1/event/participant/search2';
const headers = (target: SearchTarget) => ({
  authorization: `Bearer ${target.token}`,
  'content-type': 'application/json',
});
const searchBody = (target: SearchTarget, body: Record<string, unknown>) =>
  JSON.stringify({ eventId: target.eventId, length: PAGE, ...body });

export function postSearch(target: SearchTarget, body: Record<string, unknown>): Promise<Response> {
  return fetch(`${target.url}${SEARCH_PATH}`, {
    method: 'POST',
    headers: headers(target),
    body: searchBody(target, body),
  });
}

/** For httpLoad.ts: each request asks for the next of `bodies`, in turn. */
export function searchRequest(target: SearchTarget, bodies: Record<string, unknown>[]): AutocannonRequest {
  let sequence = 0;
  return {
    method: 'POST',
    path: SEARCH_PATH,
    headers: headers(target),
    setupRequest: (request) => ({
      ...request,
      body: searchBody(target, bodies[sequence++ % bodies.length]!),
    }),
  };
}

/**
 * The body of the request to measure (after walking `skipPages` pages: with the last one's cursor)
 * and props.total of the first page.
 */
export async function pageToMeasure(
  target: SearchTarget,
  search: Search,
): Promise<{ body: Record<string, unknown>; total: number | null }> {
  let body = search.body;
  let total: number | null = null;
  for (let page = 0; page < (search.skipPages ?? 0) + 1; page++) {
    const response = await postSearch(target, body);
    const json = (await response.json()) as {
      data?: { props: { next: string | null; total: number | null } };
    };
    if (!response.ok || !json.data) throw new Error(`search2 ${search.label}: HTTP ${response.status}`);
    total ??= json.data.props.total;
    if (page < (search.skipPages ?? 0)) {
      if (!json.data.props.next) throw new Error(`search2 ${search.label}: no page ${page + 2}`);
      body = { ...search.body, after: json.data.props.next };
    }
  }
  return { body, total };
}
