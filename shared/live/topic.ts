import type { z } from 'zod';

/** The `{name}` placeholders of a topic pattern, as a union of their names. */
type PatternParamNames<Pattern extends string> = Pattern extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PatternParamNames<Rest>
  : never;

/** The parameters that fill a pattern: exactly its `{name}` placeholders, each a path segment. */
export type TopicParams<Pattern extends string> = { [Name in PatternParamNames<Pattern>]: string };

/** A realtime topic: its path pattern (the spec's realtime-database path) and its payload schema. */
export interface Topic<Pattern extends string = string, Payload extends z.ZodType = z.ZodType> {
  pattern: Pattern;
  payload: Payload;
}

/** Declares a topic; the pattern stays a literal type so its parameters are known to the compiler. */
export function topic<const Pattern extends string, Payload extends z.ZodType>(
  pattern: Pattern,
  payload: Payload,
): Topic<Pattern, Payload> {
  return { pattern, payload };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills a pattern: fillPattern('ui/{userId}', { userId: '123' }) → 'ui/123'. A missing value, or
 * one containing '/' (it would name another path), throws: a programming error, not input.
 */
export function fillPattern(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(PLACEHOLDER, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value.includes('/')) throw new Error(`topic ${pattern}: bad ${key}`);
    return value;
  });
}

/** Matches a concrete path against one pattern; returns its parameters, or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const parts = pattern.split('/');
  const segments = path.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name === undefined) {
      if (part !== segment) return null;
    } else {
      if (segment.length === 0) return null;
      params[name] = segment;
    }
  }
  return params;
}
