import type { Reporter } from 'vitest/reporters';

/**
 * Repeats each unhandled error of a run, briefly, after the default reporter's summary. A run that
 * fails only on one (all tests passed) then shows its cause in the last lines of the output, the
 * part a CI log keeps, instead of only "Errors 1 error".
 */
export default class UnhandledErrorsLast implements Reporter {
  onTestRunEnd(
    _modules: unknown,
    unhandledErrors: ReadonlyArray<{ name?: string; message: string; stack?: string }>,
  ) {
    for (const error of unhandledErrors) {
      const where = error.stack?.split('\n').slice(1, 4).join(' | ') ?? '';
      process.stderr.write(`Unhandled error: ${error.name ?? 'Error'}: ${error.message} ${where}\n`);
    }
  }
}
