import { parseTicketUrl, parseTypedTicketId } from '../../../../shared/rules/ticketUrl';

/** Where a code came from: the camera, a handheld scanner, or the console's text field. */
export type ScanSource = 'camera' | 'handheld' | 'typed';

export type ScanReading = { kind: 'ticket'; ticketId: string } | { kind: 'invalid' };

/**
 * What a scan means (DECISIONS 15): a ticket URL from any source; a bare ticket id only when an
 * operator typed it into the text field, since a scanner reading some other barcode must not
 * check anybody in. Anything else is the scan-data error.
 */
export function readScan(text: string, source: ScanSource): ScanReading {
  const fromUrl = parseTicketUrl(text);
  if (fromUrl) return { kind: 'ticket', ticketId: fromUrl };
  if (source === 'typed') {
    const typed = parseTypedTicketId(text);
    if (typed) return { kind: 'ticket', ticketId: typed };
  }
  return { kind: 'invalid' };
}
