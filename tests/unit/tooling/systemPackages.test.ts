import { execFile } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/system-packages.sh, the check `npm test` and .ci/run start with, run against fake
// dpkg-query, id, sudo and apt-get placed first on PATH: which packages are "installed", whether
// this user is root or may sudo, and what apt-get was asked to do are the test's to decide.

const root = fileURLToPath(new URL('../../../', import.meta.url));
const script = join(root, 'scripts/system-packages.sh');

let bin: string;
let aptLog: string;

interface Machine {
  /** Packages dpkg-query reports as not installed; every other one is installed. */
  missing?: string[];
  uid?: number;
  /** Whether `sudo -n` works (sudo without a password). */
  sudo?: boolean;
  env?: Record<string, string>;
}

interface Run {
  code: number;
  stdout: string;
  stderr: string;
  /** The apt-get command lines run, one per line, each prefixed with the uid it ran as. */
  apt: string[];
}

async function fake(name: string, body: string): Promise<void> {
  const file = join(bin, name);
  await writeFile(file, `#!/usr/bin/env bash\n${body}\n`);
  await chmod(file, 0o755);
}

async function run(machine: Machine, ...args: string[]): Promise<Run> {
  await fake(
    'dpkg-query',
    // As the real one: a status line for an installed package, exit 1 for an unknown one.
    `package=\${!#}
for m in $FAKE_MISSING; do
  [[ $m == "$package" ]] && { echo "dpkg-query: no packages found matching $package" >&2; exit 1; }
done
echo 'install ok installed'`,
  );
  await fake('id', `echo ${machine.uid ?? 1000}`);
  await fake(
    'sudo',
    machine.sudo
      ? // As the real one, it runs the command as root with a reset environment.
        `[[ $1 == -n ]] && shift; exec env -i PATH="$PATH" APT_LOG="$APT_LOG" FAKE_UID=0 "$@"`
      : `echo 'sudo: a password is required' >&2; exit 1`,
  );
  await fake(
    'apt-get',
    `echo "\${FAKE_UID:-${machine.uid ?? 1000}} DEBIAN_FRONTEND=$DEBIAN_FRONTEND $*" >> "$APT_LOG"`,
  );

  const { LANYARD_SKIP_SYSTEM_CHECK: _skip, ...inherited } = process.env;
  const env = {
    ...inherited,
    PATH: `${bin}:${process.env.PATH}`,
    FAKE_MISSING: (machine.missing ?? []).join(' '),
    APT_LOG: aptLog,
    ...machine.env,
  };
  return new Promise((resolve) => {
    execFile('bash', [script, ...args], { env }, async (error, stdout, stderr) => {
      const apt = await readFile(aptLog, 'utf8').catch(() => '');
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        stdout,
        stderr,
        apt: apt.split('\n').filter(Boolean),
      });
    });
  });
}

beforeEach(async () => {
  bin = await mkdtemp(join(tmpdir(), 'lanyard-system-packages-'));
  aptLog = join(bin, 'apt.log');
});

afterEach(async () => {
  await rm(bin, { recursive: true, force: true });
});

const installCommand = 'apt-get update && apt-get install -y --no-install-recommends libusb-1.0-0 udev';

describe('scripts/system-packages.sh', () => {
  it('passes silently when every package is installed', async () => {
    const result = await run({});

    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '', apt: [] });
  });

  it('--check names the missing packages and the exact command, and installs nothing', async () => {
    const result = await run({ missing: ['libusb-1.0-0', 'udev'], uid: 0 }, '--check');

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('Missing Debian packages: libusb-1.0-0 udev');
    expect(result.stderr).toContain(`sudo sh -c '${installCommand}'`);
    expect(result.apt).toEqual([]);
  });

  it('stops at once with the exact command when this user can neither install nor sudo', async () => {
    const result = await run({ missing: ['libusb-1.0-0', 'udev'], uid: 1000, sudo: false });

    expect(result.code).toBe(1);
    expect(result.stderr).toContain('libusb-1.0-0 udev');
    expect(result.stderr).toContain(`  sudo sh -c '${installCommand}'`);
    expect(result.apt).toEqual([]);
  });

  it('installs the missing packages, and only those, as root', async () => {
    const result = await run({ missing: ['socat', 'udev'], uid: 0 });

    expect(result.code).toBe(0);
    expect(result.apt).toEqual([
      '0 DEBIAN_FRONTEND=noninteractive update',
      '0 DEBIAN_FRONTEND=noninteractive install -y --no-install-recommends socat udev',
    ]);
  });

  it('installs through sudo without a password, keeping apt non-interactive under sudo', async () => {
    const result = await run({ missing: ['udev'], uid: 1000, sudo: true });

    expect(result.code).toBe(0);
    expect(result.apt).toEqual([
      '0 DEBIAN_FRONTEND=noninteractive update',
      '0 DEBIAN_FRONTEND=noninteractive install -y --no-install-recommends udev',
    ]);
  });

  it('is skipped with LANYARD_SKIP_SYSTEM_CHECK=1', async () => {
    const result = await run({ missing: ['udev'], env: { LANYARD_SKIP_SYSTEM_CHECK: '1' } });

    expect(result).toMatchObject({ code: 0, apt: [] });
  });

  it('refuses an unknown argument instead of installing', async () => {
    const result = await run({ missing: ['udev'], uid: 0 }, '--dry-run');

    expect(result.code).toBe(2);
    expect(result.apt).toEqual([]);
  });
});

describe('the one list of system packages', () => {
  it('names the libraries the native addons load: libusb-1.0-0 (node-hid) and udev (serialport)', async () => {
    const list = await readFile(join(root, 'scripts/system-packages.txt'), 'utf8');
    const packages = list
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim().split(/\s+/)[0])
      .filter(Boolean);

    expect(packages).toEqual(expect.arrayContaining(['libusb-1.0-0', 'udev', 'socat', 'chromium']));
  });

  it('is checked first by npm test and by .ci/run before npm ci', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const ci = await readFile(join(root, '.ci/run'), 'utf8');
    const commands = ci.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));

    // npm test runs scripts/test.mjs, whose first part is the check.
    expect(pkg.scripts.test).toBe('node scripts/test.mjs');
    const parts = await readFile(join(root, 'scripts/test.mjs'), 'utf8');
    expect(parts).toMatch(/const parts = \[\s*\['system packages', 'bash scripts\/system-packages\.sh'\],/);
    // .ci/run times its steps: `timed '<name>' <command>`.
    const check = commands.findIndex((line) => line.trim().endsWith(' bash scripts/system-packages.sh'));
    const npmCi = commands.findIndex((line) => / npm ci( |$)/.test(line));
    expect(check).toBeGreaterThanOrEqual(0);
    expect(check).toBeLessThan(npmCi);
  });
});
