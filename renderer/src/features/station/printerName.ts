import type { PrinterOption } from './settings';

type Translate = (key: 'checkin.settings.browserPrinter') => string;

/**
 * A printer's name on screen. Devices name the browser's print dialog in English ("Browser print
 * dialog", platform/devices): that one is named in the reader's language. Real printers keep the
 * name they or the organizers gave them. The English label still goes to the scan log.
 */
export function printerName(
  printer: { label: string; kind?: string; source?: string },
  t: Translate,
): string {
  return printer.kind === 'browser' || printer.source === 'browser'
    ? t('checkin.settings.browserPrinter')
    : printer.label;
}

/** The name of a printer choice: a direct printer by its device, a queue printer by its label. */
export function printerOptionName(option: PrinterOption, t: Translate): string {
  return option.mode === 'directly' ? printerName(option.printer, t) : option.label;
}
