import { fileURLToPath } from 'node:url';

/**
 * `@shared/x` → shared/x for every bundle and test run (main, preload, both renderers, vitest), the
 * same mapping tsconfig.base.json gives the type checker, tsx and Playwright.
 */
export const sharedAlias = {
  find: /^@shared\//,
  replacement: fileURLToPath(new URL('./shared/', import.meta.url)),
};
