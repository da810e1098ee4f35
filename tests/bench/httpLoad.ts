import autocannon, { type AutocannonRequest } from 'autocannon';

/**
 * HTTP load for the benchmarks: autocannon at saturation (a fixed number of connections, each
 * sending its next request as soon as the last one answered), and paced requests at a fixed rate.
 */

export interface LoadResult {
  perSecond: number;
  latencies: number[];
  ok: number;
  other: Record<string, number>;
  errors: number;
}

/** One autocannon run; latencies come from every response (autocannon's own histogram has no p95). */
export function load(
  url: string,
  requests: AutocannonRequest[],
  durationS: number,
  connections: number,
): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses: Record<string, number> = {};
    const instance = autocannon(
      { url, connections, duration: durationS, requests, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        const ok = Object.entries(statuses)
          .filter(([code]) => code.startsWith('2'))
          .reduce((sum, [, count]) => sum + count, 0);
        const other = Object.fromEntries(Object.entries(statuses).filter(([code]) => !code.startsWith('2')));
        resolve({ perSecond: ok / result.duration, latencies, ok, other, errors: result.errors });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
}

/**
 * Requests at a steady rate, one every 1000 / rate ms whether or not the previous one answered (so
 * a slow answer cannot hold the next one back), each timed from its send to its whole answer.
 * autocannon's own rate limit sends each second's quota in a burst, which measures queueing again.
 */
export async function paced(
  url: string,
  request: AutocannonRequest,
  rate: number,
  durationS: number,
): Promise<LoadResult> {
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const count = rate * durationS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const {
      method,
      path: requestPath,
      headers,
      body,
    } = request.setupRequest?.({ ...request }, {}) ?? request;
    const sent = performance.now();
    inFlight.push(
      fetch(`${url}${requestPath}`, { method, headers, body }).then(
        async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - sent);
          statuses[response.status] = (statuses[response.status] ?? 0) + 1;
        },
        () => {
          errors += 1;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const seconds = (performance.now() - started) / 1000;
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, n]) => sum + n, 0);
  const other = Object.fromEntries(Object.entries(statuses).filter(([code]) => !code.startsWith('2')));
  return { perSecond: ok / seconds, latencies, ok, other, errors };
}
