import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * CUPS's `ippeveprinter` (Debian cups-ipp-utils) as a real IPP Everywhere printer on 127.0.0.1.
 * It finishes every job at once (-c /bin/true) and keeps the documents in a temporary spool folder
 * (-d, -k), so a test sees what was printed. It registers with DNS-SD and will not start without
 * it: ensureDnsSd() starts the system D-Bus and avahi-daemon when they are not running (as root;
 * they are left running for the next test file).
 */

const run = promisify(execFile);

export interface IppEvePrinterOptions {
  /** DNS-SD service name; unique by default so parallel files and stale records do not collide. */
  name?: string;
  /** -f: document formats (default application/pdf,image/png,image/pwg-raster). */
  formats?: string[];
  /** -c: the print command run for each job (default /bin/true: done at once; /bin/false aborts it). */
  command?: string;
}

export interface IppEvePrinter {
  readonly name: string;
  readonly port: number;
  /** ipp://127.0.0.1:<port>/ipp/print */
  readonly uri: string;
  /** ipps://127.0.0.1:<port>/ipp/print — the same listener; its certificate is self-signed. */
  readonly ippsUri: string;
  readonly spoolDir: string;
  /** The running process's id, undefined while stopped. */
  readonly pid: number | undefined;
  /** Everything it wrote to stdout and stderr so far (it logs each request). */
  output(): string;
  /** Documents it received (spool files; not the .prn output of the print command), oldest first. */
  documents(): Promise<SpooledDocument[]>;
  /** Waits until at least `count` documents are in the spool folder. */
  waitForDocuments(count: number, timeoutMs?: number): Promise<SpooledDocument[]>;
  /** Ends the process (SIGTERM, or SIGKILL); the port and spool folder stay for restart(). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Starts it again on the same port with the same spool folder (after stop()). */
  restart(): Promise<void>;
  /** SIGSTOP: it accepts connections (the kernel does) but answers nothing — a hung printer. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /**
   * Sets the sheets in its two trays through its web form; an empty tray makes it report
   * media-empty-report (it still prints: it has no real paper).
   */
  setTrayLevels(main: number, byPassTray: number): Promise<void>;
  /** stop() and remove the spool folder. */
  close(): Promise<void>;
}

export interface SpooledDocument {
  file: string;
  name: string;
  size: number;
}

const defaultFormats = ['application/pdf', 'image/png', 'image/pwg-raster'];

export function ippeveprinterPath(): string {
  const found = ['/usr/sbin/ippeveprinter', '/usr/bin/ippeveprinter'].find((candidate) =>
    existsSync(candidate),
  );
  if (!found)
    throw new Error('ippeveprinter is not installed (Debian package cups-ipp-utils; .ci/run installs it).');
  return found;
}

