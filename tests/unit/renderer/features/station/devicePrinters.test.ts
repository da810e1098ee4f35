import { describe, expect, it } from 'vitest';
import type { DevicePrinter } from '../../../../../renderer/src/platform/devices/types';
import {
  configuredPrinters,
  directPrinter,
  withStatus,
} from '../../../../../renderer/src/features/station/devicePrinters';

const eventPrinters = [
  { id: 'p-ipp', label: 'Entrance printer', ip: '127.0.0.1:631/ipp/print', printType: 'ipp' },
  { id: 'p-txt', label: 'Entrance receipt printer', ip: '127.0.0.1:9100', printType: 'TXT' },
  { id: 'p-none', label: 'Nothing', ip: '', printType: ' None ' },
];
const idle = { state: 'idle' as const, reasons: [], checkedAt: 0 };
const device = (uri: string, label: string): DevicePrinter => ({
  uri,
  label,
  kind: 'ipp',
  source: 'configured',
  formats: ['application/pdf'],
  status: idle,
});

describe('this station’s printers', () => {
  it('the event’s printers are listed by label, address and type; printType none is no printer', () => {
    expect(configuredPrinters(eventPrinters)).toEqual([
      { label: 'Entrance printer', ip: '127.0.0.1:631/ipp/print', printType: 'ipp' },
      { label: 'Entrance receipt printer', ip: '127.0.0.1:9100', printType: 'TXT' },
    ]);
  });

  it('a listed device prints directly by its address, name, kind and formats (no source, no status)', () => {
    expect(directPrinter(device('ipp://127.0.0.1:631/ipp/print', 'Entrance printer'))).toEqual({
      uri: 'ipp://127.0.0.1:631/ipp/print',
      label: 'Entrance printer',
      kind: 'ipp',
      formats: ['application/pdf'],
    });
  });

  it('a status asked for again replaces that device’s only', () => {
    const entrance = device('ipp://a', 'A');
    const other = device('ipp://b', 'B');
    const jammed = { state: 'stopped' as const, reasons: ['media-jam'], checkedAt: 1 };
    const next = withStatus([entrance, other], 'ipp://a', jammed);
    expect(next).toEqual([{ ...entrance, status: jammed }, other]);
    expect(next[1]).toBe(other);
    expect(withStatus([other], 'ipp://gone', jammed)).toEqual([other]);
  });
});
