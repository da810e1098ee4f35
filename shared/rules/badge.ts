import type { TextBadge } from '../ipc/queue';
import { BADGE_PLACEHOLDERS, type BadgePlaceholder, type BadgeValues } from '../schemas/badge';

const MM_PER_INCH = 25.4;

/** Badge geometry (spec §3 Badge, DECISIONS 17): pixels of a length in mm at a resolution. */
export function mmToPx(mm: number, dpi: number): number {
  // Rounded to 9 places first so that binary fractions (e.g. 25.4 × 3 / 25.4) do not floor one short.
  return Math.floor(Number(((mm / MM_PER_INCH) * dpi).toFixed(9)));
}

/** PDF points (1/72 inch) of a length in mm. */
export function mmToPt(mm: number): number {
  return (mm / MM_PER_INCH) * 72;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const known = new Set<string>(BADGE_PLACEHOLDERS);

function isBadgePlaceholder(name: string): name is BadgePlaceholder {
  return known.has(name);
}

/**
 * Replaces every {Name} of the spec's placeholders with the person's value; a placeholder the
 * person has no value for becomes empty, an unknown {Word} is left as typed (it is not ours).
 */
export function fillPlaceholders(text: string, values: Partial<BadgeValues>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    isBadgePlaceholder(name) ? (values[name] ?? '') : whole,
  );
}

/**
 * Words in braces that look like placeholders but are none of ours ({Nickname}); the server refuses
 * a template holding one, since it would print literally on every badge. {1} and { } are not names.
 */
export function unknownPlaceholdersIn(text: string): string[] {
  const found: string[] = [];
  for (const [, name] of text.matchAll(/\{([A-Za-z][A-Za-z0-9_]*)\}/g)) {
    if (name && !isBadgePlaceholder(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The known placeholders a text holds, each once, in order of first appearance. */
export function placeholdersIn(text: string): BadgePlaceholder[] {
  const found: BadgePlaceholder[] = [];
  for (const [, name] of text.matchAll(PLACEHOLDER)) {
    if (name && isBadgePlaceholder(name) && !found.includes(name)) found.push(name);
  }
  return found;
}

/** The ticket id at the end of a DECISIONS 15 ticket URL (…/tickets/{id}), or '' when it has none. */
function ticketIdOfUrl(ticketUrl: string): string {
  const match = /\/tickets\/([^/?#]+)/.exec(ticketUrl);
  return match?.[1] ? decodeURIComponent(match[1]) : '';
}

/**
 * The text layout a TXT (ESC/POS) printer prints instead of a rendered badge: the person's full
 * name (first and last name when no full name is given), company, participant type and the ticket.
 */
export function textBadge(values: Partial<BadgeValues>, ticketUrl: string): TextBadge {
  const name =
    values.FullName?.trim() ||
    [values.FirstName, values.LastName]
      .map((v) => v?.trim())
      .filter(Boolean)
      .join(' ');
  const company = values.Company?.trim();
  const type = values.ParticipantType?.trim();
  return {
    name,
    ...(company ? { company } : {}),
    ...(type ? { type } : {}),
    ticketId: values.TicketId?.trim() || ticketIdOfUrl(ticketUrl),
    ticketUrl,
  };
}

/** Image formats a badge template may embed (as data URLs). */
export type BadgeImageType = 'image/png' | 'image/jpeg';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

/** DECISIONS 21: what an uploaded file is, read from its first bytes, never from its name or type. */
export function badgeImageType(bytes: Uint8Array): BadgeImageType | null {
  const startsWith = (signature: number[]) => signature.every((b, i) => bytes[i] === b);
  if (startsWith(PNG_SIGNATURE)) return 'image/png';
  if (startsWith(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}
