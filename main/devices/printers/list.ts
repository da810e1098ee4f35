import type { ConfiguredPrinter, PrinterInfo, PrinterStatus } from '@shared/ipc/printers';
import { createPrinterDriver } from './create';
import { discoverPrinters, type DiscoveredPrinter } from './discovery';
import type { PrinterDriver } from './types';
import { configuredPrinterUri, printerAddress, printerUriKey } from './uri';

/** A printer before its status is asked: where it came from and what it is called. */
export type PrinterEntry = Omit<PrinterInfo, 'formats' | 'status'>;

/**
 * The event's configured printers and the discovered ones in one list: configured first, in their
 * order, then the discovered ones by name (and URI). The same printer (same URI, default port and path
 * written out or not) is one entry with source 'both' and the configured label. printType 'none'
 * entries are left out.
 */
export function mergePrinters(
  configured: ConfiguredPrinter[],
  discovered: DiscoveredPrinter[],
): PrinterEntry[] {
  const entries = new Map<string, PrinterEntry>();
  for (const printer of configured) {
    const uri = configuredPrinterUri(printer);
    if (!uri || entries.has(printerUriKey(uri))) continue;
    entries.set(printerUriKey(uri), { uri, label: printer.label, kind: kindOf(uri), source: 'configured' });
  }
  const byName = [...discovered].sort((a, b) => a.name.localeCompare(b.name) || a.uri.localeCompare(b.uri));
  for (const printer of byName) {
    const key = printerUriKey(printer.uri);
    const known = entries.get(key);
    if (known) {
      if (known.source === 'configured') known.source = 'both';
      continue;
    }
    entries.set(key, { uri: printer.uri, label: printer.name, kind: printer.kind, source: 'discovered' });
  }
  return [...entries.values()];
}

export interface ListPrintersOptions {
  /** How long to browse DNS-SD; 0 lists the configured printers only. */
  discoveryMs: number;
  /** A status that takes longer is reported as 'unknown' (default 5 s). */
  statusTimeoutMs?: number;
  /** Defaults to a DNS-SD browse of discoveryMs. */
  discover?: (timeoutMs: number) => Promise<DiscoveredPrinter[]>;
  /** Defaults to createPrinterDriver. */
  driverFor?: (uri: string) => PrinterDriver;
}

/** Configured and discovered printers with a fresh status each. Never throws for a printer's sake. */
export async function listPrinters(
  configured: ConfiguredPrinter[],
  options: ListPrintersOptions,
): Promise<PrinterInfo[]> {
  const discover = options.discover ?? ((timeoutMs) => discoverPrinters({ timeoutMs }));
  const discovered = options.discoveryMs > 0 ? await discover(options.discoveryMs).catch(() => []) : [];
  const driverFor = options.driverFor ?? ((uri: string) => createPrinterDriver(uri));
  const timeoutMs = options.statusTimeoutMs ?? 5_000;
  return Promise.all(
    mergePrinters(configured, discovered).map(async (entry) => {
      const driver = driverFor(entry.uri);
      const [status, formats] = await Promise.all([
        within(timeoutMs, driver.status(), () => unknownStatus(`No status within ${timeoutMs} ms.`)).catch(
          (error: unknown) => unknownStatus(error instanceof Error ? error.message : String(error)),
        ),
        within(timeoutMs, driver.formats(), () => []).catch(() => []),
      ]);
      return { ...entry, formats, status };
    }),
  );
}

function kindOf(uri: string): PrinterInfo['kind'] {
  return printerAddress(uri).scheme === 'socket' ? 'escpos' : 'ipp';
}

function unknownStatus(message: string): PrinterStatus {
  return { state: 'unknown', reasons: [], message, checkedAt: Date.now() };
}

function within<T>(ms: number, promise: Promise<T>, fallback: () => T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback()), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
