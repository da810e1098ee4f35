/** Crockford's base32 alphabet: no I, L, O or U, so a secret read from paper is not misread. */
export const TICKET_SECRET_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 20 characters of 5 bits each: 100 random bits (DECISIONS 15 asks for at least 96). */
export const TICKET_SECRET_LENGTH = 20;

/**
 * A new ticket secret (DECISIONS 15), e.g. `7KQ2M9XW4R8T5N3HPA6C`: what a ticket's QR URL, ticket
 * sign-up and pre-registration carry. Drawn from the platform's CSPRNG (Web Crypto, in Node and in
 * browsers alike); a random byte modulo 32 is uniform. Migration 0005 makes the same shape in SQL.
 */
export function newTicketSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(TICKET_SECRET_LENGTH));
  return Array.from(bytes, (byte) => TICKET_SECRET_ALPHABET[byte % 32]).join('');
}
