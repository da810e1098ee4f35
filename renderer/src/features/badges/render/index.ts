/**
 * Badge rendering for every screen that prints or shows a badge (check-in console, kiosk, print
 * station, template editor). docs/badges.md describes the template coordinates and the outputs.
 */
export { renderBadge, type BadgeFormat, type RenderBadgeOptions } from './renderBadge';
export type { BadgeTemplateSource } from './draw';
export { BadgePreview, type BadgePreviewProps } from '../components/BadgePreview';
export { loadBadgeFonts } from './fonts';
export { preloadBadgeRenderer } from './renderBadge';
export { TICKET_QR_ROLE } from './template';
/** The text layout for TXT (ESC/POS) printers: TextBadge of shared/ipc/queue.ts. */
export { textBadge } from '@shared/rules/badge';
