/**
 * An event's colours for a participant type (colorsJson) are the organizer's choice and may not
 * be readable: white on a light green fails WCAG AA. The badge uses them as they are only when
 * their contrast is at least 4.5:1 (WCAG 1.4.3 for small text); otherwise the colour shows as a
 * swatch beside the type's name, which keeps the app's own text colours.
 */
const MIN_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** #rgb or #rrggbb; null for anything else (names, rgb(), transparency), which is not trusted for text. */
export function parseHexColor(value: string): Rgb | null {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())?.[1];
  if (!hex) return null;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

/** WCAG 2 relative luminance. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type TypeColorStyle =
  | { kind: 'badge'; backgroundColor: string; color: string }
  | { kind: 'swatch'; color: string }
  | { kind: 'plain' };

/** How a type's colours may be shown: as the badge's own colours, as a swatch only, or not at all. */
export function typeColorStyle(
  colors: { backgroundColor: string; color: string } | undefined,
): TypeColorStyle {
  if (!colors) return { kind: 'plain' };
  const background = parseHexColor(colors.backgroundColor);
  const text = parseHexColor(colors.color);
  if (background && text && contrastRatio(background, text) >= MIN_TEXT_CONTRAST) {
    return { kind: 'badge', backgroundColor: colors.backgroundColor, color: colors.color };
  }
  return background ? { kind: 'swatch', color: colors.backgroundColor } : { kind: 'plain' };
}
