// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Package names as regular-expression source (exact names, not gitignore globs: a local
 * './constants' must not be taken for Node's 'constants'). */
function escapeRegex(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Import boundaries (CONVENTIONS §1): the folder a file lives in says which process it runs in, and
 * a wrong import fails `npm test`. Each folder lists the packages and top-level folders it may not
 * import.
 */
const node = ['node:.*', ...builtinModules.filter((m) => !m.startsWith('_')).map(escapeRegex)];
const react = ['react', 'react-dom', 'react-router', 'react-i18next', 'react-hook-form', 'zustand'].map(
  escapeRegex,
);
const electron = 'electron';

const boundaries = {
  shared: { packages: [...react, ...node, electron], folders: ['renderer', 'server', 'main', 'preload'] },
  renderer: { packages: [...node, electron], folders: ['main', 'server', 'preload'] },
  server: { packages: [electron], folders: ['renderer', 'main', 'preload'] },
  main: { packages: [], folders: ['renderer', 'server', 'preload'] },
  // A sandboxed preload can require only electron and a few polyfilled modules; it bundles shared/.
  preload: { packages: [...react, ...node], folders: ['renderer', 'server', 'main'] },
};

/**
 * The one crossing, kept narrow: `lanyard devices` (server/cli/devices.ts and server/cli/devices/)
 * is the venue-IT tool built on the same device modules as the desktop shell (issue 3) and reads an
 * event's printers from the database, so it lives with the other CLI commands and may import
 * main/devices/ — plain Node, no Electron — and nothing else of main/.
 */
const crossings = [
  { folder: 'server', files: ['server/cli/devices.ts', 'server/cli/devices/**'], allow: 'main/devices' },
];

const sourceExtensions = '{ts,tsx,js,jsx,mjs,cjs}';
/** Deepest file (counted in folders below the top-level folder) the boundary rule covers exactly. */
const maxDepth = 12;

/**
 * One config per folder depth: a relative import reaches the top-level folder X from a file d
 * folders deep only as '../' repeated d times followed by X, so the pattern is exact — an
 * unrelated renderer/src/app/main.tsx imported as '../main' is not mistaken for main/.
 * (Flat config does not merge two no-restricted-imports settings for one file, hence one object per
 * depth carrying the whole list.)
 */
function boundaryConfigs() {
  const general = Object.entries(boundaries).flatMap(([folder, { packages, folders }]) =>
    Array.from({ length: maxDepth }, (_, i) => {
      const depth = i + 1;
      return {
        name: `lanyard/boundaries/${folder}/depth-${depth}`,
        files: [depthGlob(folder, depth)],
        rules: restrictedImports(folder, depth, packages, folders, folders),
      };
    }),
  );
  // Later configs replace the rule's options for the files they match (both globs must match).
  const crossed = crossings.flatMap(({ folder, files, allow }) => {
    const { packages, folders } = boundaries[folder];
    const [allowedFolder, allowedSub] = allow.split('/');
    const patterns = folders.map((f) => (f === allowedFolder ? `${f}(?!/${allowedSub}(/|$))` : f));
    return Array.from({ length: maxDepth }, (_, i) => ({
      name: `lanyard/boundaries/${folder}/crossing-${allow}/depth-${i + 1}`,
      files: files.map((glob) => [glob, depthGlob(folder, i + 1)]),
      rules: restrictedImports(folder, i + 1, packages, patterns, folders),
    }));
  });
  return [...general, ...crossed];
}

function depthGlob(folder, depth) {
  return `${folder}/${'*/'.repeat(depth - 1)}*.${sourceExtensions}`;
}

/** `patterns` are the forbidden top-level folders as regular-expression source; `names` name them. */
function restrictedImports(folder, depth, packages, patterns, names) {
  const up = '\\.\\./'.repeat(depth);
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...(packages.length
            ? [
                {
                  regex: `^(${packages.join('|')})(/|$)`,
                  message: `${folder}/ may not import this package (CONVENTIONS §1).`,
                },
              ]
            : []),
          {
            regex: `^${up}(${patterns.join('|')})(/|$)`,
            message: `${folder}/ may not import from ${names.map((f) => `${f}/`).join(', ')} (CONVENTIONS §1).`,
          },
          {
            // Climbing above the repository root is never meant.
            regex: `^${up}\\.\\./`,
            message: 'This import leaves the repository.',
          },
        ],
      },
    ],
  };
}

export default tseslint.config(
  {
    name: 'lanyard/ignores',
    ignores: [
      'out/',
      'dist/',
      'dist-web/',
      'dist-desktop/',
      'node_modules/',
      'data/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
      'coverage/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'lanyard/typescript',
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    name: 'lanyard/node-globals',
    files: ['server/**', 'main/**', 'bin/**', 'tests/**', '.ci/**', '*.{js,ts,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'lanyard/browser-globals',
    files: ['renderer/**', 'preload/**', 'tests/renderer/**', 'tests/e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'lanyard/react-hooks',
    files: ['renderer/**/*.{ts,tsx}', 'tests/renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  ...boundaryConfigs(),
  prettier,
);
