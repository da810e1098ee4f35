import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';

/** Each language named in itself, as a language switch should show it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  tr: 'Türkçe',
  ru: 'Русский',
  es: 'Español',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };
