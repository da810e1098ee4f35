import { z } from 'zod';

/**
 * Request inputs derived from a route's zod schemas (through their JSON Schema), so that the route
 * fuzz test covers a new route, or a new field, without being told about it.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
}

export type Path = (string | number)[];

/** What a client may send: the schema's input side, with transforms and refinements left out. */
export const inputSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** The alternatives of a union at the top (PUT /v1/user/profile's actions), else the schema itself. */
export const variantsOf = (schema: JsonSchema): JsonSchema[] => schema.oneOf ?? schema.anyOf ?? [schema];

const types = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** The non-null alternative of a nullable field (anyOf [X, null]), or the schema itself. */
export function nonNull(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (!alternatives) return schema;
  return alternatives.find((a) => !types(a).includes('null')) ?? schema;
}

export const isString = (s: JsonSchema) => types(nonNull(s)).includes('string');
export const isObject = (s: JsonSchema) => types(nonNull(s)).includes('object');
export const isNumber = (s: JsonSchema) =>
  types(nonNull(s)).includes('integer') || types(nonNull(s)).includes('number');

/** Strings that valid requests commonly hold; the first that fits a field's pattern and length is used. */
const GENERIC_STRINGS = [
  'fuzz',
  '10:00',
  '2030-01-01',
  '123456',
  `${'a'.repeat(20)}.ics`,
  'lanyard.test.json',
];

/** Whether a string meets a string schema's length and patterns. */
export function fits(schema: JsonSchema, value: string): boolean {
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(
    (p): p is string => p !== undefined,
  );
  return (
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Infinity) &&
    patterns.every((p) => new RegExp(p).test(value))
  );
}

/**
 * A valid value for a field: its const, default or first enum value, the sample for its name (the
 * test's real ids: the live event, a session, a ticket…), or a generic value of its type.
 */
export function sampleOf(schema: JsonSchema, name: string, samples: Record<string, unknown>): unknown {
  if (schema.const !== undefined) return schema.const;
  const s = nonNull(schema);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (name in samples) {
    const sample = samples[name];
    if (typeof sample !== 'string' || !isString(s) || fits(s, sample)) return sample;
  }
  if (schema.default !== undefined) return schema.default;
  if (types(s).includes('object')) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([key, child]) => [key, sampleOf(child, key, samples)]),
    );
  }
  if (types(s).includes('array')) return [];
  if (types(s).includes('boolean')) return false;
  if (types(s).includes('integer') || types(s).includes('number')) {
    return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1);
  }
  if (types(s).includes('string')) return GENERIC_STRINGS.find((v) => fits(s, v)) ?? 'fuzz';
  return 'fuzz';
}

/** A value of each JSON type, for a field the JSON Schema did not show. */
const TYPE_SAMPLES: Record<string, unknown> = {
  string: 'fuzz',
  number: 1,
  int: 1,
  boolean: false,
  object: {},
  array: [],
};

/**
 * Completes a generated value the JSON Schema could not describe (a schema that transforms, as
 * signup's provider-first body does): fills what the schema's first issue asks for, until it
 * parses or an issue repeats.
 */
export function repaired(schema: z.ZodType, value: unknown, samples: Record<string, unknown>): unknown {
  let current = value;
  for (let round = 0; round < 30; round++) {
    const result = schema.safeParse(current);
    if (result.success) return current;
    const issue = result.error.issues[0]!;
    const name = String(issue.path.at(-1) ?? '');
    const fix =
      issue.code === 'invalid_value'
        ? issue.values[0]
        : issue.code === 'invalid_type'
          ? (samples[name] ?? TYPE_SAMPLES[issue.expected])
          : samples[name];
    const path = issue.path as Path;
    if (fix === undefined || JSON.stringify(fieldAt(current, path)) === JSON.stringify(fix)) return current;
    current = withField(current, path, fix);
  }
  return current;
}

/**
 * Every field of a value, nested objects' fields too, with its path and its schema: the JSON
 * Schema's where it has one, else one inferred from the value.
 */
export function fieldsOf(
  schema: JsonSchema,
  value: unknown,
  path: Path = [],
): { path: Path; schema: JsonSchema }[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
  const properties = nonNull(schema).properties ?? {};
  return Object.entries(value).flatMap(([key, child]) => {
    const childSchema: JsonSchema = properties[key] ?? {
      type: Array.isArray(child) ? 'array' : typeof child,
    };
    return [{ path: [...path, key], schema: childSchema }, ...fieldsOf(childSchema, child, [...path, key])];
  });
}

/** Every string-typed node of a schema that has no maximum length (an enum or a constant has one). */
export function unboundedStrings(schema: JsonSchema, path: Path = []): string[] {
  const here =
    types(schema).includes('string') &&
    schema.maxLength === undefined &&
    schema.enum === undefined &&
    schema.const === undefined
      ? [path.join('.') || '(root)']
      : [];
  const children: [Path, JsonSchema][] = [
    ...Object.entries(schema.properties ?? {}).map(([k, v]): [Path, JsonSchema] => [[...path, k], v]),
    ...(schema.items ? [[[...path, '[]'], schema.items] as [Path, JsonSchema]] : []),
    ...(schema.propertyNames ? [[[...path, '{key}'], schema.propertyNames] as [Path, JsonSchema]] : []),
    ...(typeof schema.additionalProperties === 'object'
      ? [[[...path, '{value}'], schema.additionalProperties] as [Path, JsonSchema]]
      : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map(
      (v): [Path, JsonSchema] => [path, v],
    ),
  ];
  return [...here, ...children.flatMap(([p, s]) => unboundedStrings(s, p))];
}

/** A copy of `value` with the field at `path` set (or, with `undefined`, removed). */
export function withField(value: unknown, path: Path, field: unknown): unknown {
  if (path.length === 0) return field;
  const [head, ...rest] = path;
  const copy: Record<string | number, unknown> = { ...(value as Record<string, unknown>) };
  copy[head!] = withField(copy[head!], rest, field);
  return copy;
}

export function fieldAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((v, key) => (v as Record<string | number, unknown> | undefined)?.[key], value);
}

/** JSON nested `depth` levels deep, written as text (a value this deep is cheap to send). */
export const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
