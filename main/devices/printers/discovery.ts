import { isIPv4 } from 'node:net';
import { Bonjour, type Browser, type Service } from 'bonjour-service';
import type { PrinterKind } from '@shared/ipc/printers';
import { IPP_DEFAULT_PATH } from './uri';

/** The DNS-SD service types browsed, and the URI scheme each one means. */
const printerServiceTypes = {
  ipp: 'ipp',
  ipps: 'ipps',
  'pdl-datastream': 'socket',
} as const;
type PrinterServiceType = keyof typeof printerServiceTypes;

/** A printer announced on the local network. */
export interface DiscoveredPrinter {
  uri: string;
  /** The DNS-SD instance name, e.g. "Brother QL-820NWB". */
  name: string;
  kind: PrinterKind;
  service: PrinterServiceType;
}

export interface PrinterBrowserCallbacks {
  onAdd?: (printer: DiscoveredPrinter) => void;
  onRemove?: (printer: DiscoveredPrinter) => void;
}

/** A running DNS-SD browse; stop() ends it and frees the multicast socket. */
export interface PrinterBrowser {
  printers(): DiscoveredPrinter[];
  stop(): void;
}

/**
 * The URI a DNS-SD service stands for: IPP gets its resource path from the TXT key `rp`
 * (IPP Everywhere printers use ipp/print); a raw-TCP printer is socket://host:port. The host is the
 * service's IPv4 address when it announced one (Node resolves no .local names), else the address
 * the announcement came from, else its host name.
 */
function serviceToPrinter(service: Service): DiscoveredPrinter | null {
  const type = service.type as PrinterServiceType;
  const scheme = printerServiceTypes[type];
  if (!scheme || !service.port) return null;
  const addresses = service.addresses ?? [];
  const host =
    addresses.find((address) => isIPv4(address)) ??
    (addresses[0] ? `[${addresses[0]}]` : undefined) ??
    service.referer?.address ??
    service.host;
  if (!host) return null;
  const hostPart = host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  const rp = typeof service.txt?.rp === 'string' ? service.txt.rp.replace(/^\/+/, '') : undefined;
  const path = scheme === 'socket' ? '' : `/${rp ?? IPP_DEFAULT_PATH.slice(1)}`;
  return {
    uri: `${scheme}://${hostPart}:${service.port}${path}`,
    name: service.name,
    kind: scheme === 'socket' ? 'escpos' : 'ipp',
    service: type,
  };
}

/**
 * Browses _ipp._tcp, _ipps._tcp and _pdl-datastream._tcp and reports printers as they come and go.
 * A printer that announces several services (ipp and ipps) is reported once per URI. mDNS runs on
 * UDP and answers get lost, so the question is asked again after 1 s, then at doubling intervals
 * up to once a minute (RFC 6762 §5.2).
 */
export function browsePrinters(callbacks: PrinterBrowserCallbacks = {}): PrinterBrowser {
  const bonjour = new Bonjour();
  const found = new Map<string, DiscoveredPrinter>();
  const browsers: Browser[] = Object.keys(printerServiceTypes).map((type) => {
    const browser = bonjour.find({ type });
    const key = (service: Service) => `${type}/${service.name}`;
    browser.on('up', (service) => {
      const printer = serviceToPrinter(service);
      if (!printer || found.has(key(service))) return;
      found.set(key(service), printer);
      callbacks.onAdd?.(printer);
    });
    browser.on('down', (service) => {
      const printer = found.get(key(service));
      if (!printer) return;
      found.delete(key(service));
      callbacks.onRemove?.(printer);
    });
    return browser;
  });
  let stopped = false;
  let requery: NodeJS.Timeout | undefined;
  const ask = (interval: number) => {
    requery = setTimeout(() => {
      for (const browser of browsers) browser.update();
      ask(Math.min(interval * 2, 60_000));
    }, interval);
    requery.unref();
  };
  ask(1_000);
  return {
    printers: () => [...new Map([...found.values()].map((p) => [p.uri, p])).values()],
    stop: () => {
      if (stopped) return;
      stopped = true;
      clearTimeout(requery);
      for (const browser of browsers) browser.stop();
      bonjour.destroy();
    },
  };
}

/** The printers that answer a DNS-SD browse within timeoutMs (default 2 s). */
export async function discoverPrinters(options: { timeoutMs?: number } = {}): Promise<DiscoveredPrinter[]> {
  const browser = browsePrinters();
  await new Promise((resolve) => setTimeout(resolve, options.timeoutMs ?? 2_000));
  browser.stop();
  return browser.printers();
}
