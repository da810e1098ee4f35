import {
  routes,
  type RouteBody,
  type RouteName,
  type RouteQuery,
  type RouteResponse,
} from '@shared/api/routes';
import { IDENTITY_PROVIDER } from '@shared/constants';
import { API_ORIGIN } from '../config';
import { ApiCallError, ClientErrorCode, errorFromResponse } from './errors';
import { clearTokens, readTokens, writeTokens } from './tokens';

type Params<K extends RouteName> = (typeof routes)[K] extends { params: unknown }
  ? Record<string, string>
  : never;

/** What a call sends, typed by the shared route table. */
export type CallOptions<K extends RouteName> = ([RouteBody<K>] extends [never]
  ? { body?: never }
  : { body: RouteBody<K> }) &
  ([RouteQuery<K>] extends [never] ? { query?: never } : { query?: RouteQuery<K> }) &
  ([Params<K>] extends [never] ? { params?: never } : { params: Params<K> }) & { signal?: AbortSignal };

function buildUrl(path: string, params?: Record<string, string>, query?: Record<string, unknown>): string {
  const filled = path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params?.[key] ?? ''));
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
  }
  const search = qs.toString();
  return `${API_ORIGIN}${filled}${search ? `?${search}` : ''}`;
}

async function send(method: string, url: string, body: unknown, token: string | null, signal?: AbortSignal) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiCallError(0, ClientErrorCode.Network, 'Network request failed');
  }
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh at a time: several calls that hit 401 together wait for the same refresh instead
 * of each spending the refresh token. A failed refresh removes the stored tokens (logged out).
 */
function refreshAppToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const current = readTokens();
    if (!current) return false;
    const url = buildUrl(routes.userToken.path, undefined, {
      provider: IDENTITY_PROVIDER,
      refresh: 'true',
      accessToken: current.refreshToken,
    });
    try {
      const res = await send('GET', url, undefined, null);
      if (!res.ok) throw await errorFromResponse(res);
      const parsed = routes.userToken.response.safeParse(((await res.json()) as { data?: unknown }).data);
      if (!parsed.success) throw new Error('bad refresh response');
      writeTokens(parsed.data);
      return true;
    } catch (err) {
      // Offline is not a rejected session: keep the tokens so the user stays signed in.
      if (err instanceof ApiCallError && err.isNetwork) return false;
      clearTokens();
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * Calls a /v1 route. The response is parsed with the route's shared schema; failures throw
 * ApiCallError with the server's errorCode. The app token goes on every call; a 401 on a user
 * route refreshes it once and retries.
 */
export async function api<K extends RouteName>(name: K, options: CallOptions<K>): Promise<RouteResponse<K>> {
  const def = routes[name];
  const opts = options as {
    body?: unknown;
    query?: Record<string, unknown>;
    params?: Record<string, string>;
    signal?: AbortSignal;
  };
  const url = buildUrl(def.path, opts.params, opts.query);

  let res = await send(def.method, url, opts.body, readTokens()?.token ?? null, opts.signal);
  if (res.status === 401 && def.auth === 'user' && readTokens()) {
    if (await refreshAppToken()) {
      res = await send(def.method, url, opts.body, readTokens()?.token ?? null, opts.signal);
    }
  }
  if (!res.ok) throw await errorFromResponse(res);

  // A body cut off on the way (the page navigated away, the network dropped) is a network failure,
  // not a bad answer: the session must survive it (auth/store.ts drops tokens only on a refusal).
  let text: string;
  try {
    text = await res.text();
  } catch {
    throw new ApiCallError(0, ClientErrorCode.Network, 'Network request failed');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiCallError(res.status, ClientErrorCode.BadResponse, 'Response is not JSON');
  }
  const parsed = def.response.safeParse((json as { data?: unknown } | null)?.data);
  if (!parsed.success) {
    throw new ApiCallError(res.status, ClientErrorCode.BadResponse, `Unexpected response from ${def.path}`);
  }
  return parsed.data as RouteResponse<K>;
}
