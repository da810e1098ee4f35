/**
 * The attendee directory's public surface: the feature (its routes, links and the event page's
 * action), a person's job line and the search box's debounce, which the meetings' screens share.
 */
export { jobLine } from './cardView';
export { networkingFeature } from './feature';
export { useDebouncedValue } from './hooks/useDebouncedValue';
