import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What both renderer builds are made of; each adds its own config file. */
const RENDERER_SOURCES = ['renderer', 'shared', 'resources', 'package.json'];

interface RendererBuild {
  /** For the log line: "Building the <name>…". */
  name: string;
  /** The build's output folder; its index.html is the build's time stamp. */
  outDir: string;
  sources: readonly string[];
  command: readonly string[];
  env?: NodeJS.ProcessEnv;
}

/** The two renderer builds the server serves (server/http/webBundle.ts). */
function rendererBuilds(dirs: { webDir: string; desktopDir: string }): RendererBuild[] {
  return [
    {
      name: 'web app',
      outDir: dirs.webDir,
      sources: [...RENDERER_SOURCES, 'vite.web.config.ts', 'vite.compression.ts', 'vite.i18nStrings.ts'],
      command: ['npx', 'vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'],
    },
    {
      name: 'desktop renderer',
      outDir: dirs.desktopDir,
      sources: [...RENDERER_SOURCES, 'electron.vite.config.ts', 'vite.compression.ts', 'vite.i18nStrings.ts'],
      // The renderer alone: main and preload are the shell's, and need not build for the server to start.
      command: ['npx', 'electron-vite', 'build', '--logLevel', 'warn', '--ignoreConfigWarning'],
      env: { LANYARD_BUILD_RENDERER_ONLY: '1' },
    },
  ];
}

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** True when the build's index.html is missing or older than one of its sources. */
export function isStale(outDir: string, sources: readonly string[]): boolean {
  const index = path.join(outDir, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  return builtAt <= Math.max(...sources.map(newestMtime));
}

/** `npm start` builds each renderer bundle only when one of its sources is newer than the bundle. */
export async function buildRendererBundlesIfStale(dirs: {
  webDir: string;
  desktopDir: string;
}): Promise<void> {
  for (const build of rendererBuilds(dirs)) {
    if (!isStale(build.outDir, build.sources)) continue;
    console.log(`Building the ${build.name}…`);
    const [command, ...args] = build.command;
    const result = spawnSync(command!, args, { stdio: 'inherit', env: { ...process.env, ...build.env } });
    if (result.status !== 0) throw new Error(`The ${build.name} build failed; see the output above.`);
  }
}
