import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  parseHexColor,
  typeColorStyle,
} from '../../../../../renderer/src/features/networking/typeColors';

describe('parseHexColor', () => {
  it('reads #rgb and #rrggbb, nothing else', () => {
    expect(parseHexColor('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColor(' #1B998B ')).toEqual([27, 153, 139]);
    expect(parseHexColor('red')).toBeNull();
    expect(parseHexColor('#12345678')).toBeNull();
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrastRatio([27, 153, 139], [27, 153, 139])).toBe(1);
  });
});

describe('typeColorStyle', () => {
  it("keeps the event's colours when the text is readable on the background (4.5:1)", () => {
    expect(typeColorStyle({ backgroundColor: '#0f4c81', color: '#ffffff' })).toEqual({
      kind: 'badge',
      backgroundColor: '#0f4c81',
      color: '#ffffff',
    });
  });

  it('shows an unreadable pair as a swatch of the background colour', () => {
    // White on #1b998b is about 3.3:1.
    expect(typeColorStyle({ backgroundColor: '#1b998b', color: '#ffffff' })).toEqual({
      kind: 'swatch',
      color: '#1b998b',
    });
  });

  it('shows colours it cannot read, or none, not at all', () => {
    expect(typeColorStyle({ backgroundColor: 'url(x)', color: '#fff' })).toEqual({ kind: 'plain' });
    expect(typeColorStyle(undefined)).toEqual({ kind: 'plain' });
  });
});
