import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { runSql, startPostgres } from './postgres';

/**
 * The Playwright "postgres" project's web server: a throwaway PostgreSQL cluster (tests/support/
 * postgres.ts), then `lanyard serve` on it with DATABASE_URL — migrated and seeded like a fresh
 * install. With SECOND_PORT a second node starts on the same database and DATA_DIR (so the same
 * signing key) once the first answers, as in a scale-out behind one public address. On
 * SIGTERM/SIGINT (Playwright's graceful shutdown) it stops the nodes, then removes the cluster. The
 * environment (PORT, DATA_DIR, ...) comes from playwright.config.ts.
 */

const DATABASE = 'lanyard_e2e';

const nodes: ChildProcess[] = [];
/** Set once stopping began. */
let stopped: Promise<void> | undefined;

const cluster = await startPostgres();
await runSql(cluster.adminUrl, `CREATE DATABASE ${DATABASE}`);
const env = { ...process.env, DATABASE_URL: cluster.urlFor(DATABASE) };

nodes.push(spawnNode(['--build'], {}));

const secondPort = process.env.SECOND_PORT;
if (secondPort) {
  await healthy(`http://127.0.0.1:${process.env.PORT}/v1/health`);
  if (!stopped) nodes.push(spawnNode([], { PORT: secondPort }));
}

function spawnNode(args: string[], extraEnv: Record<string, string>): ChildProcess {
  const node = spawn(process.execPath, ['bin/lanyard.js', 'serve', ...args], {
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
  });
  node.once('exit', (code) => stop(code ?? 1));
  return node;
}

/** Waits until the address answers 200: the first node has migrated and seeded the database. */
async function healthy(url: string): Promise<void> {
  while (!stopped) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
}

/** Stops the nodes, then the cluster, once: the signal and a node's own exit both land here. */
function stop(exitCode: number): void {
  stopped ??= (async () => {
    await Promise.all(
      nodes.map(async (node) => {
        if (node.exitCode !== null || node.signalCode !== null) return;
        const exited = new Promise((resolve) => node.once('exit', resolve));
        node.kill('SIGTERM');
        await exited;
      }),
    );
    await cluster.stop();
    process.exit(exitCode);
  })();
}

// Playwright signals the whole process group, so a node may exit before or after we hear it.
process.once('SIGTERM', () => stop(0));
process.once('SIGINT', () => stop(0));
