import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, open, rm, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const START_TIMEOUT_MS = 5_000;
const POLL_MS = 20;

/**
 * A serial cable with a scanner on one end, made of two pseudo-terminals joined by socat. The code
 * under test opens `hostPath` as its serial port; the test plays the scanner by writing to the
 * other end. unplug() ends socat, so both paths vanish as a USB device node does; replug() brings
 * them back under the same paths.
 */
export interface SerialPair {
  /** The port the driver opens (a symlink to a /dev/pts node). */
  readonly hostPath: string;
  /** The scanner's end. */
  readonly scannerPath: string;
  /** Sends bytes as the scanner would. */
  write(data: string | Uint8Array): Promise<void>;
  /** The baud rate currently set on the host end (what the driver configured), via stty. */
  hostBaudRate(): Promise<number>;
  unplug(): Promise<void>;
  replug(): Promise<void>;
  /** Unplugs and removes the temporary folder. */
  close(): Promise<void>;
}

export async function startSerialPair(): Promise<SerialPair> {
  const folder = await mkdtemp(join(tmpdir(), 'lanyard-serial-'));
  const hostPath = join(folder, 'host');
  const scannerPath = join(folder, 'scanner');
  let socat: ChildProcess | undefined;
  let scannerEnd: FileHandle | undefined;

  async function plug(): Promise<void> {
    const child = spawn(
      'socat',
      ['-d', '-d', `pty,raw,echo=0,link=${scannerPath}`, `pty,raw,echo=0,link=${hostPath}`],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let log = '';
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    const exited = new Promise<never>((_, reject) => {
      child.once('error', (error) =>
        reject(new Error(`socat did not start (apt-get install socat): ${error.message}`)),
      );
      child.once('exit', (code) =>
        reject(new Error(`socat exited (${code}) before the pair was ready:\n${log}`)),
      );
    });
    socat = child;
    // A test process that dies without close() (a timed-out worker) must not leave socat behind.
    const killOnExit = () => child.kill('SIGTERM');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    await Promise.race([
      exited,
      waitFor(async () => (await exists(hostPath)) && (await exists(scannerPath))),
    ]);
    exited.catch(() => undefined);
  }

  async function unplug(): Promise<void> {
    await scannerEnd?.close().catch(() => undefined);
    scannerEnd = undefined;
    const child = socat;
    socat = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    await gone;
    // socat removes its links on the way out; wait until the paths are really gone.
    await waitFor(async () => !(await exists(hostPath)) && !(await exists(scannerPath)));
  }

  await plug();

  return {
    hostPath,
    scannerPath,
    async write(data) {
      // Kept open between writes: closing the last handle of a pty end hangs it up for socat.
      scannerEnd ??= await open(scannerPath, constants.O_RDWR | constants.O_NOCTTY);
      await scannerEnd.write(typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    },
    async hostBaudRate() {
      const { stdout } = await run('stty', ['-F', hostPath, 'speed']);
      return Number(stdout.trim());
    },
    unplug,
    async replug() {
      if (socat) throw new Error('The serial pair is already plugged in.');
      await plug();
    },
    async close() {
      await unplug();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = START_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs} ms waiting for the serial pair.`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
