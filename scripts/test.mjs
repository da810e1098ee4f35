#!/usr/bin/env node
// `npm test`: every part of the suite, one after another, each timed. Ends with a table of the
// durations (also written to .tmp/test-durations.tsv for .ci/run), and stops at the first part that
// fails — the table still prints, with the failed part marked. `npm test -- unit server:pglite` runs
// only the named parts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { printDurations } from './durations.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** name → the command, run from the repository root with the inherited environment. */
const parts = [
  ['system packages', 'bash scripts/system-packages.sh'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['build', 'npm run build:electron'],
  ['unit', 'npm run test:unit'],
  ['component', 'npm run test:component'],
  ['server:pglite', 'npm run test:server', { TEST_ENGINES: 'pglite' }],
  ['server:postgres', 'npm run test:server', { TEST_ENGINES: 'postgres' }],
  ['devices', 'npm run test:devices'],
  ['e2e', 'npm run test:e2e'],
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !parts.some(([part]) => part === name));
if (unknown.length > 0) {
  console.error(`Unknown part(s): ${unknown.join(', ')}. Parts: ${parts.map(([name]) => name).join(', ')}`);
  process.exit(2);
}
const selected = wanted.length > 0 ? parts.filter(([name]) => wanted.includes(name)) : parts;

const outFile = path.join(root, '.tmp', 'test-durations.tsv');
fs.mkdirSync(path.dirname(outFile), { recursive: true });
const rows = [];
let failed = false;
for (const [name, command, env = {}] of selected) {
  console.log(`\n=== ${name}: ${command} ===`);
  const started = process.hrtime.bigint();
  const result = spawnSync(command, {
    cwd: root,
    stdio: 'inherit',
    shell: true,
    env: { ...process.env, ...env },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = result.status === 0;
  rows.push({ name, seconds, ok });
  console.log(`=== ${name}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s ===`);
  if (!ok) {
    failed = true;
    break;
  }
}
fs.writeFileSync(
  outFile,
  rows.map((r) => `${r.name}\t${r.seconds.toFixed(1)}\t${r.ok ? 'ok' : 'failed'}`).join('\n') + '\n',
);
printDurations(rows);
process.exit(failed ? 1 : 0);
