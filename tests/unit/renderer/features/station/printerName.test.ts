import { describe, expect, it } from 'vitest';
import { printerName, printerOptionName } from '../../../../../renderer/src/features/station/printerName';

const t = (key: string) => `«${key}»`;

describe('printer names on screen', () => {
  it("names the browser's print dialog in the reader's language, on the console and the print station", () => {
    expect(printerName({ label: 'Browser print dialog', kind: 'browser' }, t)).toBe(
      '«checkin.settings.browserPrinter»',
    );
    expect(printerName({ label: 'Browser print dialog', source: 'browser' }, t)).toBe(
      '«checkin.settings.browserPrinter»',
    );
    expect(
      printerOptionName(
        {
          key: 'device:browser:print-dialog',
          mode: 'directly',
          label: 'Browser print dialog',
          printer: {
            uri: 'browser:print-dialog',
            label: 'Browser print dialog',
            kind: 'browser',
            formats: [],
          },
        },
        t,
      ),
    ).toBe('«checkin.settings.browserPrinter»');
  });

  it('keeps the names of real printers and of the event printers as given', () => {
    expect(printerName({ label: 'Zebra ZD421', kind: 'ipp' }, t)).toBe('Zebra ZD421');
    expect(
      printerOptionName(
        {
          key: 'queue:p1',
          mode: 'printQueue',
          label: 'Entrance printer',
          printer: { id: 'p1', label: 'Entrance printer', ip: '10.0.0.5', printType: 'ipp' },
        },
        t,
      ),
    ).toBe('Entrance printer');
  });
});
