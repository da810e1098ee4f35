/**
 * The event page's public surface: who may run the event's check-in, the event's details and its
 * load error, where an event opens, and what the event page hands the screens opened over it.
 */
export { canCheckIn } from './access';
export { eventDetailsQuery, eventKeys, prefetchEventDetails } from './api';
export { EventLoadError } from './components/EventLoadError';
export { EventScreen } from './components/EventScreen';
export { EventScreenTitle } from './components/EventScreenTitle';
export { eventHomeFeature } from './feature';
export { useEventDetails } from './hooks/useEventDetails';
export { useEventLanding } from './hooks/useEventLanding';
export { useEventOutlet, type EventOutletContext } from './outlet';
