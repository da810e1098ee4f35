import QRCode from 'qrcode';

/** Light modules around the code on every side: the quiet zone scanners need (ISO/IEC 18004). */
const QR_QUIET_ZONE_MODULES = 4;
/** Below this many device pixels per module the code is drawn larger and scaled down smoothly. */
const MIN_CRISP_MODULE_PX = 2;

export interface QrRaster {
  canvas: HTMLCanvasElement;
  /** Side of the drawn code including its quiet zone, in device pixels of the badge. */
  sidePx: number;
}

/**
 * The ticket QR as a square canvas no larger than maxSidePx. Each module is a whole number of
 * pixels and the image is meant to be drawn 1:1 (no smoothing), so the printed code has hard
 * edges at any printer resolution.
 */
export function qrRaster(text: string, maxSidePx: number): QrRaster {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const count = modules.size + 2 * QR_QUIET_ZONE_MODULES;
  const fitted = Math.floor(maxSidePx / count);
  const modulePx = Math.max(fitted, MIN_CRISP_MODULE_PX);
  const side = modulePx * count;
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for the QR code');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = '#000000';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) {
        ctx.fillRect(
          (col + QR_QUIET_ZONE_MODULES) * modulePx,
          (row + QR_QUIET_ZONE_MODULES) * modulePx,
          modulePx,
          modulePx,
        );
      }
    }
  }
  // A box too small for 2 px per module (a thumbnail) shows the code scaled down instead.
  return { canvas, sidePx: fitted >= MIN_CRISP_MODULE_PX ? side : Math.max(1, Math.floor(maxSidePx)) };
}
