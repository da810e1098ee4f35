import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DEMO_EVENT_IDS } from '../../server/db/seed/plan';
import { runSql, startPostgres } from '../support/postgres';
import { bareRequests, startBareServer } from './canary';
import {
  closeAll,
  deliver,
  DELIVERY_P95_TARGET_MS,
  DRAIN_MS,
  pairsOn,
  type Delivery,
  type Pair,
} from './chatClients';
import { CHECK_IN_P95_TARGET_MS, checkInRequests, ROTATION, sanityCheck } from './checkInLoad';
import { busyShare, machineCpu, postgresCpuMs } from './cpuTime';
import { load, paced, type LoadResult } from './httpLoad';
import { appToken, runLanyard } from './lanyardServer';
import { percentile, type Benchmark } from './measure';
import { startNode, type ServerNode } from './nodeProcess';
import {
  JUDGED_SEARCHES,
  PAGE,
  pageToMeasure,
  postSearch,
  SEARCH_P95_TARGET_MS,
  searchRequest,
  type SearchTarget,
} from './searchLoad';

/**
 * Mixed load on one server node (issue 21): the directory search of search2.ts at 100,000 people,
 * the chat of chat.ts (200 messages/s across 2,000 connected sockets) and the check-in of
 * checkInApi.ts (100/s), each alone and then all three at once, on the same node and the same
 * database in one run — so a load's p95 together is read beside its own alone. The node is
 * `buildApp` in its own process (chatNode.ts) on PostgreSQL with durable commits; every load is
 * open loop (sent on time whether or not earlier answers came), so a node that falls behind shows it
 * as latency instead of sending less. The directory's scoring runs on the node's event loop, which
 * the chat's sends and the check-ins share: the node's loop delay is measured in each phase.
 */

/** BENCH_MIXED_SCALE=0.1 while developing: a tenth of the people, sockets, rates and time. */
const scale = Number(process.env.BENCH_MIXED_SCALE ?? 1);
const CROWD = Math.round(100_000 * scale);
/** Rooms of two: every member's socket connected and subscribed. */
const ROOMS = Math.round(1000 * scale);
const CHAT_RATE = Math.max(1, Math.round(200 * scale));
const CHECK_IN_RATE = Math.max(1, Math.round(100 * scale));
/** A busy directory: searches a second on this node (BENCH_MIXED_SEARCH_RATE to try others). */
const SEARCH_RATE = Number(process.env.BENCH_MIXED_SEARCH_RATE ?? Math.max(1, Math.round(20 * scale)));
const DURATION_S = Math.max(3, Math.round(15 * scale));
const WARM_UP_S = 3;
const CANARY_S = 5;
const CANARY_CONNECTIONS = 10;
/** What the bare route answers when the machine is quiet (docs/benchmarks.md "checkin-api"). */
const QUIET_CANARY_PER_S = 40_000;

type LoadId = 'search' | 'chat' | 'checkIn';
type PhaseId = LoadId | 'noSearch' | 'together';

/**
 * Each load alone, then chat and check-in together without the search (what the search adds is the
 * difference to the last phase), then all three.
 */
const PHASES: { id: PhaseId; label: string; loads: LoadId[] }[] = [
  { id: 'search', label: 'search alone', loads: ['search'] },
  { id: 'chat', label: 'chat alone', loads: ['chat'] },
  { id: 'checkIn', label: 'check-in alone', loads: ['checkIn'] },
  { id: 'noSearch', label: 'chat and check-in, no search', loads: ['chat', 'checkIn'] },
  { id: 'together', label: 'all three together', loads: ['search', 'chat', 'checkIn'] },
];

interface Phase {
  id: PhaseId | 'warmUp';
  label: string;
  loads: LoadId[];
  search?: LoadResult;
  chat?: Delivery;
  checkIn?: LoadResult;
  seconds: number;
  /** Cores the node kept busy (its user + system CPU over the phase's wall time). */
  nodeCores: number;
  nodeCpuMs: number;
  nodeLoopP99: number;
  nodeLoopMax: number;
  databaseCores: number;
  /** The bench process's own event-loop delay p99: a client that lags adds to every figure. */
  clientLoopP99: number;
  machineBusy: number;
  load: number;
}

