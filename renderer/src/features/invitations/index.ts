/**
 * 1:1 meetings' public surface: the feature (its screens, menu link and Meet button), the screen's
 * address and a meeting's Start (its video room).
 */
export { MeetingStart } from './components/MeetingStart';
export { invitationsFeature } from './feature';
export { cardInvitee, viewerAsInviter } from './meetRule';
export { invitationPath, type InvitationSuffix } from './screenPath';
