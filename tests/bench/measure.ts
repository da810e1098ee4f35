import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface BenchmarkResult {
  /** One line for the console. */
  summary: string;
  /** The section's body in docs/benchmarks.md (below its heading and the run details). */
  markdown: string;
}

/** One benchmark of `npm run bench`; tests/bench/run.ts lists them. */
export interface Benchmark {
  /** `npm run bench -- <id>` runs only this one; also the marker of its section in docs/benchmarks.md. */
  id: string;
  title: string;
  run(context: { workDir: string }): Promise<BenchmarkResult>;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** The filesystem type a folder lives on (from /proc/mounts; 'unknown' elsewhere). */
export async function filesystemOf(dir: string): Promise<string> {
  const mounts = await readFile('/proc/mounts', 'utf8').catch(() => '');
  let best = { mount: '', type: 'unknown' };
  for (const line of mounts.split('\n')) {
    const [, mount, type] = line.split(' ');
    if (!mount || !type) continue;
    const inside = dir === mount || dir.startsWith(mount.endsWith(path.sep) ? mount : mount + path.sep);
    if (inside && mount.length > best.mount.length) best = { mount, type };
  }
  return best.type;
}
