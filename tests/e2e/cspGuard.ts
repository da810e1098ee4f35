import type { BrowserContext } from '@playwright/test';

/** The page-side name of the binding that reports a violation to the test. */
const BINDING = '__lanyardCspViolation';

/**
 * Records every Content-Security-Policy violation in the pages and frames of a context: the
 * `securitypolicyviolation` event each document fires, and Chromium's console error for the cases
 * no event reaches (a frame blocked by frame-src or frame-ancestors). Answers the list so far;
 * the tests' fixture (support.ts) fails a test whose list is not empty, so the e2e suite proves the
 * app runs under the policy the server sends (shared/security/contentSecurityPolicy.ts).
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<() => string[]> {
  const violations: string[] = [];
  await context.exposeBinding(BINDING, ({ frame }, text: string) => {
    violations.push(`${text} (on ${frame.url()})`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}: ${event.sample}`);
    });
  }, BINDING);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.text()} (on ${message.location().url})`);
    }
  });
  return () => [...violations];
}
