import { and, eq, isNotNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef, type RouteName } from '@shared/api/routes';
import { MAX_JSON_DEPTH } from '@shared/schemas/limits';
import { createPasswordHasher } from '../../../server/auth/passwords';
import { badges, printers, sessionOccurrences, participants } from '../../../server/db/schema';
import { DEMO_EVENT_IDS, seedDemo } from '../../../server/db/seed';
import { TEST_PASSWORD, anAccount, signedUpUser } from '../../support/accounts';
import { insertParticipant } from '../../support/builders';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';
import {
  deepJson,
  fieldAt,
  fieldsOf,
  fits,
  inputSchema,
  isNumber,
  isObject,
  isString,
  nonNull,
  repaired,
  sampleOf,
  unboundedStrings,
  variantsOf,
  withField,
  type JsonSchema,
  type Path,
} from './fuzzInputs';

/**
 * Walks the whole route table (shared/api/routes/) as a signed-in organizer of the live demo
 * event and sends every route, for every field its schemas name (path parameters, query, body,
 * nested fields too): NUL bytes, lone surrogates, over-long strings, 5,000-deep nesting, wrong
 * types, null, empty and blank strings, unknown keys. Inputs come from the schemas, so a new route
 * is covered without a line here. No answer may be a 5xx; what the boundary must refuse (unstorable
 * strings, deep nesting, over-long strings) answers 400 MST-00400 naming the field.
 */

type Where = 'params' | 'query' | 'body';
type Expect = { field: string } | 'no5xx';
interface Probe {
  what: string;
  where: Where;
  /** The part's value; for a body, JSON text. */
  value: unknown;
  expect: Expect;
}

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';
const DEEP = 5000;
const DEEP_MARKER = '__fuzz_deep__';
const field = (path: Path) => path.join('.');

/** The probes of one part of a request, from its JSON Schema and a valid value of it. */
function probesOf(where: Where, schema: JsonSchema, base: Record<string, unknown>): Probe[] {
  const flat = where !== 'body'; // a query or path carries strings only, one level deep
  const probes: Probe[] = [];
  const add = (what: string, value: unknown, expect: Expect) => probes.push({ what, where, value, expect });
  const at = (path: Path, value: unknown) => withField(base, path, value);

  add('a valid request', base, 'no5xx');
  if (where !== 'params') {
    add('an unknown key', { ...base, fuzzUnknownKey: 'x' }, 'no5xx');
    add('a key holding a NUL byte', { ...base, [`fuzz${NUL}key`]: 'x' }, { field: where });
  }
  if (!flat) add(`${DEEP}-deep nesting as the body`, deepJson(DEEP), { field: 'body' });

  for (const { path, schema: fieldSchema } of fieldsOf(schema, base)) {
    if (flat && path.length > 1) continue;
    const name = field(path);
    const sample = fieldAt(base, path);
    const text = typeof sample === 'string' && sample !== '' ? sample : 'fuzz';
    if (isString(fieldSchema)) {
      add(`a NUL byte in ${name}`, at(path, `${text}${NUL}`), { field: name });
      if (!flat) add(`a lone surrogate in ${name}`, at(path, `${text}${LONE_SURROGATE}`), { field: name });
      const max = nonNull(fieldSchema).maxLength ?? 10_000;
      // The router answers 404 for a path parameter longer than it takes (Fastify's maxParamLength).
      add(
        `an over-long ${name}`,
        at(path, 'x'.repeat(max + 1)),
        where === 'params' ? 'no5xx' : { field: name },
      );
      add(
        `an empty ${name}`,
        at(path, ''),
        fits(nonNull(fieldSchema), '') || where === 'params' ? 'no5xx' : { field: name },
      );
      add(`a blank ${name}`, at(path, '   '), 'no5xx');
    }
    if (where === 'query') add(`${name} given twice`, at(path, [text, text]), 'no5xx');
    if (isNumber(fieldSchema)) {
      // Past what a PostgreSQL integer column holds, and past what a double holds exactly.
      for (const n of [2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.5]) {
        add(`${n} in ${name}`, at(path, flat ? String(n) : n), 'no5xx');
      }
    }
    if (flat) continue;
    add(`a wrong type in ${name}`, at(path, typeof sample === 'string' ? 12345 : 'fuzz'), 'no5xx');
    add(`null in ${name}`, at(path, null), 'no5xx');
    add(`a missing ${name}`, at(path, undefined), 'no5xx');
    add(`${DEEP}-deep nesting in ${name}`, at(path, DEEP_MARKER), { field: String(path[0]) });
    if (isObject(fieldSchema) && sample && typeof sample === 'object') {
      add(`an unknown key in ${name}`, at(path, { ...sample, fuzzUnknownKey: 'x' }), 'no5xx');
      add(`a NUL key in ${name}`, at(path, { ...sample, [`k${NUL}`]: 1 }), { field: name });
    }
  }
  return probes.map((p) =>
    where === 'body' && typeof p.value !== 'string'
      ? { ...p, value: JSON.stringify(p.value).replace(`"${DEEP_MARKER}"`, deepJson(DEEP)) }
      : p,
  );
}

