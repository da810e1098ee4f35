import { fillPlaceholders } from '@shared/rules/badge';
import type { BadgeValues } from '@shared/schemas/badge';
import { BADGE_FONT_FAMILY, BADGE_FONT_STACK, badgeWeight } from './fonts';

/**
 * Template coordinates: a template's objects are laid out in px at PREVIEW_DPI (72), so one unit
 * is one PDF point and a 90 × 120 mm badge is 255 × 340 units (mmToPx(mm, 72)). A print at D dpi
 * zooms the same scene by D / 72 onto a canvas of mmToPx(mm, D) pixels.
 */

/** The object whose box becomes the ticket's QR code (shared/schemas/badge.ts fabricCanvasJson). */
export const TICKET_QR_ROLE = 'ticketQr';
/** Custom properties a template object keeps through fabric's toObject. */
export const TEMPLATE_OBJECT_PROPS = ['lanyardRole', 'name'] as const;

const TEXT_TYPES = new Set(['textbox', 'text', 'i-text']);
/** fabric types a template may hold; anything else (groups, SVG, custom classes) is left out. */
const DRAWABLE_TYPES = new Set([
  ...TEXT_TYPES,
  'image',
  'rect',
  'circle',
  'ellipse',
  'line',
  'triangle',
  'polygon',
  'polyline',
]);
/** Images must be embedded PNG or JPEG: a remote image would fetch at print time and taint the canvas. */
const EMBEDDED_IMAGE = /^data:image\/(png|jpeg);base64,/;

type TemplateObject = Record<string, unknown>;

interface CanvasTemplate {
  version?: string;
  background?: unknown;
  objects: TemplateObject[];
}

const typeOf = (o: TemplateObject) => (typeof o.type === 'string' ? o.type.toLowerCase() : '');

const isTextObject = (o: TemplateObject) => TEXT_TYPES.has(typeOf(o));
export const isTicketQr = (o: { lanyardRole?: unknown }) => o.lanyardRole === TICKET_QR_ROLE;

/**
 * What fabric loads of a stored template: only the canvas keys we use (loadFromJSON copies every
 * top-level key onto the canvas), drawable objects, embedded images; text in the badge typeface's
 * two weights, with a sans-serif fallback. With values, the placeholders of text objects are filled.
 */
export function canvasTemplate(
  stored: { objects: TemplateObject[]; [key: string]: unknown },
  values?: BadgeValues,
) {
  const objects = stored.objects.flatMap((o): TemplateObject[] => {
    const type = typeOf(o);
    if (!DRAWABLE_TYPES.has(type)) return [];
    if (type === 'image' && !(typeof o.src === 'string' && EMBEDDED_IMAGE.test(o.src))) return [];
    if (!TEXT_TYPES.has(type)) return [o];
    const family = typeof o.fontFamily === 'string' ? o.fontFamily : BADGE_FONT_FAMILY;
    return [
      {
        ...o,
        text: values ? fillPlaceholders(String(o.text ?? ''), values) : String(o.text ?? ''),
        fontFamily: family === BADGE_FONT_FAMILY ? BADGE_FONT_STACK : family,
        fontWeight: badgeWeight(o.fontWeight),
      },
    ];
  });
  return {
    ...(typeof stored.version === 'string' ? { version: stored.version } : {}),
    background: typeof stored.background === 'string' && stored.background ? stored.background : '#ffffff',
    objects,
  } satisfies CanvasTemplate;
}

/** Back from fabric's toObject to the stored form: the typeface under its own name. */
export function storedTextFamily(o: TemplateObject): TemplateObject {
  return isTextObject(o) && o.fontFamily === BADGE_FONT_STACK ? { ...o, fontFamily: BADGE_FONT_FAMILY } : o;
}
