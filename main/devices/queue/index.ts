import { PrintQueue, type PrintQueueOptions } from './queue';

export { PrintQueue, PrintQueueError, readQueueJobs } from './queue';
export type { PrintQueueOptions } from './queue';
export { QueueLockedError } from './lock';

/**
 * The station's persistent print queue (docs/print-queue.md). Call start() before anything else
 * and close() before exiting; changes arrive through onChange or queue.on('change', …).
 */
export function createPrintQueue(options: PrintQueueOptions): PrintQueue {
  return new PrintQueue(options);
}
