import { Command } from 'commander';
import { printCommand, testBadgeCommand } from './devices/print';
import { printersCommand } from './devices/printers';
import { queueCommand } from './devices/queue';
import { scanCommand } from './devices/scan';
import { scannersCommand } from './devices/scanners';

/**
 * `lanyard devices`: the venue-IT tool on the same device modules as the desktop shell
 * (main/devices/; docs/print-queue.md has the reference).
 */
export function devicesCommand(): Command {
  return new Command('devices')
    .description('Printers, print queue and scanners at the venue (the modules the desktop app uses)')
    .addCommand(printersCommand())
    .addCommand(printCommand())
    .addCommand(testBadgeCommand())
    .addCommand(queueCommand())
    .addCommand(scannersCommand())
    .addCommand(scanCommand());
}