const asQueryValue = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

function urlOf(
  def: RouteDef,
  params: Record<string, unknown>,
  query: Record<string, unknown> | null,
): string {
  const path = def.path.replace(/:(\w+)/g, (_, key: string) =>
    encodeURIComponent(asQueryValue(params[key] ?? '')),
  );
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, asQueryValue(v));
  }
  return `${path}?${search.toString()}`;
}

describe('request schemas', () => {
  const parts = Object.entries(routes).flatMap(([name, def]) =>
    (['params', 'query', 'body'] as const).flatMap((where) => {
      const schema = (def as RouteDef)[where];
      return schema ? [{ route: name, where, schema: inputSchema(schema) }] : [];
    }),
  );

  it('give every string a client sends a maximum length', () => {
    const unbounded = parts.flatMap(({ route, where, schema }) =>
      unboundedStrings(schema).map((path) => `${route} ${where} ${path}`),
    );
    expect(unbounded).toEqual([]);
  });
});

describe.each(engines)('route fuzzing on %s', (engine) => {
  let t: TestApp;
  const samples: Record<string, unknown> = {};

  /** A new organizer of the live event. */
  async function newOrganizer() {
    const user = await signedUpUser(t.app, anAccount({ name: 'Fuzz', surname: 'Organizer' }));
    const participant = await insertParticipant(t.database.db, DEMO_EVENT_IDS.live, {
      userId: user.userId,
      name: 'Fuzz',
      surname: 'Organizer',
      organizer: true,
    });
    return { ...user, participantId: participant.id };
  }

  type Organizer = Awaited<ReturnType<typeof newOrganizer>>;
  let current: Organizer | null = null;
  /**
   * The organizer the next route runs as: the last one while their token still works, a new one
   * when a route ended their sessions (a password change) or deleted their account.
   */
  async function organizer(): Promise<Organizer> {
    if (current) {
      const res = await t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: current.auth });
      if (res.statusCode === 200) return current;
    }
    return (current = await newOrganizer());
  }

  beforeAll(async () => {
    // The identity calls' rate limits would answer 429 before the validation under test.
    t = await createTestApp({
      engine,
      env: { IDENTITY_RATE_LIMIT_PER_IP: '1000000', IDENTITY_RATE_LIMIT_PER_ACCOUNT: '1000000' },
    });
    const hasher = createPasswordHasher(t.config.argon2);
    await seedDemo(t.database, { hashPassword: (p) => hasher.hash(p) });
    const db = t.database.db;
    const live = DEMO_EVENT_IDS.live;
    const [occurrence] = await db
      .select()
      .from(sessionOccurrences)
      .where(eq(sessionOccurrences.eventId, live));
    const [ticket] = await db
      .select()
      .from(participants)
      .where(and(eq(participants.eventId, live), isNotNull(participants.ticketId)));
    const [printer] = await db.select().from(printers).where(eq(printers.eventId, live));
    const [badge] = await db.select().from(badges).where(eq(badges.eventId, live));
    const today = new Date().toISOString().slice(0, 10);
    Object.assign(samples, {
      eventId: live,
      id: live,
      selectedSessionId: occurrence?.sessionId,
      occurrenceId: occurrence?.id,
      ticketId: ticket?.ticketId,
      printerId: printer?.id,
      templateId: badge?.id,
      areaId: 'allEvent',
      entityId: 'allEvent',
      stationId: 'fuzz-station',
      provider: 'cognito',
      password: TEST_PASSWORD,
      previousPassword: TEST_PASSWORD,
      proposedPassword: TEST_PASSWORD,
      timezone: 'Europe/Istanbul',
      date: today,
      startTime: '10:00',
      endTime: '11:00',
      userTimezone: 'Europe/Istanbul',
      localTimezone: 'Europe/Madrid',
      name: 'Fuzz',
      surname: 'Organizer',
      // The profile form's checked fields (PUT /v1/event/participant).
      phone: '+90 555 111 22 33',
      website: 'lanyard.test',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      facebook: 'lanyard',
      twitter: 'lanyard',
      instagram: 'lanyard',
      linkedin: 'lanyard',
    });
  });
  afterAll(() => t.close());

  it.each(Object.keys(routes) as RouteName[])(
    '%s answers no 5xx and refuses what it cannot store',
    async (name) => {
      const def = routes[name] as RouteDef;
      const who = await organizer();
      const mine = {
        ...samples,
        email: who.account.email,
        username: who.account.email,
        participantId: who.participantId,
        asParticipantId: who.participantId,
        participantIds: [who.participantId, who.participantId],
      };
      const part = (where: Where) => (def[where] ? variantsOf(inputSchema(def[where]!)) : []);
      const baseOf = (where: Where, schema: JsonSchema) =>
        repaired(def[where]!, sampleOf(schema, '', mine), mine) as Record<string, unknown>;
      const params = part('params')[0];
      const query = part('query')[0];
      const baseParams = params ? baseOf('params', params) : {};
      const baseQuery = query ? baseOf('query', query) : null;

      // The generated requests must be valid, or the probes would be refused for the wrong field.
      for (const [where, base] of [
        ['params', baseParams],
        ['query', baseQuery],
      ] as const) {
        if (def[where]) expect(def[where]!.safeParse(base ?? {}).error?.issues).toBeUndefined();
      }
      const bodies = part('body').map((schema) => ({ schema, base: baseOf('body', schema) }));
      for (const { base } of bodies) expect(def.body!.safeParse(base).error?.issues).toBeUndefined();

      const probes = [
        ...(params ? probesOf('params', params, baseParams) : []),
        ...(query ? probesOf('query', query, baseQuery!) : []),
        ...bodies.flatMap(({ schema, base }) => probesOf('body', schema, base)),
      ];
      const failures: string[] = [];
      for (const probe of probes) {
        const res: LightMyRequestResponse = await t.app.inject({
          method: def.method,
          url: urlOf(
            def,
            probe.where === 'params' ? (probe.value as Record<string, unknown>) : baseParams,
            probe.where === 'query' ? (probe.value as Record<string, unknown>) : baseQuery,
          ),
          headers: { ...who.auth, ...(def.body ? { 'content-type': 'application/json' } : {}) },
          ...(def.body
            ? { body: probe.where === 'body' ? (probe.value as string) : JSON.stringify(bodies[0]!.base) }
            : {}),
        });
        const answer = String(res.headers['content-type']).includes('json') ? res.json() : res.body;
        const problem = verdict(probe.expect, res.statusCode, answer);
        if (problem) failures.push(`${probe.where}: ${probe.what} → ${res.statusCode} ${problem}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('refuses unstorable strings and deep nesting on the realtime socket too', async () => {
    const who = await organizer();
    const client = await openLive(t.app);
    try {
      await client.authenticate(who.token);
      const refused = async (raw: string) => {
        const before = client.messages.length;
        client.sendRaw(raw);
        return client.waitFor((m) => client.messages.indexOf(m) >= before && m.type === 'error');
      };
      expect(
        await refused(JSON.stringify({ type: 'subscribe', topic: `profiles/x${NUL}/public` })),
      ).toMatchObject({ errorCode: 'MST-00400', errorMessage: 'topic: validation.error.invalidCharacters' });
      expect(
        await refused(`{"type":"subscribe","topic":"ui/x","extra":${deepJson(MAX_JSON_DEPTH + 1)}}`),
      ).toMatchObject({ errorCode: 'MST-00400', errorMessage: 'extra: validation.error.tooDeep' });
    } finally {
      client.close();
    }
  });
});

/** zod's default messages (v4), which a 400 must never carry. */
const ZOD_WORDS = /Invalid (input|option|type|value)|expected \w+, received|Too (big|small)|Unrecognized key/;

/** Why an answer is wrong for what the probe expects, or null when it is right. */
function verdict(expected: Expect, status: number, answer: unknown): string | null {
  const body = answer as { errorCode?: string; field?: unknown; errorMessage?: unknown } | string;
  if (status >= 500) return `server error ${JSON.stringify(answer)}`;
  // Every MST-00400 names its field: the client highlights it.
  if (typeof body === 'object' && body.errorCode === 'MST-00400' && typeof body.field !== 'string') {
    return `MST-00400 without a field: ${JSON.stringify(answer)}`;
  }
  // ...and a key the app translates, never zod's own English (server/http/requestErrors.ts).
  if (typeof body === 'object' && ZOD_WORDS.test(String(body.errorMessage))) {
    return `zod's own words: ${JSON.stringify(answer).slice(0, 300)}`;
  }
  if (expected === 'no5xx') return null;
  if (status !== 400 || typeof body !== 'object' || body.errorCode !== 'MST-00400') {
    return `expected 400 MST-00400 naming ${expected.field}: ${JSON.stringify(answer).slice(0, 300)}`;
  }
  return body.field === expected.field ? null : `named ${String(body.field)}, not ${expected.field}`;
}
