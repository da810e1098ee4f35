/** The attendee directory's public surface: the feature (its routes, links and the event page's action). */
export { networkingFeature } from './feature';
