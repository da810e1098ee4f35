import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannerList } from '@shared/ipc/scanners';

// `lanyard devices scanners` as venue IT runs it: bin/lanyard.js in a child process, once on this
// machine and once where udevadm cannot be found (PATH without it), as on a station without udev.

const root = fileURLToPath(new URL('../../../', import.meta.url));
let emptyPath: string;

function lanyard(env: NodeJS.ProcessEnv, ...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['bin/lanyard.js', 'devices', 'scanners', ...args],
      { cwd: root, env: { ...process.env, ...env }, timeout: 60_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  emptyPath = await mkdtemp(join(tmpdir(), 'lanyard-no-udevadm-'));
});

afterAll(async () => {
  await rm(emptyPath, { recursive: true, force: true });
});

describe('lanyard devices scanners', { timeout: 120_000 }, () => {
  it('--json: the list of the IPC contract, nothing unavailable where libusb and udev are installed', async () => {
    const run = await lanyard({}, '--json');

    expect(run.code).toBe(0);
    expect(scannerList.parse(JSON.parse(run.stdout))).toMatchObject({ unavailable: [] });
  });

  it('without udevadm: still answers, and says the ports are listed by path only and why', async () => {
    const run = await lanyard({ PATH: emptyPath });

    expect(run.code).toBe(0);
    expect(run.stderr).toBe(
      'Serial ports are listed by path only, without their names: spawn udevadm ENOENT; ' +
        'install udev (Debian/Ubuntu package udev) to see the ports by name\n',
    );
  });
});
