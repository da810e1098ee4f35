#!/usr/bin/env node
// The durations table `npm test` and `.ci/run` end with. As a command it reads rows as
// "name<TAB>seconds<TAB>ok|failed" from the files given and prints one table with a total.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Prints rows ({ name, seconds, ok }) as a table, with their total, in minutes:seconds. */
export function printDurations(rows) {
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  const line = (name, time, status) => `${name.padEnd(width)}  ${time.padStart(6)}  ${status}`;
  console.log(`\nDurations (${new Date().toISOString()}, load average ${loadAverage()})`);
  console.log(line('part', 'm:ss', ''));
  for (const row of rows) console.log(line(row.name, minutes(row.seconds), row.ok ? '' : 'FAILED'));
  console.log(line('total', minutes(total), ''));
}

function loadAverage() {
  try {
    return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
}

function readRows(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, seconds, status] = line.split('\t');
      return { name, seconds: Number(seconds), ok: status === 'ok' };
    });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printDurations(process.argv.slice(2).flatMap(readRows));
}
