/**
 * The program's public surface for the screens that show sessions elsewhere (My Agenda, the
 * speakers): a session's view, buttons, times, Live / Upcoming / Past label and details, live
 * updates, and the viewer's time settings.
 */
export { formatDayHeading } from './components/ProgramFilterBar';
export { SessionButtons } from './components/SessionButtons';
export { SessionDetails } from './components/SessionDetails';
export { TimeLabel } from './components/SessionFacts';
export { TimeLeadSwitch } from './components/TimeLeadSwitch';
export { TimeRange } from './components/TimeRange';
export { closingOnFailure, openConferenceWindow } from './conferenceWindow';
export { sessionsFeature } from './feature';
export { useMySessionChanges } from './hooks/useMySessionChanges';
export { usePutSession } from './hooks/usePutSession';
export { useSeatsIntoCache } from './hooks/useSeatsIntoCache';
export { useSessionActions } from './hooks/useSessionActions';
export { useSessionDetails } from './hooks/useSessionDetails';
export { lastVisitedEvent } from './lastEvent';
export type { EachSession } from './seats';
export { sessionView } from './sessionView';
export { useLeadZone, useTimeSettings } from './timeLead';
