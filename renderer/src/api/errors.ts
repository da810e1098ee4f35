import { apiError } from '@shared/api/envelope';

/** Codes the client itself produces (never sent by the server). */
export const ClientErrorCode = {
  Network: 'network',
  BadResponse: 'badResponse',
  Unknown: 'unknown',
} as const;

/** A failed call: the server's errorCode and errorMessage, or a client code for offline / garbled answers. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    /** Extra facts the server sent with the error (e.g. the person a check-in warning names). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }

  get isNetwork(): boolean {
    return this.code === ClientErrorCode.Network;
  }
}

export async function errorFromResponse(res: Response): Promise<ApiCallError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    /* not JSON */
  }
  const parsed = apiError.safeParse(body);
  if (parsed.success) {
    return new ApiCallError(
      res.status,
      parsed.data.errorCode,
      parsed.data.errorMessage,
      parsed.data.field,
      parsed.data.details,
    );
  }
  return new ApiCallError(res.status, ClientErrorCode.Unknown, res.statusText || 'Unknown error');
}

/**
 * A failure that may pass if the same call is made again: no answer (offline, a dropped connection)
 * or the server's own fault (5xx). A 4xx refusal, a garbled answer or a bug in the screen would
 * only fail again.
 */
export function isTransient(err: unknown): boolean {
  return err instanceof ApiCallError && (err.isNetwork || err.status >= 500);
}

/** The i18n key of a generic failure: offline or unknown (spec core §8). */
export function genericErrorKey(err: unknown): 'errors.network' | 'errors.unknown' {
  if (err instanceof ApiCallError && err.isNetwork) return 'errors.network';
  if (browserOffline()) return 'errors.network';
  return 'errors.unknown';
}

/** Read through globalThis: node unit tests import and type-check this module, which has no DOM. */
function browserOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false;
}
