/** The badges' public surface: a badge rendered for printing or shown (features/badges/render). */
export { BadgePreview, renderBadge, textBadge } from './render';
