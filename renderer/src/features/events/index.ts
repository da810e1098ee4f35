/** The event list's public surface: my events. */
export { prefetchMyEvents } from './api';
export { eventsFeature } from './feature';
export { useMyEvents } from './hooks/useMyEvents';
