/**
 * My profile in an event: the feature (its screens are reached by their addresses and its links)
 * and the profile itself (the chat's Share contact starts from it).
 */
export { ownProfileQuery } from './api';
export { profileFeature } from './feature';
