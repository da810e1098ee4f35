/** The catalogues cut at build time (vite.i18nStrings.ts): English's shell part and loaders of the rest. */
declare module 'virtual:i18n-strings' {
  import type { Catalogue } from './catalogueParts';

  type Part = () => Promise<{ default: Catalogue }>;
  /** English's shell part, in the first bundle. */
  export const englishShell: Catalogue;
  /** Each other language's shell part, by language. */
  export const shellParts: Readonly<Partial<Record<string, Part>>>;
  /** Each lazy top-level block, by block and language. */
  export const blockParts: Readonly<Partial<Record<string, Readonly<Partial<Record<string, Part>>>>>>;
}
