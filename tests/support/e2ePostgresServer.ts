import { spawn } from 'node:child_process';
import { runSql, startPostgres } from './postgres';

/**
 * The Playwright "postgres" project's web server: a throwaway PostgreSQL cluster (tests/support/
 * postgres.ts), then `lanyard serve` on it with DATABASE_URL — migrated and seeded like a fresh
 * install. On SIGTERM/SIGINT (Playwright's graceful shutdown) it stops the server, then removes the
 * cluster. The environment (PORT, DATA_DIR, ...) comes from playwright.config.ts.
 */

const DATABASE = 'lanyard_e2e';

const cluster = await startPostgres();
await runSql(cluster.adminUrl, `CREATE DATABASE ${DATABASE}`);

const server = spawn(process.execPath, ['bin/lanyard.js', 'serve', '--build'], {
  env: { ...process.env, DATABASE_URL: cluster.urlFor(DATABASE) },
  stdio: 'inherit',
});

/** Stops the server, then the cluster, once: the signal and the server's own exit both land here. */
let stopped: Promise<void> | undefined;
function stop(exitCode: number): void {
  stopped ??= (async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await cluster.stop();
    process.exit(exitCode);
  })();
}

// Playwright signals the whole process group, so the server may exit before or after we hear it.
process.once('SIGTERM', () => stop(0));
process.once('SIGINT', () => stop(0));
server.once('exit', (code) => stop(code ?? 1));