interface Canary {
  perSecond: number;
  p95: number;
}

interface Figures {
  phases: Phase[];
  canaryBefore: Canary;
  canaryAfter: Canary;
  seedSeconds: number;
  firstSearch: number;
  total: number | null;
}

interface Loads {
  node: ServerNode;
  url: string;
  postgresData: string;
  pairs: Pair[];
  agent: http.Agent;
  search: ReturnType<typeof searchRequest>;
  checkIn: ReturnType<typeof checkInRequests>[number];
}

/** Runs the named loads at once for DURATION_S (or `seconds`) and measures the node meanwhile. */
async function phase(
  loads: Loads,
  { id, label, loads: ids }: Pick<Phase, 'id' | 'label' | 'loads'>,
  seconds = DURATION_S,
): Promise<Phase> {
  process.stdout.write(`mixed: ${label}…\n`);
  const loadAverage = os.loadavg()[0] ?? 0;
  const nodeBefore = await loads.node.ask({ type: 'usage', gc: false });
  const databaseBefore = postgresCpuMs(loads.postgresData);
  const machineBefore = machineCpu();
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  clientLoop.enable();
  const started = performance.now();
  const [search, chat, checkIn] = await Promise.all([
    ids.includes('search') ? paced(loads.url, loads.search, SEARCH_RATE, seconds) : undefined,
    // The node's usage is asked here, not by deliver(), so its loop delay covers the whole phase.
    ids.includes('chat')
      ? deliver(
          loads.pairs,
          CHAT_RATE,
          seconds,
          { port: loads.node.port, agent: loads.agent },
          [],
          true,
          loads.postgresData,
        )
      : undefined,
    ids.includes('checkIn') ? paced(loads.url, loads.checkIn, CHECK_IN_RATE, seconds) : undefined,
  ]);
  const wallMs = performance.now() - started;
  clientLoop.disable();
  const nodeAfter = await loads.node.ask({ type: 'usage', gc: false });
  return {
    id,
    label,
    loads: ids,
    search,
    chat,
    checkIn,
    seconds: wallMs / 1000,
    nodeCores: (nodeAfter.cpuMs - nodeBefore.cpuMs) / wallMs,
    nodeCpuMs: nodeAfter.cpuMs - nodeBefore.cpuMs,
    nodeLoopP99: nodeAfter.loopDelayP99Ms,
    nodeLoopMax: nodeAfter.loopDelayMaxMs,
    databaseCores: (postgresCpuMs(loads.postgresData) - databaseBefore) / wallMs,
    clientLoopP99: clientLoop.percentile(99) / 1e6,
    machineBusy: busyShare(machineBefore, machineCpu()),
    load: loadAverage,
  };
}

async function canary(url: string): Promise<Canary> {
  await load(url, bareRequests(), 1, CANARY_CONNECTIONS);
  const result = await load(url, bareRequests(), CANARY_S, CANARY_CONNECTIONS);
  return { perSecond: result.perSecond, p95: percentile(result.latencies, 95) };
}

