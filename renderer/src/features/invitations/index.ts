/** 1:1 meetings' public surface: the feature (its screens, menu link and Meet button) and the screen's address. */
export { invitationsFeature } from './feature';
export { invitationPath, type InvitationSuffix } from './screenPath';
