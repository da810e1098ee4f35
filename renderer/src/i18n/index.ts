import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '@platform/storage';
import en from './locales/en.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Where the chosen language is kept on this device (signed-in users also keep it in uiSettings). */
export const LANGUAGE_STORAGE_KEY = 'lanyard.language';

export function storedLanguage(): Language {
  const value = storage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * The catalogues besides English, each a chunk of its own loaded when the language is chosen: one
 * catalogue weighs as much as a screen, and a page needs one. English, the default and the
 * fallback of missing keys, is in the bundle, so the first screen needs no extra round trip.
 */
const otherCatalogues: Record<Exclude<Language, 'en'>, () => Promise<{ default: ResourceLanguage }>> = {
  tr: () => import('./locales/tr.json'),
  ru: () => import('./locales/ru.json'),
  es: () => import('./locales/es.json'),
};

const loadCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    const load = isLanguage(language) && language !== 'en' ? otherCatalogues[language] : undefined;
    if (!load) return callback(null, {});
    load().then(
      (catalogue) => callback(null, catalogue.default),
      (error: Error) => callback(error, null),
    );
  },
};

// Until a stored language's catalogue has loaded, react-i18next holds the first render (Suspense).
void i18n
  .use(loadCatalogues)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: en } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

const syncDocumentLanguage = (lng: string) => {
  document.documentElement.lang = lng;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
