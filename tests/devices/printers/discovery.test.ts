import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browsePrinters,
  listPrinters,
  mergePrinters,
  type DiscoveredPrinter,
  type PrinterBrowser,
} from '../../../main/devices/printers';
import { freePort, startIppEvePrinter, type IppEvePrinter } from '../../support/ippeveprinter';
import { startTcpPrinter, type TcpPrinter } from '../../support/tcpPrinter';

/** Browses until a printer with this name shows up on every listed service (or fails after 10 s). */
async function discover(name: string, services: string[]): Promise<DiscoveredPrinter[]> {
  const seen: DiscoveredPrinter[] = [];
  let browser: PrinterBrowser | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${name}" was not announced within 10 s`)), 10_000);
      browser = browsePrinters({
        onAdd: (printer) => {
          if (printer.name !== name) return;
          seen.push(printer);
          if (services.every((service) => seen.some((p) => p.service === service))) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    browser?.stop();
  }
  return seen;
}

describe('DNS-SD discovery (avahi on this machine)', () => {
  let printer: IppEvePrinter;
  beforeAll(async () => {
    printer = await startIppEvePrinter();
  });
  afterAll(async () => {
    await printer?.close();
  });

  it('finds ippeveprinter on _ipp._tcp and _ipps._tcp with the resource path from its TXT record', async () => {
    const found = await discover(printer.name, ['ipp', 'ipps']);
    const uris = found.map((p) => p.uri);
    expect(uris).toContainEqual(expect.stringMatching(new RegExp(`^ipp://[^/]+:${printer.port}/ipp/print$`)));
    expect(uris).toContainEqual(
      expect.stringMatching(new RegExp(`^ipps://[^/]+:${printer.port}/ipp/print$`)),
    );
    expect(found.every((p) => p.kind === 'ipp')).toBe(true);
  });

  it('reports a printer that goes away', async () => {
    const other = await startIppEvePrinter({ formats: ['application/pdf'] });
    const removed: DiscoveredPrinter[] = [];
    let browser: PrinterBrowser | undefined;
    try {
      await new Promise<void>((resolve) => {
        browser = browsePrinters({
          onAdd: (p) => p.name === other.name && resolve(),
          onRemove: (p) => p.name === other.name && removed.push(p),
        });
      });
      await other.close();
      await expect.poll(() => removed.length, { timeout: 10_000 }).toBeGreaterThan(0);
      expect(browser!.printers().some((p) => p.name === other.name)).toBe(false);
    } finally {
      browser?.stop();
      await other.close();
    }
  });

  it('lists what DNS-SD finds, under the announced name', async () => {
    const list = await listPrinters([], { discoveryMs: 2_500 });
    const ours = list.filter((p) => p.label === printer.name);
    expect(ours.map((p) => p.uri).sort()).toEqual([
      expect.stringMatching(new RegExp(`^ipp://[^/]+:${printer.port}/ipp/print$`)),
      expect.stringMatching(new RegExp(`^ipps://[^/]+:${printer.port}/ipp/print$`)),
    ]);
    expect(ours.every((p) => p.source === 'discovered' && p.kind === 'ipp')).toBe(true);
  });

  it('lists a configured printer that is also discovered once, under the configured label, with live status', async () => {
    // avahi here answers on loopback (127.0.0.1) and on eth0, and ippeveprinter -n localhost
    // listens on loopback only: the loopback answer is the one this station can print to.
    const [announced] = (await discover(printer.name, ['ipp'])).filter((p) => p.service === 'ipp');
    const onLoopback = { ...announced!, uri: printer.uri };
    const list = await listPrinters(
      [{ label: 'Front desk', ip: `127.0.0.1:${printer.port}`, printType: 'IPP' }],
      {
        discoveryMs: 1,
        discover: async () => [onLoopback],
      },
    );
    expect(list).toEqual([
      {
        uri: printer.uri,
        label: 'Front desk',
        kind: 'ipp',
        source: 'both',
        formats: expect.arrayContaining(['application/pdf', 'image/png']),
        status: expect.objectContaining({ state: 'idle', reasons: [] }),
      },
    ]);
  });
});

describe('listPrinters without discovery', () => {
  let thermal: TcpPrinter;
  beforeAll(async () => {
    thermal = await startTcpPrinter({ status: 'silent' });
  });
  afterAll(async () => {
    await thermal?.close();
  });

  it('gives every configured printer a status without throwing: reachable, silent, down, none', async () => {
    const downPort = await freePort();
    const list = await listPrinters(
      [
        { label: 'Thermal', ip: `127.0.0.1:${thermal.port}`, printType: 'TXT' },
        { label: 'Down', ip: `127.0.0.1:${downPort}`, printType: 'IPP' },
        { label: 'Nothing', ip: '10.0.0.1', printType: 'none' },
      ],
      { discoveryMs: 0 },
    );
    expect(
      list.map(({ label, kind, source, formats, status }) => ({
        label,
        kind,
        source,
        formats,
        state: status.state,
      })),
    ).toEqual([
      { label: 'Thermal', kind: 'escpos', source: 'configured', formats: ['text/x-badge'], state: 'unknown' },
      { label: 'Down', kind: 'ipp', source: 'configured', formats: [], state: 'offline' },
    ]);
  });
});

describe('mergePrinters', () => {
  const discovered = (name: string, uri: string): DiscoveredPrinter => ({
    name,
    uri,
    kind: 'ipp',
    service: 'ipp',
  });

  it('keeps configured printers first and in order, then discovered ones by name', () => {
    const merged = mergePrinters(
      [
        { label: 'B desk', ip: '10.0.0.2', printType: 'IPP' },
        { label: 'A desk', ip: '10.0.0.1', printType: 'TXT' },
      ],
      [
        discovered('Zebra', 'ipp://10.0.0.9:631/ipp/print'),
        discovered('Brother', 'ipp://10.0.0.8:631/ipp/print'),
      ],
    );
    expect(merged.map((p) => [p.label, p.source, p.kind])).toEqual([
      ['B desk', 'configured', 'ipp'],
      ['A desk', 'configured', 'escpos'],
      ['Brother', 'discovered', 'ipp'],
      ['Zebra', 'discovered', 'ipp'],
    ]);
  });

  it('merges the same printer spelled with and without default port and path, keeping the configured label', () => {
    const merged = mergePrinters(
      [{ label: 'Badges', ip: 'ipp://10.0.0.7/ipp/print', printType: 'IPP' }],
      [discovered('HP LaserJet', 'ipp://10.0.0.7:631/ipp/print')],
    );
    expect(merged).toEqual([
      { uri: 'ipp://10.0.0.7/ipp/print', label: 'Badges', kind: 'ipp', source: 'both' },
    ]);
  });

  it('leaves out printType none and configured duplicates', () => {
    const merged = mergePrinters(
      [
        { label: 'None', ip: '10.0.0.1', printType: 'none' },
        { label: 'First', ip: '10.0.0.2', printType: 'IPP' },
        { label: 'Again', ip: '10.0.0.2:631', printType: 'IPP' },
      ],
      [],
    );
    expect(merged.map((p) => p.label)).toEqual(['First']);
  });
});
