import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The import boundaries of CONVENTIONS §1 as eslint.config.js enforces them: each case lints one
// import as if it were written in the given file, which need not exist.

const root = fileURLToPath(new URL('../../../', import.meta.url));
let eslint: ESLint;

// The first lint loads the parsers and plugins, which takes seconds on a busy machine: done here,
// so no single case waits for it.
const warmUp = (linter: ESLint) => linter.lintText('\n', { filePath: `${root}renderer/src/app/App.tsx` });

beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await warmUp(eslint);
}, 60_000);

const boundaryRules = new Set(['no-restricted-imports', 'lanyard/import-boundaries']);

/** The boundary rules' messages for `source` imported from `file` (relative to the repo). */
async function boundaryErrors(file: string, source: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(`import '${source}';\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => boundaryRules.has(m.ruleId ?? '')).map((m) => m.message);
}

describe('import boundaries', () => {
  it.each([
    ['shared/rules/x.ts', 'react'],
    ['shared/rules/x.ts', 'react-dom/client'],
    ['shared/rules/x.ts', 'node:fs'],
    ['shared/rules/x.ts', 'fs'],
    ['shared/rules/x.ts', 'path'],
    ['shared/rules/x.ts', 'crypto'],
    ['shared/constants.ts', 'electron'],
    ['shared/constants.ts', '../renderer/src/config'],
    ['shared/rules/x.ts', '../../server/config'],
    ['shared/ipc/x.ts', '../../main/ipc'],
    ['shared/ipc/x.ts', '../../preload/index'],
    ['renderer/src/features/events/api.ts', '../../../../server/config'],
    ['renderer/src/app/App.tsx', '../../../main/index'],
    ['renderer/src/app/App.tsx', '../../../preload/index'],
    ['renderer/src/app/App.tsx', 'node:path'],
    ['renderer/src/app/App.tsx', 'fs/promises'],
    ['renderer/src/platform/storage/index.electron.ts', 'electron'],
    ['main/index.ts', '../renderer/src/config'],
    ['main/devices/printers/ipp.ts', '../../../renderer/src/config'],
    ['server/app.ts', '../renderer/src/config'],
    ['server/routes/events.ts', '../../main/ipc'],
    ['server/app.ts', 'electron'],
    ['preload/index.ts', '../main/ipc'],
    ['preload/index.ts', 'node:fs'],
    // The devices CLI's crossing into main/ is main/devices/ only, and only for the devices CLI.
    ['server/cli/devices.ts', '../../main/ipc'],
    ['server/cli/devices/print.ts', '../../../main/index'],
    ['server/cli/devices/print.ts', '../../../main/devicesX/queue'],
    ['server/cli/serve.ts', '../../main/devices/queue'],
    ['server/cli/devices/print.ts', 'electron'],
  ])('%s may not import %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([expect.stringContaining('CONVENTIONS §1')]);
  });

  it.each([
    ['shared/schemas/common.ts', '../constants'],
    ['shared/rules/x.ts', 'zod'],
    ['renderer/src/app/App.tsx', '@shared/rules/eventGrouping'],
    ['renderer/src/app/App.tsx', 'react'],
    // A renderer file that happens to be called main is not the main/ folder.
    ['renderer/src/app/routes.tsx', './main'],
    ['renderer/src/app/shell/Menu.tsx', '../main'],
    ['renderer/src/app/App.tsx', '@platform/storage'],
    ['server/app.ts', 'node:fs'],
    ['server/routes/events.ts', '@shared/api/routes'],
    ['main/index.ts', 'electron'],
    ['main/ipc.ts', '@shared/ipc/index'],
    ['preload/index.ts', 'electron'],
    ['preload/index.ts', '@shared/ipc/index'],
    ['tests/unit/anything.test.ts', '../../server/config'],
    ['server/cli/devices.ts', '../../main/devices/queue'],
    ['server/cli/devices/print.ts', '../../../main/devices/printers'],
    ['server/cli/devices/print.ts', '../../config'],
  ])('%s may import %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });

  // One rule for every depth: the alias is the only way into shared/ from outside it.
  it.each([
    ['renderer/src/app/App.tsx', '../../../shared/rules/eventGrouping'],
    [
      'renderer/src/features/a/b/c/d/e/f/g/h/i/j/k/l/m/X.tsx',
      '../../../../../../../../../../../../../../../../shared/errors',
    ],
    ['server/routes/events.ts', '../../shared/api/routes'],
    ['preload/index.ts', '../shared/ipc/index'],
  ])('%s imports shared/ through @shared, not %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([
      expect.stringContaining("Import shared/ as '@shared/"),
    ]);
  });

  it.each([
    [
      'renderer/src/features/a/b/c/d/e/f/g/h/i/j/k/l/m/X.tsx',
      '../../../../../../../../../../../../../../../../server/config',
    ],
    [
      'server/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/X.ts',
      '../../../../../../../../../../../../../../../../renderer/src/config',
    ],
  ])('%s may not import %s, however deep it lies', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([expect.stringContaining('CONVENTIONS §1')]);
  });
});

// With the `features` option, a renderer feature reaches another only through its index.ts. The
// option is set here over the repository's own rule options, so these cases hold whether or not
// eslint.config.js sets it yet.
describe('import boundaries between renderer features', () => {
  let withFeatures: ESLint;

  beforeAll(async () => {
    const config = (await eslint.calculateConfigForFile(`${root}renderer/src/app/App.tsx`)) as {
      rules: Record<string, [unknown, Record<string, unknown>]>;
    };
    const [, options] = config.rules['lanyard/import-boundaries'] ?? [];
    withFeatures = new ESLint({
      cwd: root,
      overrideConfig: {
        files: ['renderer/**'],
        rules: { 'lanyard/import-boundaries': ['error', { ...options, features: 'renderer/src/features' }] },
      },
    });
    await warmUp(withFeatures);
  }, 60_000);

  const featureErrors = (file: string, source: string) => boundaryErrors(file, source, withFeatures);

  it.each([
    ['renderer/src/features/agenda/components/MyAgendaPage.tsx', '../../sessions/components/SessionButtons'],
    ['renderer/src/features/agenda/routes.tsx', '../sessions/lastEvent'],
    ['renderer/src/features/kiosk/settings.ts', '../station/hooks/useAreas'],
  ])('%s may not import the inner file %s of another feature', async (file, source) => {
    expect(await featureErrors(file, source)).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it.each([
    ['renderer/src/features/agenda/components/MyAgendaPage.tsx', '../../sessions'],
    ['renderer/src/features/agenda/routes.tsx', '../sessions/index'],
    ['renderer/src/features/agenda/components/MyAgendaPage.tsx', '../hooks/useAgenda'],
    ['renderer/src/features/agenda/components/MyAgendaPage.tsx', '../../../ui/Button'],
  ])(
    "%s may import %s (another feature's index, its own files, the rest of the renderer)",
    async (file, source) => {
      expect(await featureErrors(file, source)).toEqual([]);
    },
  );
});
