import type { FastifyInstance } from 'fastify';

/** A response body: data on success, the error fields otherwise. */
export interface ApiBody<T> {
  data: T;
  errorCode?: string;
  errorMessage?: string;
  field?: string;
  details?: Record<string, unknown>;
}

/** An HTTP call as the person (their app token), or anonymous; answers the status and the body. */
export async function apiCall<T = unknown>(
  app: FastifyInstance,
  who: { auth: Record<string, string> } | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const res = await app.inject({ method, url, headers: who?.auth ?? {}, ...(payload ? { payload } : {}) });
  const body = String(res.headers['content-type'] ?? '').startsWith('application/json')
    ? (res.json() as ApiBody<T>)
    : ({} as ApiBody<T>);
  return { status: res.statusCode, body, raw: res };
}
