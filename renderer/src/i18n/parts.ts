import i18n, { type BackendModule } from 'i18next';
import { englishBlocks, otherLanguages, type BlockLoaders } from 'virtual:i18n-strings';
import type { Catalogue } from './catalogueParts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';

/**
 * The catalogues come in parts (vite.i18nStrings.ts, shellStrings.ts): the shell's part of English
 * is in the first bundle, the other languages' shell parts load when the language is chosen, and
 * every other top-level block loads, per language, with the screens of the features that use it
 * (Feature.strings), so no feature's strings grow the first bundle. Every part is merged deep
 * into the one 'translation' namespace: the keys stay as they are in the catalogue files.
 */
const add = (language: string, strings: Catalogue) =>
  i18n.addResourceBundle(language, 'translation', strings, true, true);

/** The blocks asked for so far: a language read later loads them too. */
const blocksInUse = new Set<string>();
/** English (the fallback of missing keys) and every language read so far or being read. */
const languagesRead = new Set<Language>([DEFAULT_LANGUAGE]);
const partsLoading = new Map<string, Promise<void>>();

/** A language's block loaders: English's are in the bundle, another's come with its shell part. */
const blockLoaders = async (language: Language): Promise<BlockLoaders> =>
  (await otherLanguages[language]?.())?.blocks ?? englishBlocks;

function loadBlock(language: Language, block: string): Promise<void> {
  const key = `${language}/${block}`;
  let loading = partsLoading.get(key);
  if (!loading) {
    loading = blockLoaders(language)
      .then((loaders) => loaders[block]?.())
      .then((part) => void (part && add(language, part.default)));
    // A part that failed to come is asked for again by the next screen that needs it.
    loading.catch(() => partsLoading.delete(key));
    partsLoading.set(key, loading);
  }
  return loading;
}

/**
 * Loads these blocks in English and in every language read (the current one included), for a
 * feature's screen to await before it renders: no key shows raw while its strings are on the way,
 * and a language chosen later finds them already in.
 */
export function loadStrings(blocks: readonly string[]): Promise<void> {
  blocks.forEach((block) => blocksInUse.add(block));
  const languages = new Set(languagesRead);
  if (isLanguage(i18n.language)) languages.add(i18n.language);
  return Promise.all(
    [...languages].flatMap((language) => blocks.map((block) => loadBlock(language, block))),
  ).then(() => undefined);
}

/**
 * A language's shell part and the blocks in use, all in before i18next calls the language loaded:
 * react-i18next holds the render (Suspense) until then, on start with a stored language and on a
 * language change, so a screen already open never shows a raw key.
 */
export const loadLanguage: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) return callback(null, {});
    languagesRead.add(language);
    const shell = otherLanguages[language];
    Promise.all([
      shell?.().then((part) => void add(language, part.default)),
      ...[...blocksInUse].map((block) => loadBlock(language, block)),
    ]).then(
      // Merged above, deep: what the callback hands i18next replaces top-level blocks whole.
      () => callback(null, {}),
      (error: Error) => callback(error, null),
    );
  },
};
