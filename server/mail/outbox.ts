import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** One message as the outbox stores it: DATA_DIR/outbox/<sortable time>-<seq>-<random>.json. */
export interface OutboxMessage {
  id: string;
  /** ISO 8601 instant the message was written. */
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message; JSON has no bytes, so the content is base64. */
  attachments?: OutboxAttachment[];
}

interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

let sequence = 0;

/**
 * Writes a message as its own file: first to a temp name, then renamed into place, so a reader
 * never sees half a message. Names start with the UTC time and a per-process counter, so sorting
 * the names sorts the messages by when they were written.
 */
export async function writeOutboxMessage(
  dataDir: string,
  message: Omit<OutboxMessage, 'id' | 'date'>,
): Promise<OutboxMessage> {
  const dir = outboxDir(dataDir);
  await fs.mkdir(dir, { recursive: true });
  const date = new Date();
  sequence = (sequence + 1) % 1_000_000;
  const stamp = date.toISOString().replace(/[-:.]/g, '');
  const id = `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
  const stored: OutboxMessage = { id, date: date.toISOString(), ...message };
  const temp = path.join(dir, `.${id}.tmp`);
  await fs.writeFile(temp, JSON.stringify(stored, null, 2), { mode: 0o600 });
  await fs.rename(temp, path.join(dir, `${id}.json`));
  return stored;
}

export interface OutboxFilter {
  /** Only messages to this address (case-insensitive). */
  to?: string;
  /** Only the newest N (after filtering). */
  last?: number;
}

/** The outbox's messages, oldest first. A file that does not parse is skipped, not fatal. */
export async function readOutbox(dataDir: string, filter: OutboxFilter = {}): Promise<OutboxMessage[]> {
  const dir = outboxDir(dataDir);
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const messages: OutboxMessage[] = [];
  for (const name of names.filter((n) => n.endsWith('.json')).sort()) {
    try {
      messages.push(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxMessage);
    } catch {
      continue;
    }
  }
  const to = filter.to?.trim().toLowerCase();
  const matching = to ? messages.filter((m) => m.to.toLowerCase() === to) : messages;
  return filter.last !== undefined ? matching.slice(Math.max(0, matching.length - filter.last)) : matching;
}
