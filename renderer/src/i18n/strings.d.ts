/** The catalogues cut at build time (vite.i18nStrings.ts): English's shell part and loaders of the rest. */
declare module 'virtual:i18n-strings' {
  import type { Catalogue } from './catalogueParts';

  /** Loaders of a language's lazy top-level blocks, by block. */
  export type BlockLoaders = Readonly<Partial<Record<string, () => Promise<{ default: Catalogue }>>>>;
  /** English's shell part, in the first bundle. */
  export const englishShell: Catalogue;
  export const englishBlocks: BlockLoaders;
  /** Each other language's shell part, with the loaders of its blocks, by language. */
  export const otherLanguages: Readonly<
    Partial<Record<string, () => Promise<{ default: Catalogue; blocks: BlockLoaders }>>>
  >;
}
