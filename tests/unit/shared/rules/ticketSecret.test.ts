import { describe, expect, it } from 'vitest';
import { newTicketSecret, TICKET_SECRET_ALPHABET, TICKET_SECRET_LENGTH } from '@shared/rules/ticketSecret';

describe('newTicketSecret (DECISIONS 15)', () => {
  it('carries at least 96 random bits: 20 characters of Crockford base32', () => {
    expect(TICKET_SECRET_ALPHABET).toHaveLength(32);
    expect(TICKET_SECRET_LENGTH * Math.log2(TICKET_SECRET_ALPHABET.length)).toBeGreaterThanOrEqual(96);
    expect(newTicketSecret()).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
  });

  it('is new every time', () => {
    const secrets = new Set(Array.from({ length: 10_000 }, () => newTicketSecret()));
    expect(secrets.size).toBe(10_000);
  });

  it('uses every character about equally often (a byte modulo 32 is uniform)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2_000; i++) {
      for (const c of newTicketSecret()) counts.set(c, (counts.get(c) ?? 0) + 1);
    }
    // 40,000 characters: 1,250 expected per character; 5 standard deviations is about ±175.
    expect(counts.size).toBe(32);
    for (const n of counts.values()) expect(Math.abs(n - 1250)).toBeLessThan(250);
  });
});
