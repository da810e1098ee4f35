import http from 'node:http';
import https from 'node:https';
import ipp, { type IppGroup, type IppMessage, type IppValue } from 'ipp';
import { PrinterError } from './types';
import { printerAddress } from './uri';

/**
 * IPP over HTTP. The `ipp` package encodes and decodes the messages; the HTTP exchange is ours,
 * because the package's own request() has no timeout, cannot take TLS options, writes to the
 * console on errors and leaves transport failures undistinguished (docs/printers.md).
 */

export interface IppTlsOptions {
  /**
   * Verify the printer's certificate. Off by default: printers ship self-signed certificates
   * (docs/printers.md, "ipps and certificates").
   */
  verify?: boolean;
  /** Extra CA certificates (PEM) to trust when verify is on. */
  ca?: string | string[];
}

export interface IppRequest {
  operation: string;
  /** After attributes-charset, attributes-natural-language and printer-uri, in this order. */
  attributes?: IppGroup;
  job?: IppGroup;
  data?: Uint8Array;
}

export interface IppResponse {
  /** IPP status keyword, e.g. 'successful-ok' or 'server-error-not-accepting-jobs'. */
  status: string;
  statusMessage?: string;
  printer: IppGroup;
  job: IppGroup;
  /** Every job group, for Get-Jobs (job is the first). */
  jobs: IppGroup[];
  unsupported: IppGroup;
}

// Keep-alive agents: job polling reuses one connection. Idle sockets are unref'd by Node's agent
// and closed after a few seconds, so they hold neither the process nor the printer.
const httpAgent = new http.Agent({ keepAlive: true, timeout: 5_000 });
const httpsAgent = new https.Agent({ keepAlive: true, timeout: 5_000 });

let requestId = 0;

/** Sends one IPP request; resolves with any IPP status, throws PrinterError when there is no answer. */
export function ippRequest(
  uri: string,
  request: IppRequest,
  options: { timeoutMs: number; tls?: IppTlsOptions },
): Promise<IppResponse> {
  const address = printerAddress(uri);
  const target = `${address.host}:${address.port}`;
  requestId = (requestId % 0x7fffffff) + 1;
  const message: IppMessage = {
    version: '2.0',
    operation: request.operation,
    id: requestId,
    'operation-attributes-tag': {
      'attributes-charset': 'utf-8',
      'attributes-natural-language': 'en',
      'printer-uri': uri,
      ...request.attributes,
    },
    ...(request.job ? { 'job-attributes-tag': request.job } : {}),
    ...(request.data ? { data: Buffer.from(request.data) } : {}),
  };
  const body = ipp.serialize(message);
  const secure = address.scheme === 'ipps';

  return new Promise<IppResponse>((resolve, reject) => {
    const req = (secure ? https : http).request(
      {
        host: address.host,
        port: address.port,
        path: address.path,
        method: 'POST',
        headers: { 'content-type': 'application/ipp', 'content-length': body.length },
        agent: secure ? httpsAgent : httpAgent,
        ...(secure ? { rejectUnauthorized: options.tls?.verify ?? false, ca: options.tls?.ca } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error) => fail(transportError(error, target, request.operation)));
        res.on('end', () => {
          clearTimeout(timer);
          if (res.statusCode !== 200) {
            reject(httpError(res.statusCode ?? 0, target, address.path));
            return;
          }
          try {
            resolve(toResponse(ipp.parse(Buffer.concat(chunks))));
          } catch {
            reject(new PrinterError('failed', `${target} did not answer with an IPP message.`, false));
          }
        });
      },
    );
    const fail = (error: PrinterError) => {
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () =>
        fail(
          new PrinterError(
            'timeout',
            `${target} did not answer ${request.operation} within ${options.timeoutMs} ms.`,
            true,
          ),
        ),
      options.timeoutMs,
    );
    req.on('error', (error) => fail(transportError(error, target, request.operation)));
    req.end(body);
  });
}

function toResponse(message: IppMessage): IppResponse {
  const operation = message['operation-attributes-tag'] ?? {};
  const job = message['job-attributes-tag'];
  const statusMessage = operation['status-message'];
  return {
    status: message.statusCode ?? 'unknown',
    ...(typeof statusMessage === 'string' ? { statusMessage } : {}),
    printer: message['printer-attributes-tag'] ?? {},
    job: (Array.isArray(job) ? job[0] : job) ?? {},
    jobs: Array.isArray(job) ? job : job ? [job] : [],
    unsupported: message['unsupported-attributes-tag'] ?? {},
  };
}

const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
]);

function transportError(error: Error & { code?: string }, target: string, operation: string): PrinterError {
  const code = error.code ?? '';
  if (unreachableCodes.has(code)) {
    return new PrinterError('unreachable', `Printer ${target} is unreachable (${code}).`, true);
  }
  if (code === 'EPROTO' || code.startsWith('ERR_SSL') || code.includes('CERT')) {
    return new PrinterError(
      'refused',
      `TLS with ${target} failed (${code}: ${error.message}); check that the printer offers ipps, or use ipp://.`,
      false,
    );
  }
  return new PrinterError('unreachable', `${operation} to ${target} failed: ${error.message}`, true);
}

function httpError(status: number, target: string, path: string): PrinterError {
  if (status === 404) {
    return new PrinterError('refused', `${target} has no IPP printer at ${path} (HTTP 404).`, false);
  }
  if (status === 401 || status === 403) {
    return new PrinterError('refused', `${target} asks for authentication (HTTP ${status}).`, false);
  }
  return new PrinterError('refused', `${target} answered HTTP ${status}.`, status >= 500);
}

/** An attribute's values as a list (the decoder gives a scalar for one value). */
function values(value: IppValue | undefined): IppValue[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** An attribute's values as strings. */
export function keywords(value: IppValue | undefined): string[] {
  return values(value).map(String);
}
