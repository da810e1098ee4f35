import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/constants';
import {
  AGENDA_FEED_NAMES,
  AGENDA_MAIL_TEXTS,
  MAIL_LOCALES,
  PASSWORD_RESET_TEXTS,
  REQUEST_DECISION_TEXTS,
} from '../../../../server/mail/mailTexts';
import { MEETING_MAIL_TEXTS } from '../../../../server/mail/meetingMailTexts';
import { agendaMail, passwordResetMail } from '../../../../server/mail/templates';

/**
 * Every mail's words in every language (DECISIONS 7). The tables' types make each language hold
 * every text; this reads them all and finds none empty and none left in English.
 */

/** Every text of a table entry by its path, functions called with sample words. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return texts((value as (...a: unknown[]) => unknown)('«1»', '«2»', '«3»'), path);
  if (Array.isArray(value)) return texts(value.join('\n'), path);
  return Object.entries(value as object).flatMap(([key, v]) => texts(v, `${path}.${key}`));
}

const TABLES = {
  PASSWORD_RESET_TEXTS,
  AGENDA_MAIL_TEXTS,
  AGENDA_FEED_NAMES,
  REQUEST_DECISION_TEXTS,
  MEETING_MAIL_TEXTS,
};

describe('mail texts', () => {
  for (const [table, byLanguage] of Object.entries(TABLES)) {
    it(`${table}: every language has every text, none empty and none the English one`, () => {
      const english = new Map(texts(byLanguage.en));
      for (const language of LANGUAGES.filter((l) => l !== 'en')) {
        const own = new Map(texts(byLanguage[language]));
        expect([...own.keys()]).toEqual([...english.keys()]);
        for (const [path, text] of own) {
          expect(text.replace(/«\d»/g, '').trim(), `${language}${path}`).not.toBe('');
          expect(text, `${language}${path}`).not.toBe(english.get(path));
        }
      }
    });
  }

  it('every language has a locale', () => {
    for (const language of LANGUAGES) expect(MAIL_LOCALES[language]).toMatch(/^[a-z]{2}-[A-Z]{2}$/);
  });

  it('counts in each language’s plural forms', () => {
    const counted = (language: 'en' | 'ru' | 'es' | 'tr', n: number) =>
      agendaMail({ language, eventName: 'Summit', sessions: n, feedUrl: 'https://x/f.ics' }).text.split(
        '\n',
      )[0];
    expect(counted('en', 1)).toContain('(agenda.ics, 1 session)');
    expect(counted('en', 2)).toContain('(agenda.ics, 2 sessions)');
    expect(counted('ru', 1)).toContain('(agenda.ics, 1 сессия)');
    expect(counted('ru', 3)).toContain('(agenda.ics, 3 сессии)');
    expect(counted('ru', 5)).toContain('(agenda.ics, 5 сессий)');
    expect(counted('ru', 21)).toContain('(agenda.ics, 21 сессия)');
    expect(counted('es', 1)).toContain('(agenda.ics, 1 sesión)');
    expect(counted('es', 4)).toContain('(agenda.ics, 4 sesiones)');
    expect(counted('tr', 4)).toContain('(agenda.ics, 4 oturum)');
  });

  it('the reset-code mail carries the code in every language', () => {
    for (const language of LANGUAGES) {
      const mail = passwordResetMail('042917', language);
      expect(mail.subject).toContain('042917');
      expect(mail.text).toContain('042917');
    }
  });
});
