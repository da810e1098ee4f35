import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../constants';

/** Whether a stored or sent value names one of the app's languages. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a mail to a user is written in (DECISIONS 7: en, tr, ru, es): the one they chose in
 * the app (uiSettings.language, spec core §3 User), else the event's default language when it is
 * one of the four, else English.
 */
export function mailLanguage(chosen: unknown, eventDefault: string | null): Language {
  if (isLanguage(chosen)) return chosen;
  if (isLanguage(eventDefault)) return eventDefault;
  return DEFAULT_LANGUAGE;
}
