import { describe, expect, it } from 'vitest';
import {
  scanBoxSource,
  cameraFacing,
  zoomWithin,
} from '../../../../../renderer/src/features/station/cameraGeometry';
import {
  DEFAULT_CHECKIN_SETTINGS,
  NO_PRINTER,
  printerOptions,
  readSettings,
  resolvePrinter,
  type DirectPrinter,
} from '../../../../../renderer/src/features/station/settings';

const eventPrinters = [
  { id: 'p-ipp', label: 'Entrance printer', ip: '127.0.0.1:631/ipp/print', printType: 'ipp' },
  { id: 'p-txt', label: 'Entrance receipt printer', ip: '127.0.0.1:9100', printType: 'TXT' },
  { id: 'p-none', label: 'Nothing', ip: '', printType: 'none' },
];
const browser: DirectPrinter = {
  uri: 'browser:print-dialog',
  label: 'Browser print dialog',
  kind: 'browser',
  formats: [],
};

describe('check-in settings kept per event', () => {
  it('defaults: individual, camera, venue entrance, directly, no choice yet, checking in', () => {
    expect(readSettings(null)).toEqual({
      scanType: 'individual',
      scanMethod: 'camera',
      areaId: 'allEvent',
      printMode: 'directly',
      printer: null,
      checkIn: true,
    });
  });

  it('reads what was stored', () => {
    const stored = {
      ...DEFAULT_CHECKIN_SETTINGS,
      scanType: 'fast',
      scanMethod: 'handheldScanner',
      areaId: 'vipLounge',
      printer: 'queue:p-ipp',
    };
    expect(readSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back field by field on values it does not know, and on broken JSON', () => {
    expect(readSettings(JSON.stringify({ scanType: 'slow', areaId: 'mainHall' }))).toEqual({
      ...DEFAULT_CHECKIN_SETTINGS,
      areaId: 'mainHall',
    });
    expect(readSettings('{not json')).toEqual(DEFAULT_CHECKIN_SETTINGS);
  });
});

describe('printer choices', () => {
  it('print queue: the event’s printers, without printType none', () => {
    expect(printerOptions('printQueue', eventPrinters, [browser]).map((o) => [o.key, o.label])).toEqual([
      ['queue:p-ipp', 'Entrance printer'],
      ['queue:p-txt', 'Entrance receipt printer'],
    ]);
  });

  it('directly: the printers this station reaches', () => {
    expect(printerOptions('directly', eventPrinters, [browser]).map((o) => o.key)).toEqual([
      'device:browser:print-dialog',
    ]);
  });

  it('the stored choice while it is offered; else the first; "none" prints nothing', () => {
    const options = printerOptions('printQueue', eventPrinters, []);
    expect(resolvePrinter('queue:p-txt', options)?.label).toBe('Entrance receipt printer');
    expect(resolvePrinter(null, options)?.label).toBe('Entrance printer');
    expect(resolvePrinter('queue:gone', options)?.label).toBe('Entrance printer');
    expect(resolvePrinter(NO_PRINTER, options)).toBeNull();
    expect(resolvePrinter(null, [])).toBeNull();
  });
});

describe('camera geometry (spec §9)', () => {
  it('maps the 250 px box to the frame pixels under it (object-fit: cover)', () => {
    // A 640 × 480 frame shown in a 480 × 360 view: 0.75 view px per frame px.
    expect(scanBoxSource({ width: 640, height: 480 }, { width: 480, height: 360 }, 250)).toEqual({
      x: 154,
      y: 74,
      width: 333,
      height: 333,
    });
    // 1280 × 720 in a 4:3 view of 480 × 360: scaled by 0.5, the sides cut off.
    expect(scanBoxSource({ width: 1280, height: 720 }, { width: 480, height: 360 }, 250)).toEqual({
      x: 390,
      y: 110,
      width: 500,
      height: 500,
    });
  });

  it('never crops more than the frame’s shorter side, and uses it before layout', () => {
    expect(scanBoxSource({ width: 640, height: 480 }, { width: 100, height: 75 }, 250)).toEqual({
      x: 80,
      y: 0,
      width: 480,
      height: 480,
    });
    expect(scanBoxSource({ width: 640, height: 480 }, { width: 0, height: 0 }, 250).width).toBe(480);
  });

  it('faces the rear camera on mobile and the front one otherwise', () => {
    expect(cameraFacing(true)).toBe('environment');
    expect(cameraFacing(false)).toBe('user');
  });

  it('asks for zoom 3 within the track’s range, and none without zoom', () => {
    expect(zoomWithin(3, { min: 1, max: 10 })).toBe(3);
    expect(zoomWithin(3, { min: 1, max: 2 })).toBe(2);
    expect(zoomWithin(3, undefined)).toBeNull();
    expect(zoomWithin(3, {})).toBeNull();
  });
});
