// The build's constants (vitest.config.ts `define`) do not reliably reach every renderer module in
// vitest: a file of the unit or component project now and then failed to load with
// "__APP_VERSION__ is not defined". Here they are globals, set before any renderer module is
// imported (the footer reads the build time as a date).
Object.assign(globalThis, { __APP_VERSION__: 'test', __BUILD_TIME__: '2026-01-01T00:00:00.000Z' });
