import { Command } from 'commander';
import { readQueueJobs, PrintQueueError } from '../../../main/devices/queue';
import type { QueueJob } from '@shared/ipc/queue';
import { action, CliExit, queueDir, seconds } from './options';
import { openQueue, waitForPrinted } from './queueRun';

function table(jobs: QueueJob[]): string {
  const rows = jobs.map((j) => [
    j.id,
    j.state,
    String(j.attempts),
    new Date(j.updatedAt).toISOString(),
    j.printerUri,
    j.jobName,
    j.lastError ?? '',
  ]);
  const header = ['ID', 'STATE', 'TRIES', 'UPDATED', 'PRINTER', 'NAME', 'LAST ERROR'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((cell, i) => (cell ?? '').padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function changeJob(
  dir: string,
  paused: boolean,
  change: (queue: Awaited<ReturnType<typeof openQueue>>) => Promise<QueueJob>,
  then?: (queue: Awaited<ReturnType<typeof openQueue>>, job: QueueJob) => Promise<void>,
) {
  const queue = await openQueue(dir, paused);
  try {
    let job: QueueJob;
    try {
      job = await change(queue);
    } catch (error) {
      if (error instanceof PrintQueueError) throw new CliExit(error.message);
      throw error;
    }
    await then?.(queue, job);
  } finally {
    await queue.close();
  }
}

/** `lanyard devices queue [list|retry <id>|cancel <id>]` on the CLI's queue folder. */
export function queueCommand(): Command {
  const command = new Command('queue')
    .description('List, retry or cancel the jobs of the print queue')
    .option('--queue-dir <dir>', 'queue folder (default DATA_DIR/print-queue)');
  const dirOf = (sub: Command) => queueDir((sub.parent?.opts() as { queueDir?: string }).queueDir);

  command
    .command('list', { isDefault: true })
    .description('List the jobs, oldest first (read-only: works while another process runs the queue)')
    .option('--json', 'print the jobs as JSON')
    .action(
      action(async (opts: { json?: boolean }, sub: Command) => {
        const dir = dirOf(sub);
        const jobs = await readQueueJobs(dir);
        if (opts.json) console.log(JSON.stringify(jobs, null, 2));
        else console.log(jobs.length ? table(jobs) : `The print queue is empty (${dir}).`);
      }),
    );

  command
    .command('retry')
    .description(
      "Put a failed job back in its printer's line (or try a waiting one now) and wait until it printed",
    )
    .argument('<id>', 'job id (from `lanyard devices queue list`)')
    .option('--timeout <seconds>', 'how long to wait for the outcome', seconds, 60)
    .option('--no-wait', 'requeue and exit; the job prints the next time the queue runs')
    .action(
      action(async (id: string, opts: { timeout: number; wait: boolean }, sub: Command) => {
        await changeJob(
          dirOf(sub),
          !opts.wait,
          (queue) => queue.retry(id),
          async (queue, job) => {
            if (!opts.wait) {
              console.log(`Job ${job.id} is queued again.`);
              return;
            }
            const printed = await waitForPrinted(queue, job.id, opts.timeout * 1000, (line) =>
              process.stderr.write(`${line}\n`),
            );
            console.log(`Printed job ${printed.id} on ${printed.printerUri}.`);
          },
        );
      }),
    );

  command
    .command('cancel')
    .description('Cancel a queued or failed job (not one being sent: it may be printing)')
    .argument('<id>', 'job id')
    .action(
      action(async (id: string, _opts: unknown, sub: Command) => {
        await changeJob(dirOf(sub), true, async (queue) => {
          const job = await queue.cancel(id);
          console.log(`Job ${job.id} is cancelled.`);
          return job;
        });
      }),
    );

  return command;
}
