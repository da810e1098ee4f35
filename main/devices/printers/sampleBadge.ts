import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import QRCode from 'qrcode';
import type { PrintDocument, TextBadge } from '@shared/ipc/queue';

export type TextBadgeDocument = Extract<PrintDocument, { format: 'text/x-badge' }>;
export type PdfDocument = Extract<PrintDocument, { format: 'application/pdf' }>;

/** The badge `lanyard devices test-badge` prints: made-up, but shaped like a real one. */
export const SAMPLE_BADGE: TextBadge = {
  name: 'Ada Lovelace',
  company: 'Analytical Engines Ltd',
  type: 'Speaker',
  ticketId: 'T-000001',
  ticketUrl: 'https://lanyard.example/tickets/7KQ2M9XW4R8T5N3HPA6C',
};

/** DECISIONS 17: the default badge is 90 × 120 mm. */
const SAMPLE_BADGE_MM = { width: 90, height: 120 } as const;

const POINTS_PER_MM = 72 / 25.4;

/** The sample badge for an ESC/POS printer: text layout plus QR code. */
export function sampleBadge(badge: TextBadge = SAMPLE_BADGE): TextBadgeDocument {
  return { format: 'text/x-badge', badge };
}

/**
 * The sample badge for an IPP printer: a 90 × 120 mm PDF page with the name, company, participant
 * type, a QR code of the ticket URL and the ticket id. Real badges are rendered from the event's
 * template in the renderer; this one tests the printer, media and alignment.
 */
export async function sampleBadgePdf(badge: TextBadge = SAMPLE_BADGE): Promise<PdfDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Lanyard test badge — ${badge.ticketId}`);
  pdf.setCreator('Lanyard');
  const width = SAMPLE_BADGE_MM.width * POINTS_PER_MM;
  const height = SAMPLE_BADGE_MM.height * POINTS_PER_MM;
  const page = pdf.addPage([width, height]);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const margin = 8 * POINTS_PER_MM;
  const maxWidth = width - 2 * margin;

  const centred = (text: string, font: PDFFont, size: number, y: number) => {
    const printable = encodable(text, font);
    let fitted = size;
    while (fitted > 6 && font.widthOfTextAtSize(printable, fitted) > maxWidth) fitted -= 0.5;
    const textWidth = font.widthOfTextAtSize(printable, fitted);
    page.drawText(printable, { x: (width - textWidth) / 2, y, size: fitted, font, color: rgb(0, 0, 0) });
  };

  centred(badge.name, bold, 22, height - 22 * POINTS_PER_MM);
  if (badge.company) centred(badge.company, regular, 12, height - 30 * POINTS_PER_MM);
  if (badge.type) centred(badge.type.toUpperCase(), bold, 10, height - 37 * POINTS_PER_MM);

  const qrSize = 50 * POINTS_PER_MM;
  const qrPng = await QRCode.toBuffer(badge.ticketUrl, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    width: 600,
  });
  const qr = await pdf.embedPng(qrPng);
  const qrBottom = 22 * POINTS_PER_MM;
  page.drawImage(qr, { x: (width - qrSize) / 2, y: qrBottom, width: qrSize, height: qrSize });
  centred(badge.ticketId, regular, 11, 14 * POINTS_PER_MM);

  // A copy on its own ArrayBuffer: what the print queue's schema (z.instanceof(Uint8Array)) types.
  return { format: 'application/pdf', data: new Uint8Array(await pdf.save()) };
}

/**
 * The standard PDF fonts cover Latin-1 only: letters outside it lose their accents, or become '?'
 * (a test page, not the attendee's badge).
 */
function encodable(text: string, font: PDFFont): string {
  return [...text]
    .map((char) => {
      for (const candidate of [char, char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '')]) {
        try {
          font.encodeText(candidate);
          return candidate;
        } catch {
          // not in WinAnsi: try the next spelling
        }
      }
      return '?';
    })
    .join('');
}
