import { printerUri, type ConfiguredPrinter } from '@shared/ipc/printers';

const IPP_DEFAULT_PORT = 631;
export const IPP_DEFAULT_PATH = '/ipp/print';
const RAW_DEFAULT_PORT = 9100;

type PrinterScheme = 'ipp' | 'ipps' | 'socket';

/** Where a printer URI points: the parts a socket or an HTTP request needs. */
export interface PrinterAddress {
  scheme: PrinterScheme;
  /** Host name or IP address; an IPv6 address without brackets. */
  host: string;
  port: number;
  /** HTTP path for IPP ('/' when the URI has none); '' for socket://. */
  path: string;
}

/** Splits an ipp://, ipps:// or socket:// URI; throws on anything else. */
export function printerAddress(uri: string): PrinterAddress {
  const url = new URL(uri);
  const scheme = url.protocol.slice(0, -1);
  if (scheme !== 'ipp' && scheme !== 'ipps' && scheme !== 'socket') {
    throw new Error(`Not a printer URI (ipp://, ipps:// or socket://): ${uri}`);
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!host) throw new Error(`Printer URI without a host: ${uri}`);
  const defaultPort = scheme === 'socket' ? RAW_DEFAULT_PORT : IPP_DEFAULT_PORT;
  return {
    scheme,
    host,
    port: url.port ? Number(url.port) : defaultPort,
    path: scheme === 'socket' ? '' : url.pathname || '/',
  };
}

/**
 * The URI of a printer configured on the event (spec: label, ip, printType). printType 'none' is no
 * printer; 'TXT' is an ESC/POS printer on raw TCP (socket://, port 9100 unless given); every other
 * type is IPP (ipp://, port 631 and path /ipp/print unless given). An ip that already carries
 * ipp://, ipps:// or socket:// is kept as given; http:// and https:// are read as ipp:// and ipps://
 * (the same protocol, as some printers print their address). Returns null when nothing printable is
 * configured.
 */
export function configuredPrinterUri(printer: ConfiguredPrinter): string | null {
  const printType = printer.printType.trim().toUpperCase();
  const ip = printer.ip.trim();
  if (printType === 'NONE' || ip === '') return null;

  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(ip)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    const given = ip.replace(/^https?:\/\//i, (s) => (s.toLowerCase() === 'https://' ? 'ipps://' : 'ipp://'));
    return printerUri.safeParse(given).success ? given : null;
  }

  const slash = ip.indexOf('/');
  const hostPort = bracketIpv6(slash === -1 ? ip : ip.slice(0, slash));
  const path = slash === -1 ? '' : ip.slice(slash);
  const hasPort = /:\d+$/.test(hostPort);

  const uri =
    printType === 'TXT'
      ? `socket://${hasPort ? hostPort : `${hostPort}:${RAW_DEFAULT_PORT}`}`
      : `ipp://${hasPort ? hostPort : `${hostPort}:${IPP_DEFAULT_PORT}`}${path || IPP_DEFAULT_PATH}`;
  return printerUri.safeParse(uri).success ? uri : null;
}

/** A bare IPv6 address (two or more colons, no brackets) gets the brackets a URI needs. */
function bracketIpv6(hostPort: string): string {
  return !hostPort.startsWith('[') && (hostPort.match(/:/g)?.length ?? 0) > 1 ? `[${hostPort}]` : hostPort;
}

/** One spelling per printer, for comparing URIs: default port and path written out, host lower-case. */
export function printerUriKey(uri: string): string {
  try {
    const { scheme, host, port, path } = printerAddress(uri);
    const hostPart = host.includes(':') ? `[${host}]` : host.toLowerCase();
    return `${scheme}://${hostPart}:${port}${scheme === 'socket' ? '' : path}`;
  } catch {
    return uri;
  }
}
