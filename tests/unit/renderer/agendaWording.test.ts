import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '@shared/constants';

/**
 * One word for one thing: the session button, its picker, its toast and the My Agenda page name
 * the same place — the agenda (spec core §4 "Agenda", §8 "session added to agenda"). A button that
 * says "calendar" while the toast says "agenda" reads as two different actions.
 */

type Catalogue = { [key: string]: string | Catalogue };

const load = (lng: string): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../../renderer/src/i18n/locales/${lng}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

const text = (catalogue: Catalogue, key: string): string => {
  const value = key
    .split('.')
    .reduce<string | Catalogue | undefined>(
      (node, part) => (typeof node === 'object' ? node[part] : undefined),
      catalogue,
    );
  if (typeof value !== 'string') throw new Error(`no text at ${key}`);
  return value;
};

/** The agenda's word in each language, as its stem (Turkish and Russian inflect it). */
const AGENDA: Record<Language, string> = {
  en: 'agenda',
  tr: 'ajanda',
  ru: 'расписани',
  es: 'agenda',
};

/** The same word for the calendar app (.ics export), which these texts must not use. */
const CALENDAR: Record<Language, string> = {
  en: 'calendar',
  tr: 'takvim',
  ru: 'календар',
  es: 'calendario',
};

const KEYS = [
  'sessions.button.addToAgenda',
  'sessions.button.removeFromAgenda',
  'sessions.picker.title',
  'sessions.picker.confirm',
  'sessions.toast.added',
  'sessions.toast.removed',
  'agenda.title',
  'nav.myAgenda',
];

describe('the agenda has one name in every language', () => {
  it.each(LANGUAGES)('%s: button, picker, toasts and the My Agenda page say the same word', (lng) => {
    const catalogue = load(lng);
    for (const key of KEYS) {
      const value = text(catalogue, key).toLocaleLowerCase(lng);
      expect(value, key).toContain(AGENDA[lng]);
      expect(value, key).not.toContain(CALENDAR[lng]);
    }
  });
});
