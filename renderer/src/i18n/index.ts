import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { englishShell } from 'virtual:i18n-strings';
import { MISSING_STRING_LOG } from '@shared/constants';
import { storage } from '@platform/storage';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { loadLanguage } from './parts';

/** Where the chosen language is kept on this device (signed-in users also keep it in uiSettings). */
export const LANGUAGE_STORAGE_KEY = 'lanyard.language';

function storedLanguage(): Language {
  const value = storage.get(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

// English's shell part is in the bundle; the rest comes in parts (parts.ts).
void i18n
  .use(loadLanguage)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: englishShell } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    // A key looked up with a default value of its own (a validation reason the server chose) may be absent.
    missingKeyHandler: (
      _languages,
      _namespace,
      key,
      _fallback,
      _update,
      options?: { defaultValue?: unknown },
    ) => {
      if (options?.defaultValue === undefined) console.error(`${MISSING_STRING_LOG}: ${key}`);
    },
  });

const syncDocumentLanguage = (lng: string) => {
  document.documentElement.lang = lng;
};
syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

export { i18n };
