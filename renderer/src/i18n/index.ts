import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storage } from '@platform/storage';
import en from './locales/en.json';
import es from './locales/es.json';
import ru from './locales/ru.json';
import tr from './locales/tr.json';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/** Where the chosen language is kept on this device (signed-in users also keep it in uiSettings). */
export const LANGUAGE_STORAGE_KEY = 'lanyard.language';

export function storedLanguage(): Language {
  const value = storage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    tr: { translation: tr },
    ru: { translation: ru },
    es: { translation: es },
  },
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
