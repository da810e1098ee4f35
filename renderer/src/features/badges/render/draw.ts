import { FabricImage, FabricText, Point, type StaticCanvas } from 'fabric';
import { PREVIEW_DPI } from '@shared/constants';
import { mmToPx } from '@shared/rules/badge';
import type { BadgeTemplate, BadgeValues } from '@shared/schemas/badge';
import { badgeFontsReady, badgeWeight, type BadgeFontWeight } from './fonts';
import { qrRaster } from './qr';
import { canvasTemplate, isTicketQr } from './template';

/** What a badge is drawn from: a stored template's size and canvas JSON. */
export type BadgeTemplateSource = Pick<BadgeTemplate, 'widthMm' | 'heightMm' | 'template'>;

export interface DrawBadgeOptions {
  template: BadgeTemplateSource;
  values: BadgeValues;
  ticketUrl: string;
  dpi: number;
}

/**
 * Fills a canvas with the person's badge at a resolution: mmToPx(mm, dpi) pixels, the 72-dpi
 * scene zoomed by dpi / 72, placeholders filled, the ticket QR drawn at its box.
 */
export async function drawBadge(
  canvas: StaticCanvas,
  { template, values, ticketUrl, dpi }: DrawBadgeOptions,
) {
  await badgeFontsReady();
  const zoom = dpi / PREVIEW_DPI;
  await canvas.loadFromJSON(canvasTemplate(template.template, values));
  canvas.setDimensions({ width: mmToPx(template.widthMm, dpi), height: mmToPx(template.heightMm, dpi) });
  canvas.setZoom(zoom);
  placeTicketQr(canvas, ticketUrl, zoom);
  canvas.renderAll();
}

/** Replaces each ticket-QR box with the code of the ticket URL, centred in the box, pixel-aligned. */
function placeTicketQr(canvas: StaticCanvas, ticketUrl: string, zoom: number) {
  for (const box of canvas.getObjects().filter((o) => isTicketQr(o as { lanyardRole?: unknown }))) {
    const index = canvas.getObjects().indexOf(box);
    canvas.remove(box);
    if (!ticketUrl) continue;
    const side = Math.min(box.width * Math.abs(box.scaleX), box.height * Math.abs(box.scaleY));
    const { canvas: raster, sidePx } = qrRaster(ticketUrl, side * zoom);
    const center = box.getCenterPoint();
    // The code's top-left corner on a whole device pixel, so each module covers whole pixels.
    const snap = (c: number) => (Math.round(c * zoom - sidePx / 2) + sidePx / 2) / zoom;
    const qr = new FabricImage(raster, {
      originX: 'center',
      originY: 'center',
      left: box.angle ? center.x : snap(center.x),
      top: box.angle ? center.y : snap(center.y),
      angle: box.angle,
      scaleX: sidePx / zoom / raster.width,
      scaleY: sidePx / zoom / raster.height,
      imageSmoothing: sidePx !== raster.width,
      objectCaching: false,
    });
    canvas.insertAt(index, qr);
  }
}

/** One line of badge text where the canvas draws it, in scene units (72 dpi px = pt). */
export interface BadgeTextLine {
  text: string;
  /** Start of the baseline. */
  x: number;
  y: number;
  size: number;
  /** Clockwise degrees, as fabric's angle. */
  angle: number;
  weight: BadgeFontWeight;
}

/** The text the canvas shows, line by line as fabric laid it out (wrapping and alignment included). */
export function badgeTextLines(canvas: StaticCanvas): BadgeTextLine[] {
  const lines: BadgeTextLine[] = [];
  for (const obj of canvas.getObjects()) {
    if (!(obj instanceof FabricText) || !obj.visible) continue;
    const matrix = obj.calcTransformMatrix();
    let above = 0;
    obj.textLines.forEach((text, i) => {
      const height = obj.getHeightOfLine(i);
      if (text.trim()) {
        const baseline = new Point(
          obj._getLeftOffset() + obj._getLineLeftOffset(i),
          obj._getTopOffset() + above + (height / obj.lineHeight) * (1 - obj._fontSizeFraction),
        ).transform(matrix);
        lines.push({
          text,
          x: baseline.x,
          y: baseline.y,
          size: obj.fontSize * Math.abs(obj.scaleY),
          angle: obj.angle,
          weight: badgeWeight(obj.fontWeight),
        });
      }
      above += height;
    });
  }
  return lines;
}
