/**
 * 1:1 meetings' public surface: the feature (its screens, menu link and Meet button), the screen's
 * address, a meeting's Start (its video room) and its cancellation form (My Agenda's Cancel).
 */
export { CancelMeeting } from './components/CancelMeetingForm';
export { MeetingStart } from './components/MeetingStart';
export { meetingsFeature } from './feature';
export { cardInvitee, viewerAsInviter } from './meetRule';
export { invitationPath, type InvitationSuffix } from './screenPath';
