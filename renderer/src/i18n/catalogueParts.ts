/**
 * How one language's catalogue is cut into the part every page needs (the shell's) and one part
 * per top-level block, which loads with the screens of the features that use it. Pure, so the build
 * (vite.i18nStrings.ts) and the tests cut the same way; the catalogues stay one file per language.
 */

export type Catalogue = { [key: string]: string | Catalogue };

const isBranch = (value: string | Catalogue | undefined): value is Catalogue =>
  typeof value === 'object' && value !== null;

/** The entries at these dotted paths (a block, a branch or a single string), nested as they are. */
function pickPaths(catalogue: Catalogue, paths: readonly string[]): Catalogue {
  const out: Catalogue = {};
  for (const path of paths) {
    const keys = path.split('.');
    let from: string | Catalogue | undefined = catalogue;
    for (const key of keys) from = isBranch(from) ? from[key] : undefined;
    if (from === undefined) continue;
    let into = out;
    for (const key of keys.slice(0, -1)) {
      const next = into[key];
      into = isBranch(next) ? next : (into[key] = {});
    }
    const last = keys.at(-1)!;
    const there = into[last];
    into[last] = isBranch(there) && isBranch(from) ? deepMerge(there, from) : from;
  }
  return out;
}

function deepMerge(a: Catalogue, b: Catalogue): Catalogue {
  const out: Catalogue = { ...a };
  for (const [key, value] of Object.entries(b)) {
    const mine = out[key];
    out[key] = isBranch(mine) && isBranch(value) ? deepMerge(mine, value) : value;
  }
  return out;
}

/** The catalogue without the entries at these dotted paths; branches left empty go too. */
function omitPaths(catalogue: Catalogue, paths: readonly string[], prefix = ''): Catalogue {
  const out: Catalogue = {};
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (paths.includes(path)) continue;
    if (!isBranch(value)) {
      out[key] = value;
      continue;
    }
    const rest = omitPaths(value, paths, path);
    if (Object.keys(rest).length > 0) out[key] = rest;
  }
  return out;
}

/**
 * What the shell shows wherever the reader is: the listed paths, and the text of every error kind
 * (shared/errors.ts), since any screen may show any failure.
 */
export function shellPaths(
  shellStrings: readonly string[],
  errorKinds: Readonly<Record<string, { readonly code: string; readonly key?: string }>>,
): string[] {
  const errorKeys = Object.values(errorKinds).flatMap((kind) => (kind.key ? [kind.key] : []));
  return [...new Set([...shellStrings, ...errorKeys])];
}

/** The top-level blocks that are not wholly the shell's: each is a part loaded on demand. */
export const lazyBlocks = (catalogue: Catalogue, shell: readonly string[]): string[] =>
  Object.keys(catalogue).filter((block) => !shell.includes(block));

/** The shell's part of a catalogue, in the first bundle for English. */
export const shellPart = (catalogue: Catalogue, shell: readonly string[]): Catalogue =>
  pickPaths(catalogue, shell);

/** One block without what the shell already holds of it. */
export const blockPart = (catalogue: Catalogue, block: string, shell: readonly string[]): Catalogue =>
  omitPaths(pickPaths(catalogue, [block]), shell);
