import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * CPU time of other processes from /proc (Linux), for benchmarks that say where a request's time
 * goes: a PostgreSQL cluster's, and the whole machine's busy share.
 */

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux). */
const TICK_MS = 10;

function statFields(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (comm) ": state is field 3, so fields[i] is field i + 3 of proc(5).
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU ms used so far by the cluster whose data folder is `dataDir`: the postmaster, its live
 * children (backends, WAL writer, checkpointer…) and, through the postmaster's cutime and cstime,
 * the children that have exited.
 */
export function postgresCpuMs(dataDir: string): number {
  const postmaster = readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim();
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const fields = statFields(pid);
    if (fields === null) continue;
    // utime 14, stime 15, cutime 16, cstime 17; ppid 4.
    if (pid === postmaster)
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    else if (fields[1] === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * TICK_MS;
}

/** All cores' busy and total time so far (/proc/stat), in ticks. */
export function machineCpu(): { busy: number; total: number } {
  const times = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = times.reduce((sum, t) => sum + t, 0);
  // idle and iowait are the not-busy fields.
  return { busy: total - times[3]! - times[4]!, total };
}

/** The share of all cores busy between two machineCpu() readings. */
export function busyShare(
  before: ReturnType<typeof machineCpu>,
  after: ReturnType<typeof machineCpu>,
): number {
  return (after.busy - before.busy) / Math.max(1, after.total - before.total);
}
