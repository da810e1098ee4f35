// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * CONVENTIONS §1 by path, not by spelling: each import is resolved against the importing file, so
 * one rule covers every folder depth. A top-level folder reaches another only where `allow` lists it
 * (shared/ through the `@shared/` alias, never a relative climb), and with `features` a renderer
 * feature reaches another feature only through that feature's index.ts.
 *
 * Options: { allow: { [folder]: string[] }, aliases: { [prefix]: folder }, crossings: [{ files,
 * allow }] } where a crossing lets the files under `files` (repo-relative prefixes) import below
 * `allow` as well.
 */

/** @param {string} path */
const toPosix = (path) => path.split(sep).join('/');

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Import boundaries between top-level folders and renderer features (CONVENTIONS §1).',
    },
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    const options = context.options[0] ?? {};
    /** @type {Record<string, string[]>} */
    const allow = options.allow ?? {};
    /** @type {Record<string, string>} */
    const aliases = options.aliases ?? {};
    /** @type {{ files: string[], allow: string }[]} */
    const crossings = options.crossings ?? {};
    /** @type {string | undefined} */
    const features = options.features;
    const root = context.cwd;
    const file = toPosix(relative(root, context.filename));
    const [own] = file.split('/');
    if (own === undefined || !(own in allow)) return {};
    const crossing = Array.isArray(crossings)
      ? crossings.find((c) => c.files.some((prefix) => file === prefix || file.startsWith(`${prefix}/`)))
      : undefined;

    /** The repo-relative path an import names, or null for a package. */
    function target(/** @type {string} */ source) {
      if (source.startsWith('.')) return toPosix(relative(root, resolve(dirname(context.filename), source)));
      const alias = Object.keys(aliases).find((prefix) => source.startsWith(prefix));
      return alias === undefined ? null : `${aliases[alias]}/${source.slice(alias.length)}`;
    }

    /** @param {import('estree').Node & { source?: any }} node */
    function check(node) {
      const source = node.source?.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string') return;
      const path = target(source);
      if (path === null) return;
      if (path.startsWith('../') || path === '..') {
        context.report({ node, message: 'This import leaves the repository.' });
        return;
      }
      const [top] = path.split('/');
      // Files at the repository root (package.json) belong to no process.
      if (top !== own && top !== undefined && top in allow && !(allow[own] ?? []).includes(top)) {
        const crossed = crossing && (path === crossing.allow || path.startsWith(`${crossing.allow}/`));
        if (!crossed) {
          const names = Object.keys(allow).filter((f) => f !== own && !(allow[own] ?? []).includes(f));
          context.report({
            node,
            message: `${own}/ may not import from ${names.map((f) => `${f}/`).join(', ')} (CONVENTIONS §1).`,
          });
          return;
        }
      }
      if (top === 'shared' && own !== 'shared' && source.startsWith('.')) {
        context.report({ node, message: `Import shared/ as '@${path}' (CONVENTIONS §1).` });
        return;
      }
      if (features && path.startsWith(`${features}/`) && file.startsWith(`${features}/`)) {
        const [theirs, ...rest] = path.slice(features.length + 1).split('/');
        const [mine] = file.slice(features.length + 1).split('/');
        const throughIndex = rest.length === 0 || (rest.length === 1 && rest[0] === 'index');
        if (theirs !== mine && !throughIndex) {
          context.report({
            node,
            message: `Import the ${theirs} feature through its index.ts ('${features}/${theirs}'), not its inner files.`,
          });
        }
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'import-boundaries': rule } };
