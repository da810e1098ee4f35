/**
 * Badge rendering for every screen that prints or shows a badge (check-in console, kiosk, print
 * station, template editor). docs/badges.md describes the template coordinates and the outputs.
 */
export { renderBadge } from './renderBadge';
export { BadgePreview } from '../components/BadgePreview';
/** The text layout for TXT (ESC/POS) printers: TextBadge of shared/ipc/queue.ts. */
export { textBadge } from '@shared/rules/badge';
