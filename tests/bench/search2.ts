import os from 'node:os';
import path from 'node:path';
import { startBareServer } from './checkInApi';
import { appToken, startLanyardServer, type Engine, type LanyardServer } from './lanyardServer';
import { percentile, type Benchmark } from './measure';

/**
 * The attendee directory at scale (issue 10): `POST /v1/event/participant/search2` of the real
 * server over 100,000 generated people in the live demo event (`lanyard seed --participants
 * 100000`), PGlite and PostgreSQL, beside a bare Fastify JSON route in the same run. One request at a
 * time, so each figure is a request's own latency (from the client, through HTTP, auth, validation,
 * the SQL and the answer), not time spent queueing.
 */

const CROWD = 100_000;
const WARM_UP = 10;
const SAMPLES = 100;
const P95_TARGET_MS = 30;
const PAGE = 60;

/** What the figures are made of, and what would lower them; true whatever the figures are. */
const BOUNDS = `${[
  'What bounds it. The ranked order has no index to walk: the score depends on the viewer (their chosen',
  "options, their type's priority list), so every ranked page scores every person the filters keep — one",
  'pass over the event’s rows (100,000 heap rows of about 700 bytes, 72 MB on PostgreSQL) — and keeps',
  'the best `length + 1` in a top-N sort. Page 5 costs what page 1 does, less the count: the cursor is a',
  'condition on the same pass, not an offset; the scoring is a subquery fenced by a LIMIT, so the score is',
  'computed once a row and the sort stays a top-N heapsort (unfenced, PostgreSQL moved the ignored-tags',
  'anti join above a full sort of every row, and a cursor page cost several times a first page).',
  '`props.total` on a first page is a second pass with the',
  'same filters. The name order walks the `(event_id, name_key "C", id)` index and reads only its page,',
  'so its first page costs the count and its later pages almost nothing. A text query narrows through',
  'the trigram index first and scores only its matches; Here now joins the people checked in. The',
  'bare route is the canary for a shared machine: a slow bare route means other work had the cores.',
].join(' ')}

${[
  'Tried and not kept: a narrow covering index `(event_id) INCLUDE (id, type_id, state, name_key,',
  'category_choices)`, so the pass could read about 24 MB of index instead of 72 MB of heap: the planner',
  'kept the sequential scan, and forced onto the index the page was slower here. What would make the',
  'ranked page cheaper, not done: (1) scoring level by level — the score takes few values (booth owner ×',
  "active × the type's place × the number of shared options), each level is a name-ordered walk of an",
  'index on `(event_id, type_id, state, name_key, id)`, and the page stops after `length + 1` rows;',
  '(2) a total kept per event and list instead of counted on every first page.',
].join(' ')}`;

interface Scenario {
  label: string;
  body: Record<string, unknown>;
  /** Pages walked first; the measured request asks for the next one with their cursor. */
  skipPages?: number;
  /** One of the three requests the issue sets the p95 target for. */
  judged?: boolean;
}

const scenarios: Scenario[] = [
  { label: 'ranked first page (match, with total)', body: {}, judged: true },
  { label: 'text query "robotics", ranked', body: { query: 'robotics' }, judged: true },
  { label: 'ranked page 5 (cursor)', body: {}, skipPages: 4, judged: true },
  { label: 'by name, first page', body: { orderBy: 'name' } },
  { label: 'Here now, ranked', body: { hereNow: true } },
];

interface Timing {
  label: string;
  judged: boolean;
  latencies: number[];
  total: number | null;
}

async function time(send: () => Promise<Response>): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const started = performance.now();
    const response = await send();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (i >= WARM_UP) latencies.push(performance.now() - started);
  }
  return latencies;
}

async function measureScenario(server: LanyardServer, token: string, scenario: Scenario): Promise<Timing> {
  const post = (body: Record<string, unknown>) =>
    fetch(`${server.url}/v1/event/participant/search2`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ eventId: server.liveEventId, length: PAGE, ...body }),
    });
  let body = scenario.body;
  let total: number | null = null;
  for (let page = 0; page < (scenario.skipPages ?? 0) + 1; page++) {
    const response = await post(body);
    const json = (await response.json()) as {
      data?: { props: { next: string | null; total: number | null } };
    };
    if (!response.ok || !json.data) throw new Error(`search2 ${scenario.label}: HTTP ${response.status}`);
    total ??= json.data.props.total;
    if (page < (scenario.skipPages ?? 0)) {
      if (!json.data.props.next) throw new Error(`search2 ${scenario.label}: no page ${page + 2}`);
      body = { ...scenario.body, after: json.data.props.next };
    }
  }
  return {
    label: scenario.label,
    judged: scenario.judged ?? false,
    latencies: await time(() => post(body)),
    total,
  };
}

interface EngineFigures {
  engine: Engine;
  bare: number[];
  timings: Timing[];
  /** The machine's 1-minute load average when the measurements began (it is shared). */
  load: number;
}

async function measureEngine(engine: Engine, workDir: string): Promise<EngineFigures> {
  process.stdout.write(`search2: ${engine}, seeding ${CROWD} people…\n`);
  const server = await startLanyardServer({
    engine,
    workDir,
    prepare: [['seed', '--participants', String(CROWD)]],
  });
  const bareServer = await startBareServer();
  try {
    const token = await appToken(server.url, 'attendee@lanyard.test');
    const load = os.loadavg()[0] ?? 0;
    const bare = await time(() =>
      fetch(`${bareServer.url}/v1/bare`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId: server.liveEventId, length: PAGE }),
      }),
    );
    const timings: Timing[] = [];
    for (const scenario of scenarios) {
      const timing = await measureScenario(server, token, scenario);
      process.stdout.write(`  ${engine} ${row(timing.label, timing.latencies, timing.total)}\n`);
      timings.push(timing);
    }
    return { engine, bare, timings, load };
  } finally {
    await bareServer.stop();
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function row(label: string, latencies: number[], total: number | null = null): string {
  return `| ${label} | ${total ?? '—'} | ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ${ms(Math.max(...latencies))} |`;
}

export const search2Benchmark: Benchmark = {
  id: 'search2',
  title: 'Attendee directory search2 at 100,000 participants (issue 10)',
  async run({ workDir }) {
    const figures: EngineFigures[] = [];
    for (const engine of ['postgres', 'pglite'] as const) {
      figures.push(await measureEngine(engine, path.join(workDir, 'search2')));
    }
    const verdicts = figures.map(({ engine, timings }) => {
      const worst = timings
        .filter((t) => t.judged)
        .map((t) => ({ label: t.label, p95: percentile(t.latencies, 95) }))
        .sort((a, b) => b.p95 - a.p95)[0]!;
      return { engine, worst, met: worst.p95 < P95_TARGET_MS };
    });
    const summary = verdicts
      .map(
        (v) =>
          `${v.engine}: worst p95 ${ms(v.worst.p95)} (${v.worst.label}) — target < ${P95_TARGET_MS} ms ${v.met ? 'met' : 'NOT met'}`,
      )
      .join('; ');
    const tables = figures.flatMap(({ engine, bare, timings, load }) => [
      `**${engine === 'postgres' ? 'PostgreSQL 15, durable commits (its defaults)' : 'PGlite (embedded)'}** ` +
        `(load average ${load.toFixed(1)} on ${os.cpus().length} cores when it began):`,
      '',
      '| request | people matching | p50 | p95 | p99 | max |',
      '|---|---|---|---|---|---|',
      row('bare Fastify JSON route', bare),
      ...timings.map((t) => row(`search2: ${t.label}`, t.latencies, t.total)),
      '',
    ]);
    return {
      summary,
      markdown: [
        `The live demo event with ${CROWD.toLocaleString('en')} generated people (\`npm run lanyard -- seed --participants ${CROWD}\`: ` +
          "names in Turkish, English, Russian and Spanish, the demo's participant types and category options at random, 90 % active, " +
          "10 % checked in at the venue entrance) plus the demo's own. The viewer is attendee@lanyard.test (app token); " +
          `pages of ${PAGE}. Each request is sent alone, ${SAMPLES} times after ${WARM_UP} warm-up requests, and timed from ` +
          'the client (Node fetch) to the whole answer; the server (`lanyard serve`, LOG_LEVEL=warn) and the bare route each ' +
          'run in their own process on the same machine. "people matching" is props.total of the first page.',
        '',
        ...tables,
        ...verdicts.map(
          (v) =>
            `- ${v.engine}: worst p95 of the ranked first page, the text query "robotics" and ranked page 5: ${ms(v.worst.p95)} ` +
            `(${v.worst.label}) — target < ${P95_TARGET_MS} ms **${v.met ? 'met' : 'not met'}**`,
        ),
        '',
        BOUNDS,
      ].join('\n'),
    };
  },
};
