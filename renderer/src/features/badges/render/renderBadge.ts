import { StaticCanvas } from 'fabric';
import { mmToPx } from '@shared/rules/badge';
import type { BadgeValues } from '@shared/schemas/badge';
import { PREVIEW_DPI } from '@shared/constants';
import { badgeTextLines, drawBadge, type BadgeTemplateSource } from './draw';

type BadgeFormat = 'png' | 'pdf';

export interface RenderBadgeOptions {
  /** A stored template (BadgeTemplate) or an unsaved one: its size in mm and canvas JSON. */
  template: BadgeTemplateSource;
  values: BadgeValues;
  /** What the ticket QR encodes (digestTemplate.ticketUrl); '' leaves the QR box empty. */
  ticketUrl: string;
  /** PRINT_DPI (300) for IPP printers, PREVIEW_DPI (72) for a preview, or the printer's own. */
  dpi: number;
  format: BadgeFormat;
}

/**
 * The person's badge as PNG or PDF bytes (docs/badges.md): mmToPx(mm, dpi) pixels with the
 * template's 72-dpi scene zoomed by dpi / 72; a PDF is one page of the badge's size in mm.
 */
export async function renderBadge(options: RenderBadgeOptions): Promise<Uint8Array<ArrayBuffer>> {
  const canvas = new StaticCanvas(undefined, { enableRetinaScaling: false, renderOnAddRemove: false });
  try {
    await drawBadge(canvas, options);
    const raster = canvas.getElement();
    if (options.format === 'png') return await pngBytes(raster);
    const { template, values } = options;
    // pdf-lib and fontkit load with the first PDF, not with every screen that shows a badge.
    const { badgePdf } = await import('./pdf');
    return await badgePdf({
      raster,
      widthMm: template.widthMm,
      heightMm: template.heightMm,
      sceneWidth: mmToPx(template.widthMm, options.dpi) / (options.dpi / PREVIEW_DPI),
      sceneHeight: mmToPx(template.heightMm, options.dpi) / (options.dpi / PREVIEW_DPI),
      lines: badgeTextLines(canvas),
      title: [values.FullName, values.TicketId].filter(Boolean).join(' · ') || 'Badge',
    });
  } finally {
    await canvas.dispose();
  }
}

function pngBytes(canvas: HTMLCanvasElement): Promise<Uint8Array<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (!blob) return reject(new Error('The badge canvas could not be encoded as PNG'));
      blob.arrayBuffer().then((buffer) => resolve(new Uint8Array(buffer)), reject);
    }, 'image/png');
  });
}
