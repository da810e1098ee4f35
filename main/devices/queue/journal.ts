import { open, readFile, rename, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { isErrno, syncDirectory, writeFileSynced } from './durable';

interface PendingLine {
  line: string;
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface JournalContents<T> {
  records: T[];
  /** Lines that could not be read (a write torn by a crash); kept aside in `keptAsideIn`. */
  discarded: number;
  keptAsideIn?: string;
}

/**
 * An append-only file of JSON lines, one per state change, each fsynced before the caller acts on
 * it (CONVENTIONS §6). Appends that arrive while a write is in progress are written and fsynced
 * together (group commit), so a burst of jobs costs one fsync, not one each. Every operation runs
 * on one chain, so a compaction never interleaves with an append.
 */
export class Journal {
  private handle: FileHandle | null = null;
  private size = 0;
  private batch: PendingLine[] = [];
  private tail: Promise<void> = Promise.resolve();
  /** Lines in the file: compaction is due when it is much larger than the live state. */
  lines = 0;

  private constructor(readonly file: string) {}

  /**
   * Reads the journal (a missing file is an empty journal). A line that is not JSON or that
   * `parse` rejects — in practice the last line, cut short by a crash mid-write — is skipped and
   * copied to a `.corrupt-<time>` file beside the journal instead of being thrown away. The caller
   * compacts right after, which rewrites the file without it.
   */
  static async open<T>(
    file: string,
    parse: (value: unknown) => T,
    now: number,
  ): Promise<{ journal: Journal; contents: JournalContents<T> }> {
    let text = '';
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if (!isErrno(error, 'ENOENT')) throw error;
    }
    const records: T[] = [];
    const bad: string[] = [];
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        records.push(parse(JSON.parse(line)));
      } catch {
        bad.push(line);
      }
    }
    const contents: JournalContents<T> = { records, discarded: bad.length };
    if (bad.length > 0) {
      contents.keptAsideIn = `${file}.corrupt-${now}`;
      await writeFileSynced(contents.keptAsideIn, bad.join('\n') + '\n');
    }
    const journal = new Journal(file);
    await journal.openForAppend();
    journal.lines = records.length;
    return { journal, contents };
  }

  /** Resolves once the line is on disk (written and fsynced). */
  append(record: unknown): Promise<void> {
    const line = JSON.stringify(record) + '\n';
    return new Promise((resolve, reject) => {
      this.batch.push({ line, resolve, reject });
      if (this.batch.length === 1) void this.run(() => this.flush());
    });
  }

  /**
   * Replaces the journal with one line per record: written to a temporary file, fsynced, renamed
   * over the journal (atomic), then the directory fsynced — a crash at any point leaves either the
   * old journal or the new one, never a mix. `snapshot` is called when the compaction runs, after
   * every earlier append, so it sees the state those appends recorded.
   */
  compact(snapshot: () => unknown[]): Promise<void> {
    return this.run(async () => {
      const records = snapshot();
      const temporary = `${this.file}.tmp`;
      await writeFileSynced(temporary, records.map((r) => JSON.stringify(r) + '\n').join(''));
      await this.handle?.close();
      this.handle = null;
      await rename(temporary, this.file);
      await syncDirectory(path.dirname(this.file));
      await this.openForAppend();
      this.lines = records.length;
    });
  }

  async close(): Promise<void> {
    await this.run(async () => {
      await this.handle?.close();
      this.handle = null;
    });
  }

  private run(operation: () => Promise<void>): Promise<void> {
    const result = this.tail.then(operation);
    this.tail = result.catch(() => undefined);
    return result;
  }

  private async openForAppend(): Promise<void> {
    const created = await open(this.file, 'a');
    this.handle = created;
    this.size = (await created.stat()).size;
    // A new journal's name must be durable too, or its first fsynced lines could vanish with it.
    await syncDirectory(path.dirname(this.file));
  }

  private async flush(): Promise<void> {
    const batch = this.batch;
    this.batch = [];
    const text = batch.map((p) => p.line).join('');
    try {
      if (!this.handle) throw new Error('The print queue journal is closed.');
      await this.handle.write(text);
      await this.handle.datasync();
      this.size += Buffer.byteLength(text);
      this.lines += batch.length;
      for (const pending of batch) pending.resolve();
    } catch (error) {
      // Do not leave half a line for the next append to be glued onto.
      await this.handle?.truncate(this.size).catch(() => undefined);
      for (const pending of batch) pending.reject(error);
    }
  }
}
