// @ts-check
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importBoundaries from './eslint/importBoundaries.js';

/** Package names as regular-expression source (exact names, not gitignore globs: a local
 * './constants' must not be taken for Node's 'constants'). */
function escapeRegex(name) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Import boundaries (CONVENTIONS §1): the folder a file lives in says which process it runs in, and
 * a wrong import fails `npm test`. Each folder lists the packages it may not import and the other
 * top-level folders it may import (eslint/importBoundaries.js resolves every relative or aliased
 * import, so one entry covers every depth).
 */
const node = ['node:.*', ...builtinModules.filter((m) => !m.startsWith('_')).map(escapeRegex)];
const react = ['react', 'react-dom', 'react-router', 'react-i18next', 'react-hook-form', 'zustand'].map(
  escapeRegex,
);
const electron = 'electron';

const boundaries = {
  shared: { packages: [...react, ...node, electron], folders: [] },
  renderer: { packages: [...node, electron], folders: ['shared'] },
  server: { packages: [electron], folders: ['shared'] },
  main: { packages: [], folders: ['shared'] },
  // A sandboxed preload can require only electron and a few polyfilled modules; it bundles shared/.
  preload: { packages: [...react, ...node], folders: ['shared'] },
};

/**
 * The one crossing, kept narrow: `lanyard devices` (server/cli/devices.ts and server/cli/devices/)
 * is the venue-IT tool built on the same device modules as the desktop shell (issue 3) and reads an
 * event's printers from the database, so it lives with the other CLI commands and may import
 * main/devices/ — plain Node, no Electron — and nothing else of main/.
 */
const crossings = [{ files: ['server/cli/devices.ts', 'server/cli/devices'], allow: 'main/devices' }];

const sourceExtensions = '{ts,tsx,js,jsx,mjs,cjs}';

function boundaryConfigs() {
  const packageRules = Object.entries(boundaries)
    .filter(([, { packages }]) => packages.length > 0)
    .map(([folder, { packages }]) => ({
      name: `lanyard/boundaries/${folder}/packages`,
      files: [`${folder}/**/*.${sourceExtensions}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(${packages.join('|')})(/|$)`,
                message: `${folder}/ may not import this package (CONVENTIONS §1).`,
              },
            ],
          },
        ],
      },
    }));
  return [
    ...packageRules,
    {
      name: 'lanyard/boundaries/folders',
      files: [`{${Object.keys(boundaries).join(',')}}/**/*.${sourceExtensions}`],
      plugins: { lanyard: importBoundaries },
      rules: {
        'lanyard/import-boundaries': [
          'error',
          {
            allow: Object.fromEntries(Object.entries(boundaries).map(([f, { folders }]) => [f, folders])),
            aliases: { '@shared/': 'shared', '@platform/': 'renderer/src/platform' },
            crossings,
            // A feature is used through its index.ts (CONVENTIONS §8, §12).
            features: 'renderer/src/features',
          },
        ],
      },
    },
  ];
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
    files: ['server/**', 'main/**', 'bin/**', 'tests/**', '.ci/**', 'scripts/**', '*.{js,ts,mjs,cjs}'],
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
