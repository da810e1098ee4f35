import path from 'node:path';
import { InvalidArgumentError } from 'commander';
import { loadConfig } from '../../config';

/** The CLI's own queue folder: DATA_DIR/print-queue unless --queue-dir names another. */
export function queueDir(option: string | undefined): string {
  return option ? path.resolve(option) : path.join(loadConfig().dataDir, 'print-queue');
}

export function seconds(value: string): number {
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new InvalidArgumentError('expected a number of seconds above 0');
  return n;
}

export function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive whole number');
  return n;
}

/** Exit codes of `lanyard devices`: a failure, and a job that is still queued when the time is up. */
const EXIT_FAILED = 1;
export const EXIT_STILL_QUEUED = 75;

/** Ends the command with a message on stderr and an exit code, without a stack trace. */
export class CliExit extends Error {
  constructor(
    message: string,
    readonly exitCode: number = EXIT_FAILED,
  ) {
    super(message);
    this.name = 'CliExit';
  }
}

/**
 * Runs a command's action: a CliExit prints its message on stderr and sets the exit code; other
 * errors print their message only (venue IT wants the reason, not a stack).
 */
export function action<A extends unknown[]>(
  run: (...args: A) => Promise<void>,
): (...args: A) => Promise<void> {
  return async (...args: A) => {
    try {
      await run(...args);
    } catch (error) {
      const exit =
        error instanceof CliExit
          ? error
          : new CliExit(error instanceof Error ? error.message : String(error));
      process.stderr.write(`${exit.message}\n`);
      process.exitCode = exit.exitCode;
    }
  };
}
