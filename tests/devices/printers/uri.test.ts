import { describe, expect, it } from 'vitest';
import { configuredPrinterUri, createPrinterDriver, printerUriKey } from '../../../main/devices/printers';

describe('configuredPrinterUri', () => {
  it.each([
    // printType none: the event has no printer here
    [{ ip: '10.0.0.5', printType: 'none' }, null],
    [{ ip: '10.0.0.5', printType: 'None' }, null],
    // TXT: ESC/POS on raw TCP, port 9100 unless given
    [{ ip: '10.0.0.5', printType: 'TXT' }, 'socket://10.0.0.5:9100'],
    [{ ip: '10.0.0.5:9101', printType: 'TXT' }, 'socket://10.0.0.5:9101'],
    [{ ip: ' kiosk-printer.local ', printType: 'txt' }, 'socket://kiosk-printer.local:9100'],
    // everything else: IPP, port 631 and /ipp/print unless given
    [{ ip: '10.0.0.7', printType: 'IPP' }, 'ipp://10.0.0.7:631/ipp/print'],
    [{ ip: '10.0.0.7', printType: 'PDF' }, 'ipp://10.0.0.7:631/ipp/print'],
    [{ ip: '10.0.0.7:8631', printType: 'IPP' }, 'ipp://10.0.0.7:8631/ipp/print'],
    [{ ip: '10.0.0.7/ipp/print2', printType: 'IPP' }, 'ipp://10.0.0.7:631/ipp/print2'],
    [{ ip: 'fe80::1', printType: 'IPP' }, 'ipp://[fe80::1]:631/ipp/print'],
    // an explicit scheme is kept as given; http(s) is the same protocol under its IPP name
    [
      { ip: 'ipps://badges.venue.example/ipp/print', printType: 'IPP' },
      'ipps://badges.venue.example/ipp/print',
    ],
    [{ ip: 'socket://10.0.0.9:9100', printType: 'IPP' }, 'socket://10.0.0.9:9100'],
    [{ ip: 'http://10.0.0.7:631/ipp/print', printType: 'IPP' }, 'ipp://10.0.0.7:631/ipp/print'],
    [{ ip: 'HTTPS://10.0.0.7/ipp/print', printType: 'IPP' }, 'ipps://10.0.0.7/ipp/print'],
    // nothing printable
    [{ ip: 'ftp://10.0.0.7', printType: 'IPP' }, null],
    [{ ip: '   ', printType: 'IPP' }, null],
  ])('%o → %s', (printer, uri) => {
    expect(configuredPrinterUri({ label: 'Desk', ...printer })).toBe(uri);
  });
});

describe('printerUriKey', () => {
  it('spells the same printer the same way with or without the default port and path', () => {
    expect(printerUriKey('ipp://Printer.local/ipp/print')).toBe(
      printerUriKey('ipp://printer.local:631/ipp/print'),
    );
    expect(printerUriKey('socket://10.0.0.5')).toBe(printerUriKey('socket://10.0.0.5:9100'));
    expect(printerUriKey('ipp://10.0.0.5/ipp/print')).not.toBe(printerUriKey('ipps://10.0.0.5/ipp/print'));
  });
});

describe('createPrinterDriver', () => {
  it('picks IPP for ipp:// and ipps:// and ESC/POS for socket://', () => {
    expect(createPrinterDriver('ipp://10.0.0.7:631/ipp/print').kind).toBe('ipp');
    expect(createPrinterDriver('ipps://10.0.0.7/ipp/print').kind).toBe('ipp');
    expect(createPrinterDriver('socket://10.0.0.5:9100').kind).toBe('escpos');
  });

  it('refuses a URI that names no printer protocol', () => {
    expect(() => createPrinterDriver('http://10.0.0.7/ipp/print')).toThrow(
      /ipp:\/\/, ipps:\/\/ or socket:\/\//,
    );
  });
});
