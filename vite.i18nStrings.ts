import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import {
  blockPart,
  lazyBlocks,
  shellPart,
  shellPaths,
  type Catalogue,
} from './renderer/src/i18n/catalogueParts.ts';
import { SHELL_STRINGS } from './renderer/src/i18n/shellStrings.ts';
import { errorKinds } from './shared/errors.ts';

const MODULE = 'virtual:i18n-strings';
const localesDir = fileURLToPath(new URL('./renderer/src/i18n/locales/', import.meta.url));
const shell = shellPaths(SHELL_STRINGS, errorKinds);

const languages = () =>
  readdirSync(localesDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length));
const catalogueFile = (language: string) => `${localesDir}${language}.json`;
const readCatalogue = (language: string) =>
  JSON.parse(readFileSync(catalogueFile(language), 'utf8')) as Catalogue;

/** `virtual:i18n-strings/<language>/<part>`: the shell's part or one block of a catalogue. */
const partId = (language: string, part: string) => `${MODULE}/${language}/${part}`;

/**
 * The catalogues cut at build time (renderer/src/i18n/catalogueParts.ts), while translators keep one
 * file per language: `virtual:i18n-strings` exports the English shell part (imported, so in the
 * first bundle), a loader of each English lazy top-level block and a loader of each other
 * language's shell part, which exports the loaders of that language's blocks; each part is a chunk
 * of its own. A block added to the catalogues becomes a part with
 * no step of its own. Both renderer builds and the unit tests use it.
 */
export function i18nStrings(): Plugin {
  return {
    name: 'lanyard:i18n-strings',
    resolveId: (id) => (id === MODULE || id.startsWith(`${MODULE}/`) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${MODULE}`)) return null;
      const all = languages();
      for (const language of all) this.addWatchFile(catalogueFile(language));
      const loaders = (language: string) =>
        lazyBlocks(readCatalogue('en'), shell)
          .map(
            (block) => `${JSON.stringify(block)}: () => import(${JSON.stringify(partId(language, block))})`,
          )
          .join(', ');
      if (id === `\0${MODULE}`) {
        const others = all.filter((language) => language !== 'en');
        return [
          `export { default as englishShell } from ${JSON.stringify(partId('en', 'shell'))};`,
          `export const englishBlocks = { ${loaders('en')} };`,
          `export const otherLanguages = { ${others
            .map(
              (language) =>
                `${JSON.stringify(language)}: () => import(${JSON.stringify(partId(language, 'shell'))})`,
            )
            .join(', ')} };`,
        ].join('\n');
      }
      const [language, part] = id.slice(`\0${MODULE}/`.length).split('/') as [string, string];
      const catalogue = readCatalogue(language);
      const strings = part === 'shell' ? shellPart(catalogue, shell) : blockPart(catalogue, part, shell);
      // JSON.parse of one string literal parses faster than the same object as JavaScript.
      const code = `export default JSON.parse(${JSON.stringify(JSON.stringify(strings))});`;
      // Another language's shell part carries the loaders of its blocks: the first bundle holds
      // English's alone.
      return part === 'shell' && language !== 'en'
        ? `${code}\nexport const blocks = { ${loaders(language)} };`
        : code;
    },
    // In the dev server a catalogue edit reloads the parts cut from it.
    handleHotUpdate({ file, server }) {
      if (!file.startsWith(localesDir)) return;
      const parts = [...server.moduleGraph.idToModuleMap.values()].filter((m) =>
        m.id?.startsWith(`\0${MODULE}`),
      );
      parts.forEach((m) => server.moduleGraph.invalidateModule(m));
      return parts;
    },
  };
}
