import { readOutbox, type OutboxMessage } from '../../server/mail/outbox';

/** Every message the app wrote to the outbox for this address, oldest first. */
export function outboxFor(dataDir: string, email: string): Promise<OutboxMessage[]> {
  return readOutbox(dataDir, { to: email });
}

/** The six-digit code in the newest outbox message to this address; throws when there is none. */
export async function latestCodeFor(dataDir: string, email: string): Promise<string> {
  const [message] = await readOutbox(dataDir, { to: email, last: 1 });
  if (!message) throw new Error(`No mail to ${email} in the outbox of ${dataDir}`);
  const code = /\b(\d{6})\b/.exec(message.text)?.[1];
  if (!code) throw new Error(`The newest mail to ${email} has no six-digit code: ${message.subject}`);
  return code;
}
