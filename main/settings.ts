import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { z } from 'zod';
import { stationRole, stationSettings, type StationSettings } from '@shared/ipc/kiosk';

export const DEFAULT_SERVER_URL = 'http://127.0.0.1:8080';
/** The settings file's name inside the app's data folder (Electron's app.getPath('userData')). */
export const SETTINGS_FILE_NAME = 'station-settings.json';

/** A fresh install: a staff console on the local server, no printer or scanner chosen yet. */
export const DEFAULT_STATION_SETTINGS: StationSettings = {
  serverUrl: DEFAULT_SERVER_URL,
  role: 'staffConsole',
  printerUri: null,
  scanner: null,
  idleResetSeconds: 120,
};

const overridesSchema = z.object({ serverUrl: stationSettings.shape.serverUrl, role: stationRole }).partial();
export type SettingsOverrides = z.infer<typeof overridesSchema>;

/**
 * Values given at start that win over the settings file for this run and are never written to it:
 * `--server-url=<url>` (else LANYARD_SERVER_URL) and `--role=kiosk|printStation|staffConsole`.
 * Parsed with the shared schema, so a typo stops the start with the field named.
 */
export function settingsOverrides(argv: readonly string[], env: NodeJS.ProcessEnv): SettingsOverrides {
  const flag = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const raw = { serverUrl: flag('server-url') ?? env.LANYARD_SERVER_URL, role: flag('role') };
  const parsed = overridesSchema.safeParse(
    Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined)),
  );
  if (!parsed.success) {
    throw new Error(
      `Invalid station settings on the command line or in LANYARD_SERVER_URL: ${z.prettifyError(parsed.error)}`,
    );
  }
  return parsed.data;
}

export interface SettingsStore {
  /** The settings in effect: the file's, with this run's overrides on top. */
  get(): StationSettings;
  /** Merges, validates and writes; resolves once the file is durably on disk. */
  update(partial: Partial<StationSettings>): Promise<StationSettings>;
  /** Resolves when every write started so far has finished. */
  flush(): Promise<void>;
}

export interface SettingsStoreOptions {
  file: string;
  overrides?: SettingsOverrides;
  /** Where a recovered problem is reported (a corrupt file); console.warn by default. */
  warn?: (message: string) => void;
}

/**
 * The station's settings file, kept as CONVENTIONS §6 describes: every write goes to a temporary
 * file that is fsynced and then renamed over the old one, so a power cut leaves the old or the new
 * file and never half of one; writes are chained so two never interleave; and a file that does not
 * parse is renamed to `<file>.corrupt-<time>` for the venue's IT to look at, and the defaults are
 * used, instead of the station refusing to start or silently forgetting why.
 */
export async function openSettingsStore(options: SettingsStoreOptions): Promise<SettingsStore> {
  const { file, overrides = {} } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let stored = await readSettingsFile(file, warn);
  let writes: Promise<void> = Promise.resolve();
  let tempCounter = 0;

  const effective = () => stationSettings.parse({ ...stored, ...overrides });

  return {
    get: effective,
    async update(partial) {
      stored = stationSettings.parse({ ...stored, ...partial });
      const snapshot = `${JSON.stringify(stored, null, 2)}\n`;
      const write = writes.then(() => writeFileAtomically(file, snapshot, ++tempCounter));
      // The chain continues after a failed write; the caller of that write sees the failure.
      writes = write.catch(() => undefined);
      await write;
      return effective();
    },
    flush: () => writes,
  };
}

async function readSettingsFile(file: string, warn: (message: string) => void): Promise<StationSettings> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { ...DEFAULT_STATION_SETTINGS };
    throw error;
  }
  let problem: string;
  try {
    const parsed = stationSettings.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    problem = z.prettifyError(parsed.error);
  } catch (error) {
    problem = (error as Error).message;
  }
  const backup = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  await rename(file, backup);
  warn(`Station settings in ${file} could not be read (${problem}); kept as ${backup}, using defaults.`);
  return { ...DEFAULT_STATION_SETTINGS };
}

/** Temp file in the same folder (so rename is atomic), fsync, rename, then fsync the folder. */
async function writeFileAtomically(file: string, content: string, counter: number): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${counter}.tmp`;
  const handle = await open(temp, 'w');
  try {
    await handle.writeFile(content, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temp, file);
  await syncFolder(dirname(file));
}

/** Makes the rename itself durable. Windows cannot open a folder for fsync; NTFS journals renames. */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
