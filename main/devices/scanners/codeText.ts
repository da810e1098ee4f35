/** C0 control characters and DEL: stray CR/LF, NUL padding, STX/ETX framing around a code. */
function isControl(byte: number): boolean {
  return byte <= 0x1f || byte === 0x7f;
}

/**
 * The text of one scanned code, with control characters trimmed from both ends. Control characters
 * inside the code stay: GS1 barcodes put GS (0x1D) between fields and check-in must see the code as
 * printed. Bytes are UTF-8 (a QR code may hold any text).
 */
export function codeText(bytes: Uint8Array): string {
  let start = 0;
  let end = bytes.length;
  while (start < end && isControl(bytes[start]!)) start++;
  while (end > start && isControl(bytes[end - 1]!)) end--;
  return Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start).toString('utf8');
}
