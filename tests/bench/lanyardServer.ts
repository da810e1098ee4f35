import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_EVENT_IDS } from '../../server/db/seed/plan';
import { freePort } from '../support/ippeveprinter';
import { runSql, startPostgres, type PostgresCluster } from '../support/postgres';

/**
 * The real server for the benchmarks: `lanyard serve` in its own process (as in production, so the
 * load generator does not share its event loop), on a fresh database — PGlite in a new data folder,
 * or a new database on a throwaway PostgreSQL cluster (tests/support/postgres.ts) with durable
 * commits (fsync, synchronous_commit and full_page_writes on, PostgreSQL's defaults) — migrated and
 * seeded with the demo on start.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

export type Engine = 'pglite' | 'postgres';

export interface LanyardServer {
  engine: Engine;
  /** http://127.0.0.1:<port> (also the server's PUBLIC_URL) */
  url: string;
  port: number;
  /** The seed's live event ("Bosphorus Tech Summit"). */
  liveEventId: string;
  /** The `lanyard serve` process. */
  pid: number | undefined;
  /** Everything the process wrote so far. */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  engine: Engine;
  /** Scratch space; the data folder goes in here (removed first and by stop()). */
  workDir: string;
  /** `serve --build`: build the web bundle and the desktop renderer when their sources changed. */
  build?: boolean;
  /** PostgreSQL: durable commits (PostgreSQL's defaults; true by default) or fsync and synchronous_commit off. */
  durable?: boolean;
  /** `lanyard` commands run to their end on the same database before `serve`, e.g. ['seed', '--participants', '100000']. */
  prepare?: string[][];
  /** Environment of the server beyond the run's own (WEB_DIR: another web build). */
  env?: NodeJS.ProcessEnv;
}

export async function startLanyardServer(options: StartOptions): Promise<LanyardServer> {
  const { engine } = options;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = path.join(options.workDir, `server-${engine}`);
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });

  let cluster: PostgresCluster | undefined;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  if (engine === 'postgres') {
    cluster = await startPostgres({ durable: options.durable ?? true });
    await runSql(cluster.adminUrl, 'CREATE DATABASE lanyard_bench');
    env.DATABASE_URL = cluster.urlFor('lanyard_bench');
  } else {
    delete env.DATABASE_URL;
  }

  for (const command of options.prepare ?? []) {
    try {
      await runLanyard(command, env);
    } catch (error) {
      await cluster?.stop();
      throw error;
    }
  }

  const args = ['bin/lanyard.js', 'serve', ...(options.build ? ['--build'] : [])];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    await cluster?.stop();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, () => output, options.build ? 300_000 : 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { engine, url, port, pid: child.pid, liveEventId: DEMO_EVENT_IDS.live, output: () => output, stop };
}

/** Runs `lanyard <args>` with the server's environment and waits for it to succeed. */
export function runLanyard(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['bin/lanyard.js', ...args], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lanyard ${args.join(' ')} exited (${code}):\n${output}`)),
    );
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`lanyard serve exited (${child.exitCode}):\n${output()}`);
    const healthy = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    if (Date.now() > deadline)
      throw new Error(`lanyard serve did not answer in ${timeoutMs} ms:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Signs in as a demo account and answers the app token (docs/api.md, auth flow). */
export async function appToken(serverUrl: string, email: string, password = 'Lanyard2026'): Promise<string> {
  const signIn = await fetch(`${serverUrl}/v1/auth/signIn`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!signIn.ok) throw new Error(`signIn ${email}: HTTP ${signIn.status} ${await signIn.text()}`);
  const { data } = (await signIn.json()) as { data: { idToken: string } };
  const query = new URLSearchParams({ provider: 'cognito', accessToken: data.idToken });
  const token = await fetch(`${serverUrl}/v1/user/token?${query}`);
  if (!token.ok) throw new Error(`token exchange ${email}: HTTP ${token.status} ${await token.text()}`);
  return ((await token.json()) as { data: { token: string } }).data.token;
}

/**
 * The ticket URLs of live-event tickets, by number, as their QRs hold them (the secret is new with
 * every seed): the badge digest takes the number from check-in staff and answers the URL.
 */
export async function ticketUrls(
  server: LanyardServer,
  ticketNumbers: string[],
): Promise<Map<string, string>> {
  const token = await appToken(server.url, 'checkin@lanyard.test');
  const urls = new Map<string, string>();
  for (const ticketNumber of ticketNumbers) {
    const digest = await fetch(`${server.url}/v1/digest/template`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ eventId: server.liveEventId, ticketNumber }),
    });
    if (!digest.ok) throw new Error(`digest ${ticketNumber}: HTTP ${digest.status} ${await digest.text()}`);
    urls.set(ticketNumber, ((await digest.json()) as { data: { ticketUrl: string } }).data.ticketUrl);
  }
  return urls;
}
