import { CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import type { TextBadge } from '@shared/ipc/queue';

/** ESC @: initialize the printer (the package's typings leave out its initHardware()). */
const ESC_INIT = Buffer.from([0x1b, 0x40]);

export interface EscposLayoutOptions {
  /** Characters per line at normal size: 48 on 80 mm paper, 32 on 58 mm. */
  width?: number;
  copies?: number;
}

/**
 * The text badge as ESC/POS bytes, one badge per copy: ESC @, the name large and bold, company,
 * participant type, ticket id, a QR code of the ticket URL (GS ( k) and a full cut (GS V).
 * node-thermal-printer writes the commands and picks a code page for each non-ASCII letter.
 */
export function escposBadge(badge: TextBadge, options: EscposLayoutOptions = {}): Buffer {
  // No interface: this printer object only builds bytes; escpos.ts sends them.
  const printer = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    width: options.width ?? 48,
  } as ConstructorParameters<typeof ThermalPrinter>[0]);

  for (let copy = 0; copy < (options.copies ?? 1); copy++) {
    printer.append(ESC_INIT);
    printer.setCharacterSet(CharacterSet.PC437_USA);
    printer.alignCenter();
    printer.setTextSize(1, 1);
    printer.bold(true);
    printer.println(badge.name);
    printer.bold(false);
    printer.setTextNormal();
    if (badge.company) printer.println(badge.company);
    if (badge.type) printer.println(badge.type);
    printer.newLine();
    printer.println(badge.ticketId);
    printer.printQR(badge.ticketUrl, { cellSize: 6, correction: 'M', model: 2 });
    printer.newLine();
    printer.cut();
  }
  return printer.getBuffer();
}
