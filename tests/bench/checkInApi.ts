import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bareRequests, startBareServer } from './canary';
import {
  CHECK_IN_P95_TARGET_MS as P95_TARGET_MS,
  checkInRequests,
  ROTATION,
  sanityCheck,
} from './checkInLoad';
import { busyShare, machineCpu } from './cpuTime';
import { load, paced, type LoadResult } from './httpLoad';
import { appToken, startLanyardServer, type Engine } from './lanyardServer';
import { percentile, type Benchmark } from './measure';

/**
 * Check-in API throughput and latency (issue 4): autocannon against `POST /v1/event/participant/
 * checkIn` of the real server on a fresh seeded database, PGlite and PostgreSQL, each beside a bare
 * Fastify JSON route measured in the same run.
 *
 * The load: the check-in admin (checkin@lanyard.test, a real app token) checks ROTATION demo tickets
 * of the live event in and out at the venue entrance, in turn: request n names ticket n mod ROTATION
 * and checks it in on even rounds, out on odd ones. So every request changes a state (no request is
 * answered from an "already checked in" short cut), writes the scan log and updates occupancy, and a
 * ticket is touched again only ROTATION requests later — far more than the connections in flight —
 * so the requests of one ticket never overlap. A non-2xx answer would mean the rotation broke; they
 * are counted and reported.
 */

const CONNECTIONS = 10;
const DURATION_S = 10;
const WARM_UP_S = 3;
/** A door's worth of scans: several kiosks and consoles, well below saturation. */
const PACED_RATE = 50;
const PG_TARGET_PER_S = 1000;

