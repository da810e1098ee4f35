import type { EventPrinter } from '@shared/schemas/printJobs';
import type { DevicePrinter } from '../../platform/devices/types';

/**
 * The devices an event printer can print on from this station: the printer at the event's address
 * for it (devices.listPrinters lists it under the event printer's label), then printers found on
 * the network, or the browser's print dialog. Other event printers' addresses are theirs, not
 * offered. The first entry is the default.
 */
export function deviceChoices(eventPrinter: EventPrinter, devicePrinters: DevicePrinter[]): DevicePrinter[] {
  const own = devicePrinters.filter(
    (device) =>
      (device.source === 'configured' || device.source === 'both') && device.label === eventPrinter.label,
  );
  const others = devicePrinters.filter(
    (device) => device.source === 'discovered' || device.source === 'browser',
  );
  return [...own, ...others];
}

/** The device an owned printer prints on: the stored choice when still offered, else the default. */
export function chosenDevice(
  eventPrinter: EventPrinter,
  devicePrinters: DevicePrinter[],
  storedUri: string | undefined,
): DevicePrinter | null {
  const choices = deviceChoices(eventPrinter, devicePrinters);
  return choices.find((device) => device.uri === storedUri) ?? choices[0] ?? null;
}
