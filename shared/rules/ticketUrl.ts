/**
 * DECISIONS 15: the URL a ticket's QR holds, `{base}/tickets/{ticketId}`, where ticketId is the
 * ticket's secret (shared/rules/ticketSecret.ts), never its number.
 */
export function ticketUrl(base: string, ticketId: string): string {
  return `${base.replace(/\/+$/, '')}/tickets/${encodeURIComponent(ticketId)}`;
}

/**
 * DECISIONS 15: a ticket QR holds an http(s) URL whose path has the segment `tickets` followed by
 * the ticket id, e.g. `https://host/tickets/7KQ2M9XW4R8T5N3HPA6C` (a prefix path before it is
 * fine). Returns the ticket id (percent-decoded), or null for anything else: other schemes, text
 * that is no URL, or a `tickets` segment with nothing after it. Whether the id is a ticket's secret
 * is the server's to say.
 */
export function parseTicketUrl(text: string): string | null {
  const trimmed = text.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const at = segments.indexOf('tickets');
  const raw = at === -1 ? undefined : segments[at + 1];
  if (raw === undefined) return null;
  let ticketId: string;
  try {
    ticketId = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return ticketId === '' ? null : ticketId;
}

/**
 * What an operator may type by hand instead of scanning (the console's text field only): a ticket
 * number such as `T-000123` — one word of letters, digits, dots, dashes and underscores, at most 100
 * long. Only check-in staff may look a ticket up by its number.
 */
export function parseTypedTicketNumber(text: string): string | null {
  const trimmed = text.trim();
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(trimmed) ? trimmed : null;
}
