/** My profile in an event: the feature, and where its screens are for links from other features. */
export { profileFeature } from './feature';
export { eventProfilePath, profileWizardPath } from './paths';
