/**
 * `npm run bench [-- <id>…]`: runs the benchmarks (all, or those named) and writes each one's
 * figures into its own section of docs/benchmarks.md, with the command, the machine and the date.
 * Sections of benchmarks not run are kept as they are. A new benchmark is one file exporting a
 * Benchmark, added to the list below. The loads and servers several benchmarks share have their own
 * modules (searchLoad, chatClients, checkInLoad, httpLoad, canary, nodeProcess, lanyardServer): a new
 * one reuses them, as mixed.ts runs three of them at once.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import type { Benchmark } from './measure';
import { chatBenchmark } from './chat';
import { checkInApiBenchmark } from './checkInApi';
import { meetingsBenchmark } from './meetings';
import { mixedBenchmark } from './mixed';
import { printQueueBenchmark } from './printQueue';
import { scanToPrintBenchmark } from './scanToPrint';
import { search2Benchmark } from './search2';
import { webDeliveryBenchmark } from './webDelivery';

const benchmarks: Benchmark[] = [
  printQueueBenchmark,
  checkInApiBenchmark,
  scanToPrintBenchmark,
  webDeliveryBenchmark,
  search2Benchmark,
  meetingsBenchmark,
  chatBenchmark,
  mixedBenchmark,
];

const root = fileURLToPath(new URL('../../', import.meta.url));
const docFile = path.join(root, 'docs/benchmarks.md');
const preamble = `# Benchmarks

Written by \`npm run bench\` (tests/bench/run.ts); each section says which command produced it, on
what machine and when. Run \`npm run bench -- <id>\` to refresh one section.
`;

function machine(): string {
  const cpus = os.cpus();
  const memory = `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`;
  return `${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${memory} RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function section(benchmark: Benchmark, markdown: string, command: string): string {
  return [
    `<!-- bench:${benchmark.id} -->`,
    `## ${benchmark.title}`,
    '',
    `\`${command}\` — ${new Date().toISOString().slice(0, 10)}, ${machine()}.`,
    '',
    markdown,
    `<!-- /bench:${benchmark.id} -->`,
  ].join('\n');
}

/** Replaces the benchmark's section, or appends it. */
function withSection(doc: string, id: string, text: string): string {
  const start = doc.indexOf(`<!-- bench:${id} -->`);
  const endMarker = `<!-- /bench:${id} -->`;
  const end = doc.indexOf(endMarker);
  if (start === -1 || end === -1) return `${doc.trimEnd()}\n\n${text}\n`;
  return doc.slice(0, start) + text + doc.slice(end + endMarker.length);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !benchmarks.some((b) => b.id === id));
if (unknown.length > 0) {
  console.error(
    `Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.id).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length ? benchmarks.filter((b) => wanted.includes(b.id)) : benchmarks;
const command = `npm run bench${wanted.length ? ` -- ${wanted.join(' ')}` : ''}`;
// On the project's disk, not a tmpfs /tmp, so fsync costs what it costs on a station.
const workDir = path.join(root, '.tmp', 'bench');
await mkdir(workDir, { recursive: true });

let doc = await readFile(docFile, 'utf8').catch(() => preamble);
for (const benchmark of selected) {
  process.stdout.write(`${benchmark.id}: running…\n`);
  const result = await benchmark.run({ workDir });
  console.log(`${benchmark.id}: ${result.summary}`);
  doc = withSection(doc, benchmark.id, section(benchmark, result.markdown, command));
  // Formatted as `npm run lint` expects (tables padded), so a fresh run passes prettier --check.
  const options = await prettier.resolveConfig(docFile);
  doc = await prettier.format(doc, { ...options, filepath: docFile });
  await writeFile(docFile, doc);
}
console.log(`Figures written to ${path.relative(root, docFile)}.`);
