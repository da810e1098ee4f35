/** What this feature adds to the app (app/features.ts); no other feature imports from it. */
export { chatFeature } from './feature';