async function measure(workDir: string): Promise<Figures> {
  const cluster = await startPostgres({ durable: true });
  const dataDir = await mkdtemp(path.join(workDir, 'mixed-'));
  const bare = await startBareServer();
  let node: ServerNode | undefined;
  try {
    await runSql(cluster.adminUrl, 'CREATE DATABASE lanyard_mixed_bench');
    const env = { DATA_DIR: dataDir, DATABASE_URL: cluster.urlFor('lanyard_mixed_bench') };
    process.stdout.write(`mixed: seeding the demo and ${CROWD} people…\n`);
    const seedStarted = performance.now();
    await runLanyard(['seed', '--participants', String(CROWD)], {
      ...process.env,
      ...env,
      LOG_LEVEL: 'warn',
    });
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    node = await startNode(env);
    const url = `http://127.0.0.1:${node.port}`;
    const eventId = DEMO_EVENT_IDS.live;

    process.stdout.write(`mixed: ${ROOMS} chat rooms, ${ROOMS * 2} sockets…\n`);
    const rooms = await node.ask({ type: 'seed', rooms: ROOMS });
    const pairs = await pairsOn(rooms, [node.port, node.port]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

    const checkInToken = await appToken(url, 'checkin@lanyard.test');
    await sanityCheck(url, eventId, checkInToken);
    const target: SearchTarget = { url, eventId, token: await appToken(url, 'attendee@lanyard.test') };
    const firstStarted = performance.now();
    const first = await postSearch(target, {});
    if (!first.ok) throw new Error(`search2: HTTP ${first.status} ${await first.text()}`);
    const { data } = (await first.json()) as { data: { props: { total: number | null } } };
    const firstSearch = performance.now() - firstStarted;
    const bodies = [];
    for (const search of JUDGED_SEARCHES) bodies.push((await pageToMeasure(target, search)).body);

    const loads: Loads = {
      node,
      url,
      postgresData: path.join(cluster.dir, 'data'),
      pairs,
      agent,
      search: searchRequest(target, bodies),
      checkIn: checkInRequests(eventId, checkInToken)[0]!,
    };
    process.stdout.write('mixed: canary…\n');
    const canaryBefore = await canary(bare.url);
    // JIT, pools and caches warm; the check-in rotation carries on from here, so states still alternate.
    await phase(
      loads,
      { id: 'warmUp', label: 'warm-up, all three', loads: ['search', 'chat', 'checkIn'] },
      WARM_UP_S,
    );
    const phases: Phase[] = [];
    for (const planned of PHASES) {
      const measured = await phase(loads, planned);
      process.stdout.write(`  ${phaseRow(measured)}\n`);
      phases.push(measured);
    }
    const canaryAfter = await canary(bare.url);
    await closeAll(pairs.flatMap((p) => p.sockets));
    agent.destroy();
    return { phases, canaryBefore, canaryAfter, seedSeconds, firstSearch, total: data.props.total };
  } finally {
    await node?.stop();
    await bare.stop();
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const cores = (value: number) => value.toFixed(2);

interface LoadFigures {
  latencies: number[];
  /** Sent but never answered well (HTTP errors, non-2xx, chat messages lost or refused). */
  failed: number;
}

function figuresOf(phase: Phase, id: LoadId): LoadFigures | null {
  if (id === 'chat')
    return phase.chat
      ? { latencies: phase.chat.latencies, failed: phase.chat.lost + phase.chat.failed }
      : null;
  const result = id === 'search' ? phase.search : phase.checkIn;
  if (!result) return null;
  return {
    latencies: result.latencies,
    failed: result.errors + Object.values(result.other).reduce((a, b) => a + b, 0),
  };
}

const LOADS: { id: LoadId; label: string; rate: number; target: number }[] = [
  {
    id: 'search',
    label: `directory search (search2, ${CROWD.toLocaleString('en')} people)`,
    rate: SEARCH_RATE,
    target: SEARCH_P95_TARGET_MS,
  },
  {
    id: 'chat',
    label: `chat delivery (${ROOMS * 2} sockets)`,
    rate: CHAT_RATE,
    target: DELIVERY_P95_TARGET_MS,
  },
  { id: 'checkIn', label: 'check-in', rate: CHECK_IN_RATE, target: CHECK_IN_P95_TARGET_MS },
];

const meets = (f: LoadFigures, target: number) => f.failed === 0 && percentile(f.latencies, 95) < target;

function phaseRow(p: Phase): string {
  const parts = p.loads.map((id) => {
    const f = figuresOf(p, id)!;
    return `${id} p95 ${ms(percentile(f.latencies, 95))}${f.failed ? ` (${f.failed} failed)` : ''}`;
  });
  return `| ${p.label} | ${p.seconds.toFixed(1)} s | ${parts.join(', ')} | ${cores(p.nodeCores)} | ${ms(p.nodeLoopP99)} | ${ms(p.nodeLoopMax)} | ${cores(p.databaseCores)} | ${ms(p.clientLoopP99)} | ${Math.round(p.machineBusy * 100)} % | ${p.load.toFixed(1)} |`;
}

export const mixedBenchmark: Benchmark = {
  id: 'mixed',
  title: 'Mixed load on one node: directory search, chat and check-in, alone and together (issue 21)',
  async run({ workDir }) {
    const figures = await measure(workDir);
    const { phases, canaryBefore, canaryAfter } = figures;
    const of = (id: PhaseId) => phases.find((p) => p.id === id)!;
    const rows = LOADS.map(({ id, label, rate, target }) => {
      const alone = figuresOf(of(id), id)!;
      const noSearch = figuresOf(of('noSearch'), id);
      const together = figuresOf(of('together'), id)!;
      const change = percentile(together.latencies, 95) - percentile(alone.latencies, 95);
      const p95 = (f: LoadFigures | null) => (f ? ms(percentile(f.latencies, 95)) : '—');
      return {
        id,
        label,
        target,
        alone,
        noSearch,
        together,
        line: `| ${label} | ${rate}/s | < ${target} ms | ${ms(percentile(alone.latencies, 50))} | ${p95(alone)} | ${p95(noSearch)} | ${ms(percentile(together.latencies, 50))} | ${p95(together)} | ${change >= 0 ? '+' : ''}${ms(change)} | ${alone.latencies.length} / ${together.latencies.length} | ${alone.failed} / ${together.failed} | ${meets(together, target) ? 'met' : '**not met**'} |`,
      };
    });
    const others = rows.filter((r) => r.id !== 'search');
    const name = (r: (typeof rows)[number]) => (r.id === 'chat' ? 'chat delivery' : 'check-in');
    // The search's own effect: chat and check-in meet the target beside each other, not beside the search.
    const pushedOver = others.filter((r) => meets(r.noSearch!, r.target) && !meets(r.together, r.target));
    const overWithout = others.filter((r) => !meets(r.noSearch!, r.target));
    const searchAlone = of('search');
    const cpuPerSearch = searchAlone.nodeCpuMs / Math.max(1, searchAlone.search!.latencies.length);
    const busy =
      canaryBefore.perSecond < QUIET_CANARY_PER_S * 0.75 || canaryAfter.perSecond < QUIET_CANARY_PER_S * 0.75;

    const verdict =
      pushedOver.length > 0
        ? `**The search pushes ${pushedOver.map(name).join(' and ')} over target**: met with chat and check-in running together, not met once the search joins them.`
        : overWithout.length > 0
          ? `${overWithout.map(name).join(' and ')} missed the target already without the search (chat and check-in together), so this run does not say whether the directory's scoring would take ${overWithout.length > 1 ? 'them' : 'it'} over${busy ? ': the machine was too busy for a verdict (the node had the share of a core in the table; the canary below)' : ''}.`
          : "With the search added, chat and check-in stay under their targets: the directory's scoring on the event loop did not push them over at these rates.";

    return {
      summary:
        rows
          .map(
            (r) =>
              `${r.id} p95 alone ${ms(percentile(r.alone.latencies, 95))} / together ${ms(percentile(r.together.latencies, 95))} (target < ${r.target})`,
          )
          .join('; ') +
        `; canary ${Math.round(canaryBefore.perSecond)} → ${Math.round(canaryAfter.perSecond)} req/s`,
      markdown: [
        `One server node — \`buildApp\` in its own Node process (\`tests/bench/chatNode.ts\`) on PostgreSQL 15 with durable commits (its defaults) — and three loads from the bench process, each open loop (sent on time whether or not earlier requests answered, so a node that falls behind shows it as latency instead of sending less): ` +
          `**directory search**, \`POST /v1/event/participant/search2\` as attendee@lanyard.test over the live demo event with ${CROWD.toLocaleString('en')} generated people (\`lanyard seed --participants ${CROWD}\`, ${figures.seedSeconds.toFixed(0)} s; ${figures.total ?? '—'} people match), pages of ${PAGE}, the three requests search2's target is judged on in turn (ranked first page, the text query "robotics", ranked page 5 by cursor), ${SEARCH_RATE}/s; ` +
          `**chat**, ${ROOMS} private rooms of two with both members' sockets connected and subscribed to the room's messages (${ROOMS * 2} sockets), ${CHAT_RATE} messages/s posted room after room, timed from the POST to the other member's socket (as in the chat section); ` +
          `**check-in**, the check-in admin checking ${ROTATION} demo tickets in and out at the venue entrance in turn (as in the check-in section's paced row), ${CHECK_IN_RATE}/s. ` +
          `After ${WARM_UP_S} s of all three as warm-up, each load runs alone for ${DURATION_S} s, then chat and check-in together without the search (so what the search adds shows apart from what chat and check-in cost each other), then all three together, ${DURATION_S} s each; search and check-in are timed from Node's fetch to the whole answer. A failed search or check-in is an error or a non-2xx answer (a check-in answers 409 when check-ins queue longer than the ${ROTATION} tickets take to come round, ${ROTATION / CHECK_IN_RATE} s at ${CHECK_IN_RATE}/s, so a ticket's check-in and check-out overlap), a failed message one refused or not delivered within ${DRAIN_MS / 1000} s. The first search after the node started loaded the event's directory into memory in ${ms(figures.firstSearch)} (not counted).`,
        '',
        '| load | rate | p95 target | alone p50 | alone p95 | chat and check-in, no search: p95 | all three: p50 | all three: p95 | p95 change (all three − alone) | answers (alone / all three) | failed (alone / all three) | target, all three |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows.map((r) => r.line),
        '',
        "Each phase (the node's CPU is its user + system time over the phase's wall time, in cores; its loop delay is `monitorEventLoopDelay` in the node over the phase — how long work held its event loop; PostgreSQL's CPU is all its processes'; machine busy is the share of both cores busy with anything, others' work included):",
        '',
        '| phase | wall time | p95 | node CPU (cores) | node loop delay p99 | node loop delay max | PostgreSQL CPU (cores) | bench process loop delay p99 | machine busy | load avg at start |',
        '|---|---|---|---|---|---|---|---|---|---|',
        ...phases.map(phaseRow),
        '',
        `Canary (the bare Fastify JSON route in its own process, autocannon with ${CANARY_CONNECTIONS} connections for ${CANARY_S} s, as in the check-in section): ${Math.round(canaryBefore.perSecond).toLocaleString('en')} req/s (p95 ${ms(canaryBefore.p95)}) before the phases and ${Math.round(canaryAfter.perSecond).toLocaleString('en')} req/s (p95 ${ms(canaryAfter.p95)}) after them, against about ${QUIET_CANARY_PER_S.toLocaleString('en')} req/s on this machine when it is quiet.` +
          (busy
            ? ' **The machine was busy during this run** (load average in the table above, over 2 cores): other work had the cores, so every figure here reads high and these figures are to be measured again on a quiet machine.'
            : ''),
        '',
        ...rows.map(
          (r) =>
            `- ${r.label}: p95 with all three ${ms(percentile(r.together.latencies, 95))}${r.together.failed ? ` (${r.together.failed} failed)` : ''}, alone ${ms(percentile(r.alone.latencies, 95))} — target < ${r.target} ms **${meets(r.together, r.target) ? 'met' : 'not met'}** with all three.`,
        ),
        `- ${verdict}`,
        `- The search alone cost the node ${cpuPerSearch.toFixed(1)} ms of CPU per search at ${SEARCH_RATE}/s (scoring, the database round trips and HTTP): one core to itself would be saturated at about ${Math.round(1000 / cpuPerSearch)} searches/s, and before that the node's other work waits behind each search's scoring pass (the node's loop delay in the table).`,
        '',
        'What the figures decide. Scoring a ranked page is one synchronous pass over the directory\'s arrays (docs/networking.md "Directory index"; 2–5 ms at 100,000 people on a quiet machine), run on the node\'s event loop: while it runs, a chat POST or a check-in that arrived waits for it, so the search adds up to one pass to their latency, and more once searches queue. ' +
          "If the figures above show chat or check-in over target with all three while they meet it without the search — or the node's loop delay p99 with all three near their targets — the next step is to move the scoring off the loop, into a `worker_threads` worker per node. " +
          "The node keeps loading the directory from the database as today (PGlite lives on its main thread) and builds the typed arrays in `SharedArrayBuffer`s, which the worker reads without a copy; a search sends the worker its filters, the viewer's options and priority list and the cursor, and awaits the page's ids and the count like a database call, so the loop only parses, checks access and renders the cards. " +
          'That costs a message round trip per search (well under a millisecond) and does not make a search cheaper; it stops a search from holding up the chat sends and check-ins behind it. With more than one core per node, a second worker would also let searches run side by side.',
      ].join('\n'),
    };
  },
};
