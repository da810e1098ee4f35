import type { SerialScannerSuffix } from './types';
import { codeText } from './codeText';

/** A scanner that never sends its suffix would grow the buffer forever; past this, the bytes are noise. */
const MAX_PENDING_BYTES = 64 * 1024;

/**
 * Cuts a serial byte stream into codes at the configured suffix. Codes may arrive split across
 * chunks or several to a chunk. Only complete codes come out; the unfinished tail waits for the next
 * chunk. The edges of each code are trimmed of control characters, so a scanner set to CR+LF still
 * works when the station expects CR (the LF becomes the start of the next code and is trimmed), and
 * a code that is only control characters yields nothing.
 */
export function createCodeSplitter(suffix: SerialScannerSuffix) {
  const separator = Buffer.from(suffix, 'latin1');
  let pending: Buffer = Buffer.alloc(0);

  return {
    push(chunk: Uint8Array): string[] {
      pending = pending.length ? Buffer.concat([pending, chunk]) : Buffer.from(chunk);
      const codes: string[] = [];
      let start = 0;
      for (let end = pending.indexOf(separator, start); end !== -1; end = pending.indexOf(separator, start)) {
        const code = codeText(pending.subarray(start, end));
        if (code) codes.push(code);
        start = end + separator.length;
      }
      pending = pending.subarray(start);
      if (pending.length > MAX_PENDING_BYTES) pending = Buffer.alloc(0);
      return codes;
    },
    /** Drops a half-received code, e.g. when the scanner was unplugged mid-transfer. */
    reset(): void {
      pending = Buffer.alloc(0);
    },
  };
}
