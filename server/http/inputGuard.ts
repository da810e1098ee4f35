import { isStorableText } from '@shared/schemas/common';
import { MAX_JSON_DEPTH } from '@shared/schemas/limits';

/** What makes a request value unfit for any schema, and where it is. */
export interface InputProblem {
  /** The field to name: the path of the bad string; for nesting, the top-level field holding it. */
  path: (string | number)[];
  /** An i18n key of validation.error.*, as the schemas' messages are. */
  message: 'validation.error.invalidCharacters' | 'validation.error.tooDeep';
}

/**
 * Looks at a parsed request value (JSON body, query, path parameters, a socket message) before any
 * schema or service does, and answers the first thing none of them should have to handle: nesting
 * deeper than `maxDepth`, or a string — value or key, also where a schema lets anything through
 * (a badge template's fabric objects) — that cannot be stored. It walks with its own stack, so a
 * 5,000-level document costs a loop, not the call stack.
 */
export function findInputProblem(value: unknown, maxDepth = MAX_JSON_DEPTH): InputProblem | null {
  const stack: Visit[] = [{ value, key: null, parent: null, depth: 0 }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const node = visit.value;
    if (typeof node === 'string') {
      if (!isStorableText(node))
        return { path: pathOf(visit), message: 'validation.error.invalidCharacters' };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (visit.depth >= maxDepth) {
      // The field the client sent it in; a document that is deep from its root names no field.
      const top = pathOf(visit)[0];
      return { path: typeof top === 'string' ? [top] : [], message: 'validation.error.tooDeep' };
    }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((v, i) => [i, v])
      : Object.entries(node);
    // A key that cannot be stored names the object holding it.
    if (entries.some(([key]) => typeof key === 'string' && !isStorableText(key))) {
      return { path: pathOf(visit), message: 'validation.error.invalidCharacters' };
    }
    // Pushed in reverse, so the first problem in document order is the one reported.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      stack.push({ value: child, key, parent: visit, depth: visit.depth + 1 });
    }
  }
  return null;
}

/** One node on the walk; its path is rebuilt from the parents only when a problem is reported. */
interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
  depth: number;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let v: Visit | null = visit; v?.parent; v = v.parent) path.push(v.key!);
  return path.reverse();
}

/** The `field` of a 400 for a problem: its path, or the part of the request when it is the whole. */
export const problemField = (problem: InputProblem, where: string) =>
  problem.path.length > 0 ? problem.path.join('.') : where;
