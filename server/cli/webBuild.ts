import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['renderer', 'shared', 'resources', 'vite.web.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(entry)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

/** `npm start` builds the renderer only when a source is newer than the bundle. */
export async function buildWebBundleIfStale(webDir: string): Promise<void> {
  const index = path.join(webDir, 'index.html');
  const builtAt = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(...SOURCES.map(newestMtime))) return;
  console.log('Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--config', 'vite.web.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The web build failed; see the output above.');
}
