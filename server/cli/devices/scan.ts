import { Command } from 'commander';
import type { ScannerConfig } from '@shared/ipc/scanners';
import { action, CliExit, positiveInt } from './options';
import { UNAVAILABLE } from './scanners';

const suffixes = { cr: '\r', lf: '\n', crlf: '\r\n', tab: '\t' } as const;

interface ScanOptions {
  serial?: string;
  hid?: string | true;
  baud: number;
  suffix: keyof typeof suffixes;
}

async function scannerConfig(opts: ScanOptions): Promise<ScannerConfig> {
  if (opts.serial && opts.hid) throw new CliExit('Give --serial <path> or --hid [path], not both.');
  if (opts.serial) {
    const suffix = suffixes[opts.suffix];
    if (!suffix) throw new CliExit(`--suffix ${opts.suffix}: expected cr, lf, crlf or tab`);
    return { kind: 'serial', path: opts.serial, baudRate: opts.baud, suffix };
  }
  if (opts.hid === true) {
    const { listHidScanners, scannerUnavailable } = await import('../../../main/devices/scanners');
    // HID scanners only: the full list would also run serialport's udevadm for ports never used.
    const [first] = await listHidScanners().catch((failure: unknown) => {
      throw new CliExit(`${UNAVAILABLE.hid}: ${scannerUnavailable('hid', failure).reason}`);
    });
    if (!first) throw new CliExit('No HID POS scanner (usage page 0x8C) is connected.');
    return { kind: 'hid', path: first.path };
  }
  if (opts.hid) return { kind: 'hid', path: opts.hid };
  throw new CliExit('Give --serial <path> or --hid [path].');
}

/** `lanyard devices scan`: each scanned code on its own line on stdout until Ctrl-C. */
export function scanCommand(): Command {
  return new Command('scan')
    .description('Print each code a serial or HID POS scanner reads on its own line (Ctrl-C stops)')
    .option('--serial <path>', 'serial (CDC-ACM) scanner, e.g. /dev/ttyACM0 or COM3')
    .option('--baud <n>', 'baud rate of a serial scanner', positiveInt, 9600)
    .option('--suffix <suffix>', 'what ends a code on the wire: cr, lf, crlf or tab', 'cr')
    .option('--hid [path]', 'HID POS scanner: this device path, or the first one found')
    .action(
      action(async (opts: ScanOptions) => {
        const config = await scannerConfig(opts);
        // Loaded here, not at start-up: the native serialport and node-hid bindings are only
        // needed to scan, and every other lanyard command starts without them.
        const { scanToStdout } = await import('../../../main/devices/scanners');
        const handle = scanToStdout(
          config,
          (text) => process.stdout.write(text),
          (text) => process.stderr.write(text),
        );
        await new Promise<void>((resolve) => {
          process.once('SIGINT', resolve);
          process.once('SIGTERM', resolve);
        });
        await handle.close();
      }),
    );
}
