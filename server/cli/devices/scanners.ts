import { Command } from 'commander';
import type { ScannerList, ScannerUnavailable } from '@shared/ipc/scanners';
import { action } from './options';

/** The notes the station's scanner picker shows (renderer checkin.settings.scannerUnavailable), in English. */
export const UNAVAILABLE: Record<ScannerUnavailable['kind'], string> = {
  hid: 'HID POS scanners cannot be listed on this machine',
  serial: 'Serial ports are listed by path only, without their names',
};

function table(list: ScannerList): string {
  const rows = list.scanners.map((s) => [s.kind, s.path, s.label]);
  const header = ['KIND', 'PATH', 'NAME'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  return [header, ...rows]
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** `lanyard devices scanners`: the serial ports and HID POS scanners a station could use now. */
export function scannersCommand(): Command {
  return new Command('scanners')
    .description(
      'List the serial ports and HID POS scanners present now, and the kinds that cannot be listed',
    )
    .option('--json', 'print the list as JSON')
    .action(
      action(async (opts: { json?: boolean }) => {
        // Loaded here, not at start-up: every other lanyard command starts without the native addons.
        const { listScanners } = await import('../../../main/devices/scanners');
        const list = await listScanners();
        if (opts.json) {
          console.log(JSON.stringify(list, null, 2));
          return;
        }
        console.log(list.scanners.length === 0 ? 'No scanners found.' : table(list));
        for (const { kind, reason } of list.unavailable) {
          process.stderr.write(`${UNAVAILABLE[kind]}: ${reason}\n`);
        }
      }),
    );
}
