/** The speakers' public surface: the feature (its screens are reached through their routes and tab). */
export { speakersFeature } from './feature';
