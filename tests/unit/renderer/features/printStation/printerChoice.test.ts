import { describe, expect, it } from 'vitest';
import type { DevicePrinter } from '../../../../../renderer/src/platform/devices/types';
import { chosenDevice, deviceChoices } from '../../../../../renderer/src/features/printStation/printerChoice';

const status = { state: 'idle' as const, reasons: [], checkedAt: 0 };
const entrance = { id: 'p-ipp', label: 'Entrance printer', ip: '127.0.0.1:631/ipp/print', printType: 'ipp' };
const device = (uri: string, label: string, source: DevicePrinter['source']): DevicePrinter => ({
  uri,
  label,
  kind: source === 'browser' ? 'browser' : 'ipp',
  source,
  formats: [],
  status,
});

describe('print station: the device an event printer prints on', () => {
  const atAddress = device('ipp://127.0.0.1:631/ipp/print', 'Entrance printer', 'configured');
  const otherEventPrinter = device('socket://127.0.0.1:9100', 'Entrance receipt printer', 'configured');
  const found = device('ipp://10.0.0.9:631/ipp/print', 'Office printer', 'discovered');

  it('the printer at the event’s address first, then printers found on the network; other event printers are theirs', () => {
    expect(deviceChoices(entrance, [atAddress, otherEventPrinter, found])).toEqual([atAddress, found]);
  });

  it('on the web: the browser’s print dialog', () => {
    const browser = device('browser:print-dialog', 'Browser print dialog', 'browser');
    expect(deviceChoices(entrance, [browser])).toEqual([browser]);
  });

  it('the stored choice while it is offered, else the default', () => {
    expect(chosenDevice(entrance, [atAddress, found], found.uri)).toBe(found);
    expect(chosenDevice(entrance, [atAddress, found], 'ipp://gone/ipp/print')).toBe(atAddress);
    expect(chosenDevice(entrance, [], undefined)).toBeNull();
  });
});
