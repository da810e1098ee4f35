import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isErrno } from './durable';

export class QueueLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The print queue in ${dir} is in use by process ${pid} (the Lanyard desktop app or another ` +
        '`lanyard devices` command). Stop it, or use another queue directory.',
    );
    this.name = 'QueueLockedError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isErrno(error, 'EPERM');
  }
}

/**
 * Takes the queue directory for this process: two processes appending to one journal would each
 * send the other's jobs. The lock file holds the owner's pid; a lock left by a process that no
 * longer runs (killed with SIGKILL, power loss) is taken over. Resolves to the release function.
 */
export async function lockQueueDirectory(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, 'queue.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Written aside and linked into place, so the lock never exists without its pid in it.
    const mine = `${file}.${process.pid}`;
    await writeFile(mine, String(process.pid));
    try {
      await link(mine, file);
      return () => rm(file, { force: true });
    } catch (error) {
      if (!isErrno(error, 'EEXIST')) throw error;
    } finally {
      await rm(mine, { force: true });
    }
    const owner = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) throw new QueueLockedError(dir, owner);
    await rm(file, { force: true });
  }
  throw new Error(`Could not lock the print queue in ${dir}`);
}
