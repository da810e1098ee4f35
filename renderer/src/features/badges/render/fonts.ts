import { cache } from 'fabric';
import latin300 from '@fontsource/ubuntu/files/ubuntu-latin-300-normal.woff?url';
import latin700 from '@fontsource/ubuntu/files/ubuntu-latin-700-normal.woff?url';
import latinExt300 from '@fontsource/ubuntu/files/ubuntu-latin-ext-300-normal.woff?url';
import latinExt700 from '@fontsource/ubuntu/files/ubuntu-latin-ext-700-normal.woff?url';
import cyrillic300 from '@fontsource/ubuntu/files/ubuntu-cyrillic-300-normal.woff?url';
import cyrillic700 from '@fontsource/ubuntu/files/ubuntu-cyrillic-700-normal.woff?url';

/** The badge typeface (spec §3 Badge): Ubuntu Light (300) and Bold (700). */
export const BADGE_FONT_FAMILY = 'Ubuntu';
/** What a badge's text is drawn with: Ubuntu, or the platform's sans-serif while Ubuntu is missing. */
export const BADGE_FONT_STACK = `${BADGE_FONT_FAMILY}, sans-serif`;
export type BadgeFontWeight = 300 | 700;
const BADGE_FONT_WEIGHTS: readonly BadgeFontWeight[] = [300, 700];

/**
 * A badge waits this long for its fonts at most; after that it renders with the fallback
 * (spec: a font that fails to load does not block rendering). The fonts keep loading, and the
 * next badge uses them.
 */
const BADGE_FONT_TIMEOUT_MS = 2500;

/**
 * The WOFF (not WOFF2) files of @fontsource/ubuntu: the PDF text layer embeds them with fontkit,
 * which subsets WOFF but fails on WOFF2, and this package's WOFF files are the smaller ones. The
 * ranges are the package's own unicode-range split, so the browser fetches only what a text needs.
 */
const SUBSETS = [
  {
    name: 'latin',
    files: { 300: latin300, 700: latin700 },
    ranges:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    name: 'latin-ext',
    files: { 300: latinExt300, 700: latinExt700 },
    ranges:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  {
    name: 'cyrillic',
    files: { 300: cyrillic300, 700: cyrillic700 },
    ranges: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116',
  },
] as const;

export type BadgeFontSubset = (typeof SUBSETS)[number]['name'];

const parsedRanges = SUBSETS.map((s) => ({
  name: s.name,
  ranges: s.ranges.split(',').map((r) => {
    const [from, to] = r.replace('U+', '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)] as const;
  }),
}));

/** Which file of the typeface draws a character; null when none has it. */
export function subsetOf(codePoint: number): BadgeFontSubset | null {
  for (const s of parsedRanges) {
    if (s.ranges.some(([from, to]) => codePoint >= from && codePoint <= to)) return s.name;
  }
  return null;
}

/** The nearest of the two weights we ship (a template may hold 400, 'bold'…). */
export function badgeWeight(weight: unknown): BadgeFontWeight {
  if (weight === 'bold') return 700;
  const n = typeof weight === 'number' ? weight : Number(weight);
  return Number.isFinite(n) && n >= 550 ? 700 : 300;
}

function timeout(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

let loading: Promise<void> | null = null;

/** Starts loading every face once; resolves when all have loaded or failed. */
function loadBadgeFonts(): Promise<void> {
  loading ??= Promise.allSettled(
    SUBSETS.flatMap((subset) =>
      BADGE_FONT_WEIGHTS.map((weight) => {
        const face = new FontFace(BADGE_FONT_FAMILY, `url(${subset.files[weight]}) format('woff')`, {
          weight: String(weight),
          style: 'normal',
          unicodeRange: subset.ranges,
        });
        document.fonts.add(face);
        return face.load();
      }),
    ),
  ).then(() => {
    // fabric caches glyph widths per family: drop what it measured with the fallback meanwhile.
    cache.clearFontCache(BADGE_FONT_STACK);
  });
  return loading;
}

/** Waits for the fonts, but never longer than BADGE_FONT_TIMEOUT_MS. */
export function badgeFontsReady(timeoutMs = BADGE_FONT_TIMEOUT_MS): Promise<void> {
  return Promise.race([loadBadgeFonts(), timeout(timeoutMs)]);
}

const bytes = new Map<string, Promise<ArrayBuffer | null>>();

/** One font file's bytes for the PDF text layer, or null when it cannot be had in time. */
export function badgeFontBytes(
  subset: BadgeFontSubset,
  weight: BadgeFontWeight,
  timeoutMs = BADGE_FONT_TIMEOUT_MS,
): Promise<ArrayBuffer | null> {
  const url = SUBSETS.find((s) => s.name === subset)!.files[weight];
  let pending = bytes.get(url);
  if (!pending) {
    pending = fetch(url)
      .then((res) => (res.ok ? res.arrayBuffer() : null))
      .catch(() => null);
    // A failed fetch is tried again by the next badge.
    void pending.then((b) => b === null && bytes.delete(url));
    bytes.set(url, pending);
  }
  return Promise.race([pending, timeout(timeoutMs).then(() => null)]);
}
