import { open } from 'node:fs/promises';

/**
 * Makes a directory's entries (a created, renamed or deleted file) survive a power loss. Without
 * it a file that was fsynced can still vanish, because its name lives in the directory. Windows
 * cannot open a directory for syncing and journals its metadata anyway, so EPERM/EISDIR there are
 * not errors.
 */
export async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch (error) {
    if (!isErrno(error, 'EPERM', 'EISDIR', 'EINVAL')) throw error;
  } finally {
    await handle?.close();
  }
}

/** Writes a whole file and fsyncs it before resolving. */
export async function writeFileSynced(file: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(file, 'w');
  try {
    await handle.writeFile(data);
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

export function isErrno(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '');
}
