import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SERVER_URL,
  DEFAULT_STATION_SETTINGS,
  openSettingsStore,
  SETTINGS_FILE_NAME,
  settingsOverrides,
} from '../../../main/settings';

let dir: string;
let file: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'lanyard-settings-'));
  file = join(dir, SETTINGS_FILE_NAME);
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('settingsOverrides', () => {
  it('is empty without flags or environment', () => {
    expect(settingsOverrides([], {})).toEqual({});
  });

  it('takes LANYARD_SERVER_URL, and --server-url over it, and --role', () => {
    const env = { LANYARD_SERVER_URL: 'https://events.example.org' };
    expect(settingsOverrides([], env)).toEqual({ serverUrl: 'https://events.example.org' });
    expect(
      settingsOverrides(['electron', '.', '--server-url=http://10.0.0.5:8080', '--role=kiosk'], env),
    ).toEqual({
      serverUrl: 'http://10.0.0.5:8080',
      role: 'kiosk',
    });
  });

  it.each(['not a url', 'file:///etc/passwd', 'javascript:alert(1)', ''])(
    'refuses the server URL %j',
    (serverUrl) => {
      expect(() => settingsOverrides([`--server-url=${serverUrl}`], {})).toThrow(/serverUrl/);
    },
  );

  it('refuses an unknown role', () => {
    expect(() => settingsOverrides(['--role=cashier'], {})).toThrow(/role/);
  });
});

describe('openSettingsStore', () => {
  it('starts a fresh install with the defaults: staff console on the local server', async () => {
    const store = await openSettingsStore({ file });
    expect(store.get()).toEqual(DEFAULT_STATION_SETTINGS);
    expect(store.get().serverUrl).toBe(DEFAULT_SERVER_URL);
  });

  it('writes an update to the file and reads it back on the next start', async () => {
    const store = await openSettingsStore({ file });
    const scanner = { kind: 'serial' as const, path: '/dev/ttyACM0', baudRate: 9600, suffix: '\r' as const };
    const next = await store.update({ role: 'kiosk', printerUri: 'ipp://10.0.0.9/ipp/print', scanner });
    expect(next).toMatchObject({ role: 'kiosk', printerUri: 'ipp://10.0.0.9/ipp/print', scanner });

    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(next);
    expect((await openSettingsStore({ file })).get()).toEqual(next);
    // Nothing but the settings file is left behind: every temporary file was renamed into place.
    expect(await readdir(dir)).toEqual([SETTINGS_FILE_NAME]);
  });

  it('chains concurrent updates so the file ends with the last one, whole', async () => {
    const store = await openSettingsStore({ file });
    await Promise.all(Array.from({ length: 20 }, (_, i) => store.update({ idleResetSeconds: 30 + i })));
    expect(JSON.parse(await readFile(file, 'utf8')).idleResetSeconds).toBe(49);
    expect(await readdir(dir)).toEqual([SETTINGS_FILE_NAME]);
  });

  it('refuses an invalid update and keeps the previous settings', async () => {
    const store = await openSettingsStore({ file });
    await store.update({ role: 'printStation' });
    await expect(store.update({ idleResetSeconds: 1 })).rejects.toThrow(/idleResetSeconds/);
    expect(store.get().role).toBe('printStation');
    expect(store.get().idleResetSeconds).toBe(DEFAULT_STATION_SETTINGS.idleResetSeconds);
  });

  it.each([
    ['half-written JSON', '{"serverUrl": "http://10.0.0.5:8080", "ro'],
    ['a value the schema refuses', JSON.stringify({ ...DEFAULT_STATION_SETTINGS, role: 'cashier' })],
  ])('keeps a corrupt file (%s) as a backup and starts with the defaults', async (_, content) => {
    await writeFile(file, content);
    const warn = vi.fn();
    const store = await openSettingsStore({ file, warn });

    expect(store.get()).toEqual(DEFAULT_STATION_SETTINGS);
    const files = await readdir(dir);
    const backup = files.find((name) => name.startsWith(`${SETTINGS_FILE_NAME}.corrupt-`));
    expect(backup).toBeDefined();
    expect(await readFile(join(dir, backup!), 'utf8')).toBe(content);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(backup!));

    // The next write creates a good file beside the backup, which stays.
    await store.update({ role: 'kiosk' });
    expect((await readdir(dir)).sort()).toEqual([SETTINGS_FILE_NAME, backup].sort());
  });

  it('applies overrides for this run without writing them to the file', async () => {
    const store = await openSettingsStore({ file, overrides: { serverUrl: 'https://events.example.org' } });
    expect(store.get().serverUrl).toBe('https://events.example.org');
    await store.update({ role: 'kiosk' });
    const onDisk = JSON.parse(await readFile(file, 'utf8'));
    expect(onDisk.serverUrl).toBe(DEFAULT_SERVER_URL);
    expect(onDisk.role).toBe('kiosk');
  });
});
