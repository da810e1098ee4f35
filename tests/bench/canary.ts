import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonRequest } from 'autocannon';
import { freePort } from '../support/ippeveprinter';
import { ROTATION, ticketNumber } from './checkInLoad';

/**
 * The canary of the benchmarks on a shared machine: the bare Fastify JSON route (bareServer.ts) in
 * its own process, with check-in-shaped request bodies. A figure of it far below the quiet machine's
 * means other work had the cores during that run.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

export function bareRequests(): AutocannonRequest[] {
  let sequence = 0;
  return [
    {
      method: 'POST',
      path: '/v1/bare',
      headers: { 'content-type': 'application/json' },
      setupRequest(request) {
        const n = sequence++;
        return {
          ...request,
          body: JSON.stringify({
            entityType: 'area',
            entityId: 'allEvent',
            checkIn: Math.floor(n / ROTATION) % 2 === 0,
            eventId: '0'.repeat(32),
            printer: null,
            ticketNumber: ticketNumber((n % ROTATION) + 1),
            stationId: 'bench',
          }),
        };
      },
    },
  ];
}

export async function startBareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('tests/bench/bareServer.ts'), String(port)],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
