import type { TextBadge } from '@shared/ipc/queue';

/** DECISIONS 17: badge templates default to 90 × 120 mm. */
export const DEFAULT_BADGE_MM = { width: 90, height: 120 } as const;

export interface PageSize {
  width: number;
  height: number;
}

/**
 * Pages for the browser's print dialog. Pure string building, so it is tested in Node; every text
 * that comes from the event's data is escaped, since it ends up as HTML in a same-origin frame.
 */

function page(title: string, size: PageSize, style: string, body: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>',
    `@page { size: ${size.width}mm ${size.height}mm; margin: 0; }`,
    'html, body { margin: 0; padding: 0; }',
    `.badge { width: ${size.width}mm; height: ${size.height}mm; box-sizing: border-box; overflow: hidden; break-after: page; }`,
    '.badge:last-child { break-after: auto; }',
    style,
    '</style></head><body>',
    body,
    '</body></html>',
  ].join('\n');
}

/** A rendered badge image, one page per copy, filling the badge size. */
export function imageBadgeHtml(
  imageUrl: string,
  title: string,
  copies: number,
  size: PageSize = DEFAULT_BADGE_MM,
): string {
  const one = `<div class="badge"><img src="${escapeHtml(imageUrl)}" alt=""></div>`;
  return page(
    title,
    size,
    '.badge img { width: 100%; height: 100%; object-fit: contain; display: block; }',
    one.repeat(copies),
  );
}

/** The text badge of TXT printers (name, company, type, ticket id and a QR code), as a page. */
export function textBadgeHtml(
  badge: TextBadge,
  qrImageUrl: string,
  title: string,
  copies: number,
  size: PageSize = DEFAULT_BADGE_MM,
): string {
  const line = (className: string, text: string | undefined) =>
    text ? `<p class="${className}">${escapeHtml(text)}</p>` : '';
  const one = [
    '<div class="badge text">',
    line('name', badge.name),
    line('company', badge.company),
    line('type', badge.type),
    `<img class="qr" src="${escapeHtml(qrImageUrl)}" alt="">`,
    line('ticket', badge.ticketId),
    '</div>',
  ].join('');
  const style = [
    '.text { display: flex; flex-direction: column; align-items: center; justify-content: center; padding: 6mm; font-family: system-ui, sans-serif; text-align: center; }',
    '.text p { margin: 0 0 2mm; overflow-wrap: anywhere; }',
    '.name { font-size: 22pt; font-weight: 700; }',
    '.company { font-size: 14pt; }',
    '.type { font-size: 12pt; text-transform: uppercase; letter-spacing: 0.05em; }',
    '.qr { width: 40mm; height: 40mm; margin: 4mm 0 2mm; image-rendering: pixelated; }',
    '.ticket { font-size: 9pt; font-family: ui-monospace, monospace; }',
  ].join('\n');
  return page(title, size, style, one.repeat(copies));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
