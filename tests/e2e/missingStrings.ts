import type { BrowserContext } from '@playwright/test';
import { MISSING_STRING_LOG } from '@shared/constants';

/**
 * Records every string the pages of a context looked up and found in no catalogue part: a screen
 * that shows another feature's block without naming it in its Feature.strings shows raw keys.
 * Answers the list so far; the tests' fixture (support.ts) fails a test whose list is not empty.
 */
export function watchMissingStrings(context: BrowserContext): () => string[] {
  const missing: string[] = [];
  context.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(MISSING_STRING_LOG)) {
      missing.push(`${message.text()} (on ${message.location().url})`);
    }
  });
  return () => [...missing];
}
