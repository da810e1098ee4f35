/** The badges' public surface: a badge rendered for printing or shown (features/badges/render). */
export { badgesFeature } from './feature';
export { BadgePreview, renderBadge, textBadge } from './render';
