import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { textBadge, type PrintDocument } from '@shared/ipc/queue';
import { syncDirectory, writeFileSynced } from './durable';

const extensions: Record<PrintDocument['format'], string> = {
  'application/pdf': '.pdf',
  'image/png': '.png',
  'text/x-badge': '.json',
};

/**
 * One file per job beside the journal (`documents/<job id>.pdf|.png|.json`). A document is written
 * and fsynced, with its directory entry, before the job is recorded as queued, so a queued job
 * always has its document. A crash in between leaves a file no job names; start() removes it.
 */
export class DocumentStore {
  constructor(readonly dir: string) {}

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  async write(jobId: string, document: PrintDocument): Promise<void> {
    const data = document.format === 'text/x-badge' ? JSON.stringify(document.badge) : document.data;
    await writeFileSynced(this.file(jobId, document.format), data);
    await syncDirectory(this.dir);
  }

  async read(jobId: string, format: string): Promise<PrintDocument> {
    const file = this.file(jobId, format);
    if (format === 'text/x-badge') {
      return { format, badge: textBadge.parse(JSON.parse(await readFile(file, 'utf8'))) };
    }
    if (format === 'application/pdf' || format === 'image/png') {
      return { format, data: new Uint8Array(await readFile(file)) };
    }
    throw new Error(`Unknown document format ${format}`);
  }

  async remove(jobId: string, format: string): Promise<void> {
    await rm(this.file(jobId, format), { force: true });
  }

  /** Job ids that have a document file. */
  async jobIds(): Promise<string[]> {
    const names = await readdir(this.dir);
    return names.map((name) => path.parse(name).name);
  }

  /** Removes every document of a job, whatever its extension (start-up clean-up of orphans). */
  async removeAll(jobId: string): Promise<void> {
    await Promise.all(
      Object.values(extensions).map((ext) => rm(path.join(this.dir, jobId + ext), { force: true })),
    );
  }

  private file(jobId: string, format: string): string {
    const ext = extensions[format as PrintDocument['format']];
    if (!ext || !/^[a-z0-9]+$/.test(jobId)) throw new Error(`No document file for job ${jobId} (${format})`);
    return path.join(this.dir, jobId + ext);
  }
}
