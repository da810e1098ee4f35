import { createPrintQueue, QueueLockedError, type PrintQueue } from '../../../main/devices/queue';
import { createPrinterDriver } from '../../../main/devices/printers';
import type { QueueJob } from '@shared/ipc/queue';
import { CliExit, EXIT_STILL_QUEUED } from './options';

/** Opens the CLI's queue folder; `paused` loads it without sending (cancel). */
export async function openQueue(dir: string, paused = false): Promise<PrintQueue> {
  const queue = createPrintQueue({ dir, driverFor: (uri) => createPrinterDriver(uri), paused });
  try {
    await queue.start();
  } catch (error) {
    if (error instanceof QueueLockedError) throw new CliExit(error.message);
    throw error;
  }
  return queue;
}

/** A message as the end of a sentence: one full stop, whatever the message ended with. */
function sentence(text: string): string {
  return `${text.replace(/[.\s]+$/, '')}.`;
}

function terminal(job: QueueJob | undefined): boolean {
  return !!job && (job.state === 'printed' || job.state === 'failed' || job.state === 'cancelled');
}

/**
 * Waits until the job printed, failed or was cancelled, logging each retry on the way; after
 * timeoutMs it gives up with EXIT_STILL_QUEUED — the job stays in the queue folder. Throws CliExit
 * unless the job printed.
 */
export async function waitForPrinted(
  queue: PrintQueue,
  id: string,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<QueueJob> {
  const job = await new Promise<QueueJob | undefined>((resolve) => {
    if (terminal(queue.get(id))) return resolve(queue.get(id));
    const timer = setTimeout(() => done(queue.get(id)), timeoutMs);
    const listener = (changed: QueueJob) => {
      if (changed.id !== id) return;
      if (terminal(changed)) return done(changed);
      if (changed.lastError && changed.nextAttemptAt) {
        const wait = Math.max(0, Math.round((changed.nextAttemptAt - Date.now()) / 1000));
        log(`Not printed yet: ${sentence(changed.lastError)} Trying again in ${wait} s.`);
      }
    };
    const done = (result: QueueJob | undefined) => {
      clearTimeout(timer);
      queue.off('change', listener);
      resolve(result);
    };
    queue.on('change', listener);
  });
  if (!job) throw new CliExit(`Job ${id} is no longer in the queue.`);
  if (job.state === 'printed') return job;
  if (job.state === 'failed')
    throw new CliExit(`Print failed (job ${job.id}): ${sentence(job.lastError ?? 'no reason given')}`);
  if (job.state === 'cancelled') throw new CliExit(`Job ${job.id} was cancelled.`);
  const seconds = Math.round(timeoutMs / 1000);
  const why = job.lastError ? `: ${job.lastError.replace(/[.\s]+$/, '')}` : '';
  throw new CliExit(
    job.state === 'sending'
      ? `Not confirmed within ${seconds} s${why}. Job ${job.id} stays in the queue as 'sending'; the next run asks the printer whether it printed before sending it again.`
      : `Not printed within ${seconds} s${why}. Job ${job.id} stays queued; it prints the next time this queue runs (\`lanyard devices queue retry ${job.id}\`) or cancel it with \`lanyard devices queue cancel ${job.id}\`.`,
    EXIT_STILL_QUEUED,
  );
}