/** Starts ippeveprinter on a free port and resolves once it answers; see IppEvePrinter. */
export async function startIppEvePrinter(options: IppEvePrinterOptions = {}): Promise<IppEvePrinter> {
  const binary = ippeveprinterPath();
  await ensureDnsSd();
  const name = options.name ?? `Lanyard Test ${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const root = await mkdtemp(path.join(tmpdir(), 'lanyard-ippeve-'));
  const spoolDir = path.join(root, 'spool');
  const keyDir = path.join(root, 'ssl');
  await mkdir(spoolDir);
  await mkdir(keyDir);
  const formats = (options.formats ?? defaultFormats).join(',');

  let child: ChildProcess | undefined;
  let output = '';
  let port = 0;

  const launch = async (): Promise<void> => {
    const args = ['-n', 'localhost', '-p', String(port), '-c', options.command ?? '/bin/true', '-f', formats];
    args.push('-d', spoolDir, '-k', '-K', keyDir, name);
    const started = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child = started;
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      started.once('exit', (code, signal) =>
        reject(new Error(`ippeveprinter exited (${signal ?? code}) before it listened:\n${output}`)),
      ),
    );
    exited.catch(() => undefined);
    await Promise.race([waitForPort(port, 15_000), exited]);
  };

  // A free port can be taken between our probe and ippeveprinter's bind: try a few.
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await launch();
      break;
    } catch (error) {
      await killChild(child, 'SIGKILL');
      if (attempt >= 3) {
        await rm(root, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const documents = async (): Promise<SpooledDocument[]> => {
    const names = (await readdir(spoolDir)).filter((file) => !file.endsWith('.prn'));
    const entries = await Promise.all(
      names.map(async (file) => {
        const info = await stat(path.join(spoolDir, file));
        return { file: path.join(spoolDir, file), name: file, size: info.size, mtime: info.mtimeMs };
      }),
    );
    return entries
      .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name, 'en', { numeric: true }))
      .map(({ file, name, size }) => ({ file, name, size }));
  };

  return {
    name,
    get port() {
      return port;
    },
    uri: `ipp://127.0.0.1:${port}/ipp/print`,
    ippsUri: `ipps://127.0.0.1:${port}/ipp/print`,
    spoolDir,
    get pid() {
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    output: () => output,
    documents,
    async waitForDocuments(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await documents();
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} documents in ${spoolDir}, found ${found.length}:\n${output}`);
        }
        await sleep(50);
      }
    },
    async stop(signal = 'SIGTERM') {
      await killChild(child, signal);
      child = undefined;
    },
    async restart() {
      if (child && child.exitCode === null && child.signalCode === null) {
        throw new Error('ippeveprinter is still running; stop() it first.');
      }
      await launch();
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async setTrayLevels(main, byPassTray) {
      const query = new URLSearchParams({
        size1: 'na_letter_8.5x11in',
        type1: 'stationery',
        level1: String(main),
        size3: 'na_letter_8.5x11in',
        type3: 'stationery',
        level3: String(byPassTray),
      });
      const response = await fetch(`http://127.0.0.1:${port}/media?${query}`);
      if (!response.ok) throw new Error(`ippeveprinter's media form answered HTTP ${response.status}`);
      await response.arrayBuffer();
    },
    async close() {
      await killChild(child, 'SIGTERM');
      child = undefined;
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the system D-Bus and avahi-daemon unless they run already; ippeveprinter needs both. The
 * suites call it once from their global setup (tests/support/dnsSdSetup.ts) so that parallel test
 * processes do not race to start the daemons; a second caller waits for a start under way.
 */
export async function ensureDnsSd(): Promise<void> {
  if (!(await dbusRunning())) {
    const pid = await dbusPid();
    if (pid !== null && processAlive(pid)) {
      await waitFor(dbusRunning, 'the system D-Bus socket');
    } else {
      await mkdir('/run/dbus', { recursive: true });
      // A pid file left by a dead daemon makes dbus-daemon refuse to start.
      await unlink('/run/dbus/pid').catch(() => undefined);
      await run('dbus-daemon', ['--system', '--fork']).catch(async (error: unknown) => {
        await waitFor(dbusRunning, `the system D-Bus (${String(error)})`);
      });
    }
  }
  if (!(await avahiRunning())) {
    await run('avahi-daemon', ['-D', '--no-rlimits']).catch(() => undefined);
    // avahi-daemon forks before it has registered on the bus; ippeveprinter gives up if it is early.
    await waitFor(avahiRunning, 'avahi-daemon');
  }
}

async function waitFor(ready: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`Could not start ${what}`);
    await sleep(100);
  }
}

async function dbusPid(): Promise<number | null> {
  const pid = Number((await readFile('/run/dbus/pid', 'utf8').catch(() => '')).trim());
  return pid > 0 ? pid : null;
}

async function dbusRunning(): Promise<boolean> {
  const pid = await dbusPid();
  return pid !== null && processAlive(pid) && existsSync('/run/dbus/system_bus_socket');
}

async function avahiRunning(): Promise<boolean> {
  return run('avahi-daemon', ['--check']).then(
    () => true,
    () => false,
  );
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function killChild(child: ChildProcess | undefined, signal: NodeJS.Signals): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGCONT');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await sleep(50);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
