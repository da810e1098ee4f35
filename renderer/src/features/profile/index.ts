/** My profile in an event: the feature (its screens are reached by their addresses and its links). */
export { profileFeature } from './feature';
