import { parseTicketUrl, parseTypedTicketNumber } from '@shared/rules/ticketUrl';

/** Where a code came from: the camera, a handheld scanner, or the console's text field. */
export type ScanSource = 'camera' | 'handheld' | 'typed';

/** A ticket as it was read: its secret from a ticket URL, or the number an operator typed. */
export type ScannedTicket = { ticketId: string } | { ticketNumber: string };

/** What the operator sees of a scanned ticket in a message ("Ticket … was not found."). */
export const scannedText = (ticket: ScannedTicket): string =>
  'ticketId' in ticket ? ticket.ticketId : ticket.ticketNumber;

export type ScanReading = { kind: 'ticket'; ticket: ScannedTicket } | { kind: 'invalid' };

/**
 * What a scan means (DECISIONS 15): a ticket URL from any source, whose last segment is the
 * ticket's secret; a ticket number only when an operator typed it into the console's text field,
 * since a scanner reading some other barcode must not check anybody in, and a number proves nothing
 * (the server takes it from check-in staff only; the kiosk has no text field). Anything else is the
 * scan-data error.
 */
export function readScan(text: string, source: ScanSource): ScanReading {
  const fromUrl = parseTicketUrl(text);
  if (fromUrl) return { kind: 'ticket', ticket: { ticketId: fromUrl } };
  if (source === 'typed') {
    const typed = parseTypedTicketNumber(text);
    if (typed) return { kind: 'ticket', ticket: { ticketNumber: typed } };
  }
  return { kind: 'invalid' };
}