/** CPU time a process used so far, in clock ticks (USER_HZ, 100 per second on Linux). */
function processTicks(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Runs `work` and says how busy the server process and the whole machine were meanwhile. */
async function withCpu<T>(pid: number | undefined, work: () => Promise<T>) {
  const server = processTicks(pid);
  const machine = machineCpu();
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  return {
    result,
    /** Of one core: 100 % = one core busy the whole time. */
    serverCpu: (processTicks(pid) - server) / (100 * seconds),
    /** Of all cores. */
    machineCpu: busyShare(machine, machineCpu()),
  };
}

interface Setup {
  engine: Engine;
  /** PostgreSQL only: fsync and synchronous commit on (production) or off (as the test suites run). */
  durable: boolean;
  label: string;
}

const setups: Setup[] = [
  { engine: 'pglite', durable: true, label: 'PGlite (embedded)' },
  { engine: 'postgres', durable: true, label: 'PostgreSQL 15, durable commits (its defaults)' },
  {
    engine: 'postgres',
    durable: false,
    label: 'PostgreSQL 15, fsync and synchronous_commit off (for comparison)',
  },
];

interface EngineFigures {
  setup: Setup;
  bare: LoadResult;
  checkIn: LoadResult;
  /** The same load paced at PACED_RATE requests per second: a check-in's latency without a queue. */
  paced: LoadResult;
  serverCpu: number;
  machineCpu: number;
  loadBefore: number;
}

async function measureEngine(setup: Setup, workDir: string): Promise<EngineFigures> {
  const { engine } = setup;
  const server = await startLanyardServer({ engine, workDir, durable: setup.durable });
  const bareServer = await startBareServer();
  try {
    const token = await appToken(server.url, 'checkin@lanyard.test');
    await sanityCheck(server.url, server.liveEventId, token);
    const checkInLoad = checkInRequests(server.liveEventId, token);
    // Warm-up (JIT, connection pool, caches); the rotation carries on from here, so states still alternate.
    await load(server.url, checkInLoad, WARM_UP_S, CONNECTIONS);
    await load(bareServer.url, bareRequests(), WARM_UP_S, CONNECTIONS);
    const bare = await load(bareServer.url, bareRequests(), DURATION_S, CONNECTIONS);
    const loadBefore = os.loadavg()[0] ?? 0;
    const measured = await withCpu(server.pid, () => load(server.url, checkInLoad, DURATION_S, CONNECTIONS));
    const checkIn = measured.result;
    const pacedRun = await paced(server.url, checkInLoad[0]!, PACED_RATE, DURATION_S);
    for (const [label, result] of [
      ['bare', bare],
      ['check-in', checkIn],
      ['check-in paced', pacedRun],
    ] as const) {
      process.stdout.write(`  ${setup.label} ${row(label, result)}\n`);
    }
    process.stdout.write(
      `  server CPU ${(measured.serverCpu * 100).toFixed(0)} % of a core, machine ${(measured.machineCpu * 100).toFixed(0)} %\n`,
    );
    return {
      setup,
      bare,
      checkIn,
      paced: pacedRun,
      serverCpu: measured.serverCpu,
      machineCpu: measured.machineCpu,
      loadBefore,
    };
  } finally {
    await bareServer.stop();
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const fmt = (value: number) => value.toFixed(0);

function row(label: string, result: LoadResult): string {
  const other = Object.entries(result.other)
    .map(([code, count]) => `${count} × ${code}`)
    .join(', ');
  return `| ${label} | ${fmt(result.perSecond)} | ${ms(percentile(result.latencies, 50))} | ${ms(percentile(result.latencies, 95))} | ${ms(percentile(result.latencies, 99))} | ${ms(result.latencies.reduce((a, b) => Math.max(a, b), 0))} | ${result.ok} | ${other || '0'}${result.errors ? `; ${result.errors} errors` : ''} |`;
}

export const checkInApiBenchmark: Benchmark = {
  id: 'checkin-api',
  title: 'Check-in API throughput and latency (issue 4)',
  async run({ workDir }) {
    const figures: EngineFigures[] = [];
    for (const setup of setups) {
      process.stdout.write(`checkin-api: ${setup.label}…\n`);
      figures.push(await measureEngine(setup, path.join(workDir, 'checkin-api')));
    }

    const verdicts = figures
      .filter(({ setup }) => setup.durable)
      .map(({ setup: { engine }, checkIn }) => {
        const p95 = percentile(checkIn.latencies, 95);
        const p95Met = p95 < P95_TARGET_MS;
        const throughputMet = engine !== 'postgres' || checkIn.perSecond >= PG_TARGET_PER_S;
        return { engine, p95, p95Met, throughputMet, perSecond: checkIn.perSecond };
      });
    const summary = verdicts
      .map(
        (v) =>
          `${v.engine} ${fmt(v.perSecond)} check-ins/s, p95 ${ms(v.p95)} (p95 target ${v.p95Met ? 'met' : 'NOT met'}` +
          `${v.engine === 'postgres' ? `; ≥ ${PG_TARGET_PER_S}/s ${v.throughputMet ? 'met' : 'NOT met'}` : ''})`,
      )
      .join('; ');

    const tables = figures.flatMap(({ setup, bare, checkIn, paced, serverCpu, machineCpu, loadBefore }) => [
      `**${setup.label}** — check-in at ${((checkIn.perSecond / bare.perSecond) * 100).toFixed(2)} % of the bare ` +
        `route's throughput (ratio ${(checkIn.perSecond / bare.perSecond).toFixed(4)}). During the check-in run the ` +
        `server process used ${(serverCpu * 100).toFixed(0)} % of one core ` +
        `(≈ ${((serverCpu * 1000) / checkIn.perSecond).toFixed(1)} ms of its CPU per check-in), the whole machine was ` +
        `${(machineCpu * 100).toFixed(0)} % busy (load average before: ${loadBefore.toFixed(2)}):`,
      '',
      '| route | req/s | p50 | p95 | p99 | max | 2xx | other |',
      '|---|---|---|---|---|---|---|---|',
      row('bare Fastify JSON route', bare),
      row('POST /v1/event/participant/checkIn', checkIn),
      row(`POST /v1/event/participant/checkIn, paced at ${PACED_RATE}/s`, paced),
      '',
    ]);
    const verdictLines = verdicts.map(
      (v) =>
        `- ${v.engine}: p95 ${ms(v.p95)} — target < ${P95_TARGET_MS} ms **${v.p95Met ? 'met' : 'not met'}**` +
        (v.engine === 'postgres'
          ? `; ${fmt(v.perSecond)} check-ins/s — target ≥ ${PG_TARGET_PER_S}/s **${v.throughputMet ? 'met' : 'not met'}**`
          : ''),
    );

    return {
      summary,
      markdown: [
        `autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per route after ${WARM_UP_S} s of warm-up, ` +
          'from the benchmark process; the server (`lanyard serve`, LOG_LEVEL=warn) and the bare route ' +
          'each run in their own Node process on the same machine, so load generator, server and ' +
          'database share its cores. Fresh database per engine, migrated and seeded with the demo.',
        '',
        `Load: the check-in admin (checkin@lanyard.test, app token) checks ${ROTATION} demo tickets of the ` +
          "live event in and out at the venue entrance in turn (request n: ticket n mod 300, in on even rounds, out on odd) — every request changes a ticket's state, writes the scan log and updates occupancy in one database statement (`lanyard_check_in`, docs/checkin.md); a ticket comes round again only 300 requests later, so its requests never overlap. " +
          'The bare route is a Fastify app with one POST route that parses the same JSON body and answers a small JSON envelope (no auth, validation or database). ' +
          'Latency is per response (autocannon `response` events; nearest-rank percentiles). The “paced” row sends ' +
          `the same load at a fixed ${PACED_RATE} requests/s (one request every ${1000 / PACED_RATE} ms from Node’s fetch, each sent on time whether or not earlier ones answered; autocannon’s own rate limit sends each second’s quota in a burst) — ` +
          'a busy door, below saturation — so it shows one check-in’s own latency, while the saturated row includes the time spent queueing behind the ' +
          `${CONNECTIONS} connections. The p95 target is judged on the saturated run. The bare route is ` +
          'also the canary for a shared machine: with nothing else running it answers about 40,000 req/s ' +
          'here; a much lower figure in a table means other work took the cores during that run, and ' +
          'the check-in figures beside it are low by as much.',
        '',
        ...tables,
        ...verdictLines,
        '',
        'PostgreSQL runs as a throwaway cluster (tests/support/postgres.ts). The targets are judged on ' +
          'its durable defaults — fsync, synchronous_commit and full_page_writes on — where every ' +
          'check-in pays a WAL flush to disk; the run with them off (as the test suites run) shows how ' +
          'much of the time that flush is. PGlite is the embedded engine in the server process: one ' +
          'connection, statements run one at a time on the server’s own thread. What a check-in costs: ' +
          'one round trip to the database (the whole decision and its writes are one statement), the ' +
          'request’s parsing and validation, and a share of the occupancy push, which goes out at most ' +
          'four times a second per event; the app token is verified once and then taken on trust for ' +
          '10 s. Every check-in at one area holds that area’s row lock until it has committed, so on ' +
          'PostgreSQL with durable commits the scans of one door follow each other, each waiting for ' +
          'its own WAL flush; scans at different areas do not wait for each other.',
      ].join('\n'),
    };
  },
};
