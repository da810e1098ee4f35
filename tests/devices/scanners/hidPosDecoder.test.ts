import { describe, expect, it } from 'vitest';
import { createHidPosDecoder } from '../../../main/devices/scanners/hidPosDecoder';

const REPORT_SIZE = 64;
const DATA_BYTES_PER_REPORT = 56;

/** One "Scanned Data Report" as a HID POS scanner sends it: id, length, AIM id, data, padding, flags. */
function scannedDataReport(
  data: Uint8Array | string,
  { continued = false, symbology = ']Q1', reportId = 0x02, length }: ReportOptions = {},
): Buffer {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : Buffer.from(data);
  const report = Buffer.alloc(REPORT_SIZE);
  report[0] = reportId;
  report[1] = length ?? bytes.length;
  report.write(symbology, 2, 3, 'latin1');
  bytes.copy(report, 5);
  report[REPORT_SIZE - 1] = continued ? 0x01 : 0x00;
  return report;
}
interface ReportOptions {
  continued?: boolean;
  symbology?: string;
  reportId?: number;
  length?: number;
}

/** A code too long for one report, cut as the scanner would: 56 data bytes a report. */
function scannedDataReports(code: string): Buffer[] {
  const bytes = Buffer.from(code, 'utf8');
  const reports: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += DATA_BYTES_PER_REPORT) {
    const part = bytes.subarray(offset, offset + DATA_BYTES_PER_REPORT);
    reports.push(scannedDataReport(part, { continued: offset + DATA_BYTES_PER_REPORT < bytes.length }));
  }
  return reports;
}

describe('HID POS decoder', () => {
  it('decodes a code from one scanned data report, without symbology id or padding', () => {
    const decoder = createHidPosDecoder();

    expect(decoder.feed(scannedDataReport('https://lanyard.test/tickets/T-1001'))).toBe(
      'https://lanyard.test/tickets/T-1001',
    );
  });

  it('joins a code continued over several reports and answers only with the last one', () => {
    const code = `https://lanyard.test/tickets/${'T'.repeat(130)}-end`;
    const reports = scannedDataReports(code);
    expect(reports).toHaveLength(3);
    const decoder = createHidPosDecoder();

    expect(reports.map((report) => decoder.feed(report))).toEqual([null, null, code]);
  });

  it('decodes consecutive codes independently', () => {
    const decoder = createHidPosDecoder();

    expect(decoder.feed(scannedDataReport('T-1'))).toBe('T-1');
    expect(decoder.feed(scannedDataReport('T-2'))).toBe('T-2');
  });

  it('keeps a UTF-8 character that is cut between two reports whole', () => {
    const code = `${'a'.repeat(DATA_BYTES_PER_REPORT - 1)}ğ-tail`; // ğ is two bytes, straddling the cut
    const decoder = createHidPosDecoder();

    expect(scannedDataReports(code).map((report) => decoder.feed(report))).toEqual([null, code]);
  });

  it('ignores reports with another report id, also in the middle of a continued code', () => {
    const [first, second] = scannedDataReports(`T-${'9'.repeat(80)}`);
    const decoder = createHidPosDecoder();

    expect(decoder.feed(first!)).toBeNull();
    expect(decoder.feed(scannedDataReport('not a scan', { reportId: 0x04 }))).toBeNull();
    expect(decoder.feed(second!)).toBe(`T-${'9'.repeat(80)}`);
  });

  it('uses the report id it is given', () => {
    const decoder = createHidPosDecoder({ reportId: 0x05 });

    expect(decoder.feed(scannedDataReport('T-1'))).toBeNull();
    expect(decoder.feed(scannedDataReport('T-1', { reportId: 0x05 }))).toBe('T-1');
  });

  it('trims a suffix the scanner was set to add, but keeps GS separators inside a GS1 code', () => {
    const decoder = createHidPosDecoder();

    expect(decoder.feed(scannedDataReport('0109501101020917\u001d10ABC\r\n'))).toBe(
      '0109501101020917\u001d10ABC',
    );
  });

  it('never reads the flags byte as data when the length byte overstates the report', () => {
    const report = scannedDataReport('T-1', { length: 255 });
    report[REPORT_SIZE - 1] = 0x00;
    const decoder = createHidPosDecoder();

    expect(decoder.feed(report)).toBe('T-1');
  });

  it('answers null for an empty report and for reports too short to hold a header', () => {
    const decoder = createHidPosDecoder();

    expect(decoder.feed(scannedDataReport(''))).toBeNull();
    expect(decoder.feed(Buffer.from([0x02, 0x03, 0x5d]))).toBeNull();
    expect(decoder.feed(scannedDataReport('T-2'))).toBe('T-2');
  });

  it('forgets half a code on reset()', () => {
    const [first] = scannedDataReports(`T-${'1'.repeat(80)}`);
    const decoder = createHidPosDecoder();
    decoder.feed(first!);

    decoder.reset();

    expect(decoder.feed(scannedDataReport('T-3'))).toBe('T-3');
  });
});
