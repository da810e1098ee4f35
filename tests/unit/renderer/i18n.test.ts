import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';

/** DECISIONS 7: every language ships a complete catalogue with the same keys, no blanks. */

type Catalogue = { [key: string]: string | Catalogue };

const load = (lng: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../renderer/src/i18n/locales/${lng}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

/** Flattens nested keys to "a.b.c" → value; a non-string leaf is reported as such. */
function flatten(node: Catalogue, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(node)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

/** {{name}} placeholders and <tag> components a translation must keep. */
const markers = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}|<\/?(\w+)>/g)].map((m) => m[0].replace(/\s/g, '')).sort();

/**
 * Values that may equal the English text, each for a reason; anything else equal to English is a
 * string someone forgot to translate. Everywhere: the brand, a layout of numbers and units, an
 * example address, a device class's technical name.
 */
const SAME_EVERYWHERE = [
  'app.name',
  'badges.list.size',
  'login.emailPlaceholder',
  'checkin.settings.hidScanner',
];
/** Words a language shares with English. */
const SAME_IN: Record<string, string[]> = {
  // "Program" is Turkish too; Turkish check-in desks say "Check-in" / "Check-out".
  tr: [
    'nav.program',
    'eventHome.program',
    'sessions.title',
    'eventTabs.program',
    'eventHome.checkIn',
    'checkin.settings.checkIn',
    'checkin.settings.checkOut',
  ],
  // "Individual" is Spanish too; Spanish says "chat" (RAE) and "Chats" for the list of them.
  es: ['checkin.settings.individual', 'chat.menuLink', 'chat.title'],
};

const catalogues = Object.fromEntries(LANGUAGES.map((lng) => [lng, flatten(load(lng))]));
const english = catalogues.en!;

describe('renderer translation catalogues', () => {
  it('ships a catalogue for every language of the product', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of English', (lng) => {
    const keys = [...catalogues[lng]!.keys()];
    const missing = [...english.keys()].filter((k) => !catalogues[lng]!.has(k));
    const extra = keys.filter((k) => !english.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)('%s has a non-empty string for every key', (lng) => {
    const blank = [...catalogues[lng]!]
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect(blank).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s keeps the placeholders and tags of English', (lng) => {
    const broken = [...english]
      .filter(
        ([k, v]) =>
          JSON.stringify(markers(String(v))) !== JSON.stringify(markers(String(catalogues[lng]!.get(k)))),
      )
      .map(([k]) => k);
    expect(broken).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has no English left behind', (lng) => {
    const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_IN[lng] ?? [])]);
    const same = [...english]
      .filter(([k, v]) => catalogues[lng]!.get(k) === v && !allowed.has(k))
      .map(([k]) => k);
    expect(same).toEqual([]);
  });

  it('allows English only for keys that exist', () => {
    const listed = [...SAME_EVERYWHERE, ...Object.values(SAME_IN).flat()];
    expect(listed.filter((k) => !english.has(k))).toEqual([]);
  });
});
