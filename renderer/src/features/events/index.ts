/** The event list's public surface: my events and the clock the event screens share. */
export { prefetchMyEvents } from './api';
export { useMyEvents } from './hooks/useMyEvents';
export { useNow } from './hooks/useNow';
