import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@shared/constants';

/** Each language named in itself, as a language switch should show it. */
export const LANGUAGE_LABELS: Record<Language, string> = {
  en: 'English',
  tr: 'Türkçe',
  ru: 'Русский',
  es: 'Español',
};

export { isLanguage } from '@shared/rules/language';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };
