import { z } from 'zod';

/**
 * The page's CSP allows no eval (shared/security/contentSecurityPolicy.ts). zod compiles a fast
 * parser with `new Function` when it can, and each object schema probes for that when it is built:
 * the probe is refused and reported as a violation. `jitless` skips both. main.tsx imports this
 * module first, and the builds keep modules in import order (strictExecutionOrder), so it runs
 * before any schema of shared/ is built.
 */
z.config({ jitless: true });
