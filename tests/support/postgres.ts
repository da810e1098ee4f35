import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** Debian's postgresql package puts the server binaries here; PG_BIN overrides. */
export const POSTGRES_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  /** postgres://postgres@127.0.0.1:<port>/postgres — for CREATE/DROP DATABASE. */
  adminUrl: string;
  port: number;
  dir: string;
  /** URL of a database on this cluster. */
  urlFor(database: string): string;
  stop(): Promise<void>;
}

export function postgresAvailable(): boolean {
  return fs.existsSync(path.join(POSTGRES_BIN, 'pg_ctl'));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so when we are root the binaries run as the `postgres` user
 * (runuser), in a folder that user owns.
 */
function asServerUser(): {
  wrap: (bin: string, args: string[]) => [string, string[]];
  uid?: number;
  gid?: number;
} {
  if (process.getuid?.() !== 0) return { wrap: (bin, args) => [bin, args] };
  const { uid, gid } = lookupUser('postgres');
  return { wrap: (bin, args) => ['runuser', ['-u', 'postgres', '--', bin, ...args]], uid, gid };
}

function lookupUser(name: string): { uid: number; gid: number } {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new Error(
      `We are root and there is no '${name}' user to run PostgreSQL as (apt-get install postgresql).`,
    );
  }
  return { uid: Number(uid), gid: Number(gid) };
}

/**
 * Starts a throwaway PostgreSQL cluster: initdb in a temp folder, trust auth on 127.0.0.1, a spare
 * port, the unix socket inside that folder, durability off (it is thrown away). stop() removes it.
 * `durable: true` keeps PostgreSQL's own defaults instead (fsync, synchronous_commit and
 * full_page_writes on), for benchmarks that should pay what a production commit costs.
 */
export async function startPostgres(settings: { durable?: boolean } = {}): Promise<PostgresCluster> {
  if (!postgresAvailable()) {
    throw new Error(
      `PostgreSQL server binaries not found in ${POSTGRES_BIN}. Install Debian's postgresql package ` +
        `(apt-get install postgresql), set PG_BIN, or run with TEST_ENGINES=pglite.`,
    );
  }
  const user = asServerUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lanyard-pg-'));
  if (user.uid !== undefined && user.gid !== undefined) fs.chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  const exec = (bin: string, args: string[]) => {
    const [cmd, argv] = user.wrap(path.join(POSTGRES_BIN, bin), args);
    return run(cmd, argv, { cwd: dir, env: { ...process.env, LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' } });
  };
  try {
    await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync']);
    const port = await freePort();
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      `-c listen_addresses=127.0.0.1`,
      ...(settings.durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=200',
    ].join(' ');
    await exec('pg_ctl', [
      '-D',
      dataDir,
      '-o',
      options,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
    const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    let stopped = false;
    return {
      adminUrl: urlFor('postgres'),
      port,
      dir,
      urlFor,
      async stop() {
        if (stopped) return;
        stopped = true;
        await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    const log = path.join(dir, 'server.log');
    const detail = fs.existsSync(log) ? `\n${fs.readFileSync(log, 'utf8').slice(-2000)}` : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`Could not start PostgreSQL: ${(err as Error).message}${detail}`);
  }
}

/** Runs one statement on a database of the cluster with a short-lived connection. */
export async function runSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * CREATE DATABASE name TEMPLATE template. Copying a template fails while anything is connected to
 * it, and two copies started together can collide on that check, so it retries briefly.
 */
export async function createDatabaseFrom(adminUrl: string, name: string, template: string): Promise<void> {
  const ident = (s: string) => pg.escapeIdentifier(s);
  for (let attempt = 1; ; attempt++) {
    try {
      await runSql(adminUrl, `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`);
      return;
    } catch (err) {
      if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await runSql(adminUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
}
