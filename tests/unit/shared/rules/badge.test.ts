import { describe, expect, it } from 'vitest';
import { textBadge as textBadgeSchema } from '@shared/ipc/queue';
import {
  badgeImageType,
  fillPlaceholders,
  mmToPt,
  mmToPx,
  placeholdersIn,
  textBadge,
  unknownPlaceholdersIn,
} from '@shared/rules/badge';
import type { BadgeValues } from '@shared/schemas/badge';

describe('mmToPx: floor(mm / 25.4 × dpi)', () => {
  it.each([
    // The default badge (DECISIONS 17) at print and preview resolution.
    { mm: 90, dpi: 300, px: 1062 },
    { mm: 120, dpi: 300, px: 1417 },
    { mm: 90, dpi: 72, px: 255 },
    { mm: 120, dpi: 72, px: 340 },
    // One inch is exactly the resolution.
    { mm: 25.4, dpi: 300, px: 300 },
    { mm: 25.4, dpi: 72, px: 72 },
    // A credit-card badge, and a label printer's 203 dpi.
    { mm: 54, dpi: 300, px: 637 },
    { mm: 86, dpi: 300, px: 1015 },
    { mm: 54, dpi: 203, px: 431 },
    { mm: 100, dpi: 600, px: 2362 },
    { mm: 0, dpi: 300, px: 0 },
  ])('$mm mm at $dpi dpi is $px px', ({ mm, dpi, px }) => {
    expect(mmToPx(mm, dpi)).toBe(px);
  });

  it('floors a length whose exact pixel count is whole but whose floating-point product falls short', () => {
    // 2.3 / 25.4 × 254 is 22.999999999999996 in binary floating point; the length is 23 px.
    expect(mmToPx(2.3, 254)).toBe(23);
  });

  it('never rounds up a fraction of a pixel', () => {
    expect(mmToPx(1, 300)).toBe(11); // 11.81…
    expect(mmToPx(1, 72)).toBe(2); // 2.83…
  });

  it('gives PDF points for a size in mm (1 pt = 1/72 in)', () => {
    expect(mmToPt(25.4)).toBe(72);
    expect(mmToPt(90)).toBeCloseTo(255.118, 3);
  });
});

describe('fillPlaceholders', () => {
  const ada: Partial<BadgeValues> = {
    FirstName: 'Ada',
    LastName: 'Lovelace',
    FullName: 'Ada Lovelace',
    Company: 'Analytical Engines',
    City: 'İstanbul',
  };

  it('replaces each placeholder with the person’s value', () => {
    expect(fillPlaceholders('{FirstName} {LastName}', ada)).toBe('Ada Lovelace');
    expect(fillPlaceholders('{Company}, {City}', ada)).toBe('Analytical Engines, İstanbul');
  });

  it('replaces a placeholder every time it appears', () => {
    expect(fillPlaceholders('{FirstName}/{FirstName}/{FirstName}', ada)).toBe('Ada/Ada/Ada');
  });

  it('leaves a known placeholder without a value empty', () => {
    expect(fillPlaceholders('{JobTitle}', ada)).toBe('');
    expect(fillPlaceholders('{FullName} – {Phone}', ada)).toBe('Ada Lovelace – ');
  });

  it('keeps unknown words in braces and placeholders in the wrong case as typed', () => {
    expect(fillPlaceholders('{Nickname} {firstname} {FirstName}', ada)).toBe('{Nickname} {firstname} Ada');
    expect(fillPlaceholders('{ FirstName } {}', ada)).toBe('{ FirstName } {}');
  });

  it('does not read a value as a placeholder again', () => {
    expect(fillPlaceholders('{FirstName}', { FirstName: '{LastName}', LastName: 'x' })).toBe('{LastName}');
  });

  it('leaves free text alone', () => {
    expect(fillPlaceholders('BOSPHORUS TECH SUMMIT', ada)).toBe('BOSPHORUS TECH SUMMIT');
  });
});

describe('placeholdersIn', () => {
  it('lists the known placeholders once each, in order of appearance', () => {
    expect(placeholdersIn('{LastName}, {FirstName} ({LastName}) {Unknown} {City}')).toEqual([
      'LastName',
      'FirstName',
      'City',
    ]);
  });

  it('finds none in free text', () => {
    expect(placeholdersIn('Welcome {guest}')).toEqual([]);
  });
});

describe('unknownPlaceholdersIn', () => {
  it('names words in braces that are not placeholders, once each', () => {
    expect(unknownPlaceholdersIn('{Nickname} {FirstName} {firstname} {Nickname}')).toEqual([
      'Nickname',
      'firstname',
    ]);
  });

  it('ignores braces that hold no name', () => {
    expect(unknownPlaceholdersIn('{ } {1} {} {First Name} {City}')).toEqual([]);
  });
});

describe('textBadge (TXT printers)', () => {
  const url = 'https://venue.example/tickets/T-000042';

  it('lays out the full name, company, type and ticket', () => {
    const badge = textBadge(
      {
        FirstName: 'Ada',
        LastName: 'Lovelace',
        FullName: 'Ada King Lovelace',
        Company: 'Analytical Engines',
        ParticipantType: 'Speaker',
        TicketId: 'T-000042',
      },
      url,
    );
    expect(badge).toEqual({
      name: 'Ada King Lovelace',
      company: 'Analytical Engines',
      type: 'Speaker',
      ticketId: 'T-000042',
      ticketUrl: url,
    });
    expect(textBadgeSchema.parse(badge)).toEqual(badge);
  });

  it('joins first and last name when there is no full name, and leaves out empty fields', () => {
    expect(textBadge({ FirstName: 'Ada', LastName: 'Lovelace', Company: ' ' }, url)).toEqual({
      name: 'Ada Lovelace',
      ticketId: 'T-000042',
      ticketUrl: url,
    });
  });
});

describe('badgeImageType (uploads checked by content)', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, 0, 0, 0, 0]);

  it('knows PNG and JPEG by their signatures', () => {
    expect(badgeImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(badgeImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
  });

  it('refuses other content whatever the file is called', () => {
    expect(badgeImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(badgeImageType(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeNull(); // GIF89a
    expect(badgeImageType(new Uint8Array([0x89, 0x50]))).toBeNull(); // cut short
    expect(badgeImageType(new Uint8Array())).toBeNull();
  });
});
