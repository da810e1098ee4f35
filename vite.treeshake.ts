/**
 * A renderer feature's index.ts (renderer/src/features/<area>/index.ts) only re-exports the
 * feature's public surface, so it has no side effects of its own. Said so, a module that imports
 * one name from it loads that name's module alone: otherwise the router, which reads every
 * feature's routes from its index, would pull every page component another feature may import
 * (the program's markdown renderer, the badge renderer…) into the first bundle.
 */
export const featureIndexesHaveNoSideEffects = [
  { test: /[\\/]renderer[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.ts$/, sideEffects: false },
];
