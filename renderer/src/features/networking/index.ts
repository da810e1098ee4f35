/**
 * The attendee directory's public surface: the feature (its routes, links and the event page's
 * action), a person's job line, the search box's debounce and the person picker, which the
 * meetings' screens share, one person's card (the chat's draft opened from a link) and the
 * directory's search (the chat's search-only rows).
 */
export { attendeeCardQuery, attendeesQuery } from './api';
export { NO_FILTERS } from './directory';
export { jobLine } from './cardView';
export { PersonPicker } from './components/PersonPicker';
export { networkingFeature } from './feature';
export { useDebouncedValue } from './hooks/useDebouncedValue';
