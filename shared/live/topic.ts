import { z } from 'zod';

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

/**
 * A change to one child of a collection topic (spec networking §7: listeners for child added,
 * changed, removed), as a service publishes it; the hub sends it as the socket message of the same
 * type with the child's key (shared/live/messages.ts).
 */
export function childChange<Child extends z.ZodType>(child: Child) {
  return z.discriminatedUnion('event', [
    z.object({ event: z.literal('child_added'), key: z.string(), value: child }),
    z.object({ event: z.literal('child_changed'), key: z.string(), value: child }),
    z.object({ event: z.literal('child_removed'), key: z.string() }),
  ]);
}
type ChildChange<Child extends z.ZodType> = ReturnType<typeof childChange<Child>>;

/** A topic whose value is a collection: subscribe answers `payload` (the snapshot), changes come per child. */
export interface ChildTopic<
  Pattern extends string = string,
  Payload extends z.ZodType = z.ZodType,
  Child extends z.ZodType = z.ZodType,
> extends Topic<Pattern, Payload> {
  child: Child;
  change: ChildChange<Child>;
}

/** Declares a collection topic: its snapshot schema and the schema of one child. */
export function childTopic<const Pattern extends string, Payload extends z.ZodType, Child extends z.ZodType>(
  pattern: Pattern,
  payload: Payload,
  child: Child,
): ChildTopic<Pattern, Payload, Child> {
  return { pattern, payload, child, change: childChange(child) };
}

/** Whether a topic is a collection (publishes child changes, not whole values). */
export const isChildTopic = (t: Topic): t is ChildTopic => 'change' in t;
