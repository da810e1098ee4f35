import { Command, InvalidArgumentError } from 'commander';
import { loadConfig } from '../config';
import { outboxDir, readOutbox, type OutboxMessage } from '../mail/outbox';

function positiveInt(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new InvalidArgumentError('expected a positive whole number');
  return n;
}

function format(message: OutboxMessage): string {
  return [
    `── ${message.date}  ${message.id}`,
    `From:    ${message.from}`,
    `To:      ${message.to}`,
    `Subject: ${message.subject}`,
    ...(message.attachments ?? []).map(
      (a) =>
        `Attached: ${a.filename} (${a.contentType}, ${Buffer.from(a.contentBase64, 'base64').length} bytes)`,
    ),
    '',
    message.text,
    '',
  ].join('\n');
}

/** `lanyard outbox`: the mail the server wrote instead of sending (no SMTP_URL), newest last. */
export function outboxCommand(): Command {
  return new Command('outbox')
    .description('Print the mail in the local outbox (used when SMTP_URL is not set), newest last')
    .option('--to <email>', 'only messages to this address')
    .option('--last <n>', 'only the newest n messages', positiveInt)
    .option('--json', 'print the messages as a JSON array')
    .action(async (opts: { to?: string; last?: number; json?: boolean }) => {
      const { dataDir } = loadConfig();
      const messages = await readOutbox(dataDir, { to: opts.to, last: opts.last });
      if (opts.json) {
        console.log(JSON.stringify(messages, null, 2));
      } else if (messages.length === 0) {
        console.log(`The outbox is empty (${outboxDir(dataDir)}).`);
      } else {
        console.log(messages.map(format).join('\n'));
      }
    });
}
