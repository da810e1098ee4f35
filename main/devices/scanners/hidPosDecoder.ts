import { codeText } from './codeText';

/**
 * HID POS barcode scanners (USB HID Point of Sale Usage Tables, usage page 0x8C) send each code in
 * the "Scanned Data Report" (usage 0x12). Its fields are the spec's; their byte positions below are
 * the common fixed-size layout (64-byte reports, as Honeywell's HID POS interface sends them):
 *
 *   byte 0          report id (0x02)
 *   byte 1          number of data bytes in this report
 *   bytes 2..4      symbology identifier 1-3 (usages 0xFB-0xFD; an AIM id such as "]Q1")
 *   bytes 5..       decoded data (usage 0xFE), padded
 *   last byte       bit 0: "decoded data continued" (usage 0xFF) — more of this code follows
 *
 * A code longer than one report arrives in several, each but the last with the continuation bit.
 */
const SCANNED_DATA_REPORT_ID = 0x02;

const HEADER_BYTES = 5;
const FLAGS_BYTES = 1;
/** A run of continued reports longer than this is not a barcode; drop it rather than grow. */
const MAX_CODE_BYTES = 16 * 1024;

export interface HidPosDecoderOptions {
  /** The report id of the scanned data report; 0x02 unless the scanner's descriptor says otherwise. */
  reportId?: number;
}

/** Reassembles codes from input reports; feed() answers a whole code once its last report arrives. */
export function createHidPosDecoder(options: HidPosDecoderOptions = {}) {
  const reportId = options.reportId ?? SCANNED_DATA_REPORT_ID;
  let parts: Buffer[] = [];
  let size = 0;

  function feed(report: Uint8Array): string | null {
    if (report.length < HEADER_BYTES + FLAGS_BYTES || report[0] !== reportId) return null;
    const bytes = Buffer.from(report); // a copy: node-hid may reuse its buffer
    const dataEnd = Math.min(HEADER_BYTES + bytes[1]!, bytes.length - FLAGS_BYTES);
    const continued = (bytes[bytes.length - 1]! & 0x01) === 0x01;

    const data = bytes.subarray(HEADER_BYTES, dataEnd);
    parts.push(data);
    size += data.length;
    if (size > MAX_CODE_BYTES) {
      reset();
      return null;
    }
    if (continued) return null;

    const code = codeText(Buffer.concat(parts));
    reset();
    return code || null;
  }

  function reset(): void {
    parts = [];
    size = 0;
  }

  return {
    /** The code, once the report that completes it arrives; null for a partial or foreign report. */
    feed,
    /** Forgets a half-received code (the scanner went away mid-code). */
    reset,
  };
}
