import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';

/** DECISIONS 17: 90 × 120 mm at 300 dpi; px = floor(mm / 25.4 × dpi) (ARCHITECTURE, badges). */
export const BADGE = { widthMm: 90, heightMm: 120, dpi: 300 } as const;
const px = (mm: number) => Math.floor((mm / 25.4) * BADGE.dpi);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of the pixels `colour(x, y)` gives. */
function png(
  width: number,
  height: number,
  colour: (x: number, y: number) => [number, number, number],
): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) raw.set(colour(x, y), row + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A badge as the renderer hands it to an IPP printer: one 90 × 120 mm page holding a full-page
 * 300 dpi raster (1062 × 1417 px) — a coloured header band, a photo-like area, text-like bars and
 * the ticket QR code.
 */
export async function renderedBadgePdf(): Promise<Uint8Array<ArrayBuffer>> {
  const width = px(BADGE.widthMm);
  const height = px(BADGE.heightMm);
  const qr = QRCode.create('https://lanyard.example/tickets/T-000123', { errorCorrectionLevel: 'M' }).modules;
  const qrScale = Math.floor(px(45) / qr.size);
  const qrLeft = Math.floor((width - qr.size * qrScale) / 2);
  const qrTop = height - px(8) - qr.size * qrScale;
  const photo = { left: Math.floor(width / 2) - px(15), top: px(25), size: px(30) };

  const image = png(width, height, (x, y) => {
    if (y < px(18)) return [0x1f, 0x4e, 0x9a];
    if (x >= photo.left && x < photo.left + photo.size && y >= photo.top && y < photo.top + photo.size) {
      // Photo-like: smooth gradients with grain, which compress like a real portrait.
      const grain = (x * 7919 + y * 104729) % 23;
      return [(x * 3 + grain) & 0xff, (y * 2 + grain) & 0xff, (x + y + grain) & 0xff];
    }
    const textRow = y - px(60);
    if (textRow >= 0 && textRow < px(22) && textRow % px(7) < px(4) && x > px(12) && x < width - px(12)) {
      return (Math.floor(x / 9) + Math.floor(textRow / 13)) % 5 === 0 ? [255, 255, 255] : [20, 20, 20];
    }
    const qx = Math.floor((x - qrLeft) / qrScale);
    const qy = Math.floor((y - qrTop) / qrScale);
    if (qx >= 0 && qy >= 0 && qx < qr.size && qy < qr.size)
      return qr.get(qy, qx) ? [0, 0, 0] : [255, 255, 255];
    return [255, 255, 255];
  });

  const points = (mm: number) => (mm / 25.4) * 72;
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([points(BADGE.widthMm), points(BADGE.heightMm)]);
  const embedded = await pdf.embedPng(image);
  page.drawImage(embedded, { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() });
  return new Uint8Array(await pdf.save());
}
