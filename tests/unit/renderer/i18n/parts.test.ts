import { readdirSync, readFileSync } from 'node:fs';
import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import { errorKinds } from '@shared/errors';
import { routesIn } from '../../../../renderer/src/app/routeSlots';
import type { Feature } from '../../../../renderer/src/registry/feature';
import {
  blockPart,
  lazyBlocks,
  shellPart,
  shellPaths,
  type Catalogue,
} from '../../../../renderer/src/i18n/catalogueParts';
import { SHELL_STRINGS } from '../../../../renderer/src/i18n/shellStrings';

/**
 * The catalogues load in parts (renderer/src/i18n/parts.ts): the shell's part first, each other
 * block with the screens of the features that name it. Nothing may fall between the parts, and no
 * screen may render before its strings are in.
 */

const load = (lng: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../../renderer/src/i18n/locales/${lng}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

const english = load('en');
const shell = shellPaths(SHELL_STRINGS, errorKinds);
const blocks = lazyBlocks(english, shell);

/** "a.b.c" → value of every string. */
function flatten(node: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const has = (catalogue: Catalogue, key: string) => flatten(catalogue).has(key);

/**
 * What each feature.ts declares, read from its source: importing the features would load the
 * whole app (the i18n setup touches the document).
 */
const featuresDir = new URL('../../../../renderer/src/features/', import.meta.url);
const declarations = readdirSync(featuresDir)
  .map((area) => {
    try {
      return readFileSync(new URL(`${area}/feature.ts`, featuresDir), 'utf8');
    } catch {
      return '';
    }
  })
  .filter((source) => source !== '');
const quoted = (text: string) => [...text.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
const declaredStrings = declarations.flatMap((source) =>
  [...source.matchAll(/\bstrings: \[([^\]]*)\]/g)].flatMap((m) => quoted(m[1]!)),
);
const declaredLabels = declarations.flatMap((source) =>
  [...source.matchAll(/\blabelKey: '([^']+)'/g)].map((m) => m[1]!),
);

describe('catalogue parts', () => {
  it.each(LANGUAGES)('%s: the shell part and the block parts hold every string once', (lng) => {
    const catalogue = load(lng);
    const parts = [shellPart(catalogue, shell), ...blocks.map((block) => blockPart(catalogue, block, shell))];
    const keys = parts.flatMap((part) => [...flatten(part).keys()]);
    expect(keys.sort()).toEqual([...flatten(catalogue).keys()].sort());
  });

  it("names only paths of the catalogues as the shell's", () => {
    expect(SHELL_STRINGS.filter((path) => !has(english, path) && !(path in english))).toEqual([]);
  });

  it('puts every error kind’s text in the shell part: any screen may show any failure', () => {
    const part = shellPart(english, shell);
    const keys = Object.values(errorKinds).flatMap((kind) => ('key' in kind ? [kind.key] : []));
    expect(keys.filter((key) => !has(part, key))).toEqual([]);
  });

  it('has every lazy block loaded by a feature, and features name only lazy blocks', () => {
    const named = new Set(declaredStrings);
    expect(blocks.filter((block) => !named.has(block))).toEqual([]);
    expect([...named].filter((block) => !blocks.includes(block))).toEqual([]);
  });

  it("puts the labels the shell's menus, the event page and the event tabs show in the shell part", () => {
    const part = shellPart(english, shell);
    expect(declaredLabels.length).toBeGreaterThan(10);
    expect(declaredLabels.filter((key) => !has(part, key))).toEqual([]);
  });
});

describe("a feature's lazy route", () => {
  beforeAll(async () => {
    await i18n.init({ lng: 'tr', fallbackLng: 'en', resources: {}, partialBundledLanguages: true });
  });

  it('resolves only once its strings are in, in English and the current language', async () => {
    const screen = { Component: () => null };
    const feature: Feature = {
      routes: { appShell: [{ path: '/invitations', lazy: async () => screen }] },
      strings: ['invitations'],
    };
    const [route] = routesIn([feature], 'appShell');
    expect(i18n.exists('invitations.screen.title')).toBe(false);
    expect(await (route!.lazy as () => Promise<unknown>)()).toBe(screen);
    for (const lng of ['tr', 'en']) {
      const text = flatten(load(lng)).get('invitations.screen.title');
      expect(text).toBeTruthy();
      expect(i18n.getResource(lng, 'translation', 'invitations.screen.title')).toBe(text);
    }
    expect(i18n.t('invitations.screen.title')).toBe(flatten(load('tr')).get('invitations.screen.title'));
  });
});
