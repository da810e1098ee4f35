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
  // Only placeholders: who wrote a meeting message and its step, joined by a middle dot.
  'invitations.message.label',
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

/** i18next's plural suffixes (CLDR categories, as Intl.PluralRules names them). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** A key as the code asks for it: a plural form by its base key. */
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
const baseKeys = (lng: string) => new Set([...catalogues[lng]!.keys()].map(baseKey));
/** The plural forms a language needs: every category its plural rules can pick. */
const pluralForms = (lng: string) =>
  [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].map((c) => `_${c}`).sort();
/**
 * Counts shown as a labelled number ("Seats left: 3", "People: 3", "(3)") read right in every
 * language without a plural; any other {{count}} text goes through plural forms.
 */
const COUNT_AS_LABEL = [
  'sessions.seatsLeft',
  'sessions.attending',
  'notifications.unseen',
  'chat.unread',
  'printStation.running',
];

describe('renderer translation catalogues', () => {
  it('ships a catalogue for every language of the product', () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of English (a plural by its base key)', (lng) => {
    const keys = baseKeys(lng);
    const en = baseKeys('en');
    const missing = [...en].filter((k) => !keys.has(k));
    const extra = [...keys].filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LANGUAGES)(
    '%s gives every plural each form its plural rules pick (ru: one, few, many, other)',
    (lng) => {
      const forms = new Map<string, string[]>();
      for (const key of catalogues[lng]!.keys()) {
        const suffix = PLURAL_SUFFIX.exec(key)?.[0];
        if (suffix) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), suffix]);
      }
      const wrong = [...forms].filter(
        ([, have]) => JSON.stringify(have.sort()) !== JSON.stringify(pluralForms(lng)),
      );
      expect(wrong).toEqual([]);
    },
  );

  it.each(LANGUAGES)('%s says a {{count}} through plural forms, not one text for every number', (lng) => {
    const handBuilt = [...catalogues[lng]!]
      .filter(
        ([k, v]) => /\{\{count\}\}/.test(String(v)) && !PLURAL_SUFFIX.test(k) && !COUNT_AS_LABEL.includes(k),
      )
      .map(([k]) => k);
    expect(handBuilt).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a non-empty string for every key', (lng) => {
    const blank = [...catalogues[lng]!]
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect(blank).toEqual([]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s keeps the placeholders and tags of English', (lng) => {
    // A plural form English lacks (ru's _few) keeps the markers of English's _other.
    const englishOf = (k: string) => english.get(k) ?? english.get(`${baseKey(k)}_other`);
    const broken = [...catalogues[lng]!]
      .filter(
        ([k, v]) => JSON.stringify(markers(String(englishOf(k)))) !== JSON.stringify(markers(String(v))),
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
