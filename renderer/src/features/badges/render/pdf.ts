import fontkit from '@pdf-lib/fontkit';
import {
  concatTransformationMatrix,
  degrees,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  setTextRenderingMode,
  TextRenderingMode,
  type PDFFont,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import { mmToPt } from '@shared/rules/badge';
import type { BadgeTextLine } from './draw';
import { badgeFontBytes, subsetOf, type BadgeFontSubset, type BadgeFontWeight } from './fonts';

export interface BadgePdfInput {
  /** The badge at print resolution, text included. */
  raster: HTMLCanvasElement;
  widthMm: number;
  heightMm: number;
  /** The scene's size in template units (72 dpi px), which the text lines are measured in. */
  sceneWidth: number;
  sceneHeight: number;
  lines: BadgeTextLine[];
  title: string;
}

/**
 * One page of the badge's size in mm: the raster full-page, exactly what the PNG and the preview
 * show, and over it the badge's text as an invisible text layer (rendering mode 3, as OCR'd scans
 * do) in the embedded Ubuntu font, so the PDF can be searched, copied and read by pdftotext while
 * what prints stays the canvas's own rendering.
 */
export async function badgePdf(input: BadgePdfInput): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(input.title);
  doc.setCreator('Lanyard');
  const width = mmToPt(input.widthMm);
  const height = mmToPt(input.heightMm);
  const page = doc.addPage([width, height]);

  const image = page.node.newXObject('Badge', await rasterImage(doc, input.raster));
  page.pushOperators(
    pushGraphicsState(),
    concatTransformationMatrix(width, 0, 0, height, 0, 0),
    drawObject(image),
    popGraphicsState(),
  );

  await drawTextLayer(doc, page, input.lines, width / input.sceneWidth, height / input.sceneHeight);
  // A copy on its own ArrayBuffer: what the print path's schemas (Uint8Array<ArrayBuffer>) take.
  return new Uint8Array(await doc.save());
}

/**
 * The canvas pixels as an RGB image, deflated by the browser's native CompressionStream (pdf-lib's
 * embedPng would decode a PNG we just encoded, in JavaScript). The badge background is opaque, so
 * no alpha channel is needed.
 */
async function rasterImage(doc: PDFDocument, raster: HTMLCanvasElement): Promise<PDFRef> {
  const { width, height } = raster;
  const ctx = raster.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas context for the badge');
  const rgba = ctx.getImageData(0, 0, width, height).data;
  const rgb = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  const deflated = new Uint8Array(
    await new Response(new Blob([rgb]).stream().pipeThrough(new CompressionStream('deflate'))).arrayBuffer(),
  );
  return doc.context.register(
    doc.context.stream(deflated, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: width,
      Height: height,
      ColorSpace: 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    }),
  );
}

/**
 * Each line is split into runs by the font file that has its characters (the package ships
 * Latin, Latin Extended and Cyrillic as separate files); runs follow each other along the
 * baseline. A character no file has, or a file that could not be loaded, is left out of the layer.
 */
async function drawTextLayer(
  doc: PDFDocument,
  page: PDFPage,
  lines: BadgeTextLine[],
  scaleX: number,
  scaleY: number,
) {
  const fonts = new Map<string, Promise<PDFFont | null>>();
  const fontFor = (subset: BadgeFontSubset, weight: BadgeFontWeight) => {
    const key = `${subset}-${weight}`;
    let font = fonts.get(key);
    if (!font) {
      font = badgeFontBytes(subset, weight).then((bytes) =>
        bytes ? doc.embedFont(bytes, { subset: true }).catch(() => null) : null,
      );
      fonts.set(key, font);
    }
    return font;
  };

  page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible));
  const pageHeight = page.getHeight();
  for (const line of lines) {
    const size = line.size * scaleY;
    const radians = (-line.angle * Math.PI) / 180;
    let x = line.x * scaleX;
    let y = pageHeight - line.y * scaleY;
    for (const run of runsOf(line.text)) {
      const font = run.subset ? await fontFor(run.subset, line.weight) : null;
      if (!font) continue;
      page.drawText(run.text, { x, y, size, font, rotate: degrees(-line.angle) });
      const advance = font.widthOfTextAtSize(run.text, size);
      x += advance * Math.cos(radians);
      y += advance * Math.sin(radians);
    }
  }
  page.pushOperators(popGraphicsState());
}

function runsOf(text: string): { subset: BadgeFontSubset | null; text: string }[] {
  const runs: { subset: BadgeFontSubset | null; text: string }[] = [];
  for (const char of text) {
    const subset = subsetOf(char.codePointAt(0)!);
    const last = runs.at(-1);
    if (last && last.subset === subset) last.text += char;
    else runs.push({ subset, text: char });
  }
  return runs;
}
