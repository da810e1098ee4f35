import { afterEach, describe, expect, it } from 'vitest';
import { decodeEscposStatus, EscposPrinter, PrinterError, sampleBadge } from '../../../main/devices/printers';
import type { TextBadge } from '@shared/ipc/queue';
import { freePort } from '../../support/ippeveprinter';
import { COVER_OPEN, PAPER_END, READY, startTcpPrinter, type TcpPrinter } from '../../support/tcpPrinter';

const ESC_INIT = Buffer.of(0x1b, 0x40);
const CUT = Buffer.of(0x1d, 0x56);
const QR_PREFIX = Buffer.of(0x1d, 0x28, 0x6b);

const badge: TextBadge = {
  name: 'Grace Hopper',
  company: 'Navy Computing',
  type: 'Speaker',
  ticketId: 'T-004711',
  ticketUrl: 'https://lanyard.example/tickets/T-004711',
};
const job = { jobName: 'Badge T-004711', copies: 1 };

let peer: TcpPrinter | undefined;
afterEach(async () => {
  await peer?.close();
  peer = undefined;
});

/** The QR "store data" command: GS ( k pL pH 31 50 30 followed by the data. */
function qrStore(data: string): Buffer {
  const length = data.length + 3;
  return Buffer.concat([
    QR_PREFIX,
    Buffer.of(length & 0xff, length >> 8, 0x31, 0x50, 0x30),
    Buffer.from(data),
  ]);
}

function rejection(promise: Promise<unknown>): Promise<PrinterError> {
  return promise.then(
    () => {
      throw new Error('expected the print to fail');
    },
    (error: unknown) => {
      expect(error).toBeInstanceOf(PrinterError);
      return error as PrinterError;
    },
  );
}

describe('ESC/POS printer over raw TCP', () => {
  it('sends init, the name, company, type, ticket id, a QR code of the ticket URL and a cut', async () => {
    peer = await startTcpPrinter();
    await new EscposPrinter(peer.uri).print({ format: 'text/x-badge', badge }, job);

    const [connection] = await peer.waitForClosedConnections(1);
    const bytes = connection!.bytes;
    expect(bytes.indexOf(ESC_INIT)).toBeGreaterThanOrEqual(0);
    for (const text of [badge.name, badge.company!, badge.type!, badge.ticketId]) {
      expect(bytes.includes(Buffer.from(text)), text).toBe(true);
    }
    const qr = bytes.indexOf(qrStore(badge.ticketUrl));
    expect(qr).toBeGreaterThan(bytes.indexOf(Buffer.from(badge.name)));
    expect(bytes.indexOf(CUT, qr)).toBeGreaterThan(qr);
    // The badge is one job: status queries, then the badge, on one connection.
    expect(peer.connections).toHaveLength(1);
    expect(peer.cuts()).toBe(1);
  });

  it('prints one cut badge per copy', async () => {
    peer = await startTcpPrinter();
    await new EscposPrinter(peer.uri).print(sampleBadge(), { jobName: 'Sample', copies: 3 });
    await peer.waitForClosedConnections(1);
    expect(peer.cuts()).toBe(3);
  });

  it('switches the code page for letters outside ASCII instead of printing question marks', async () => {
    peer = await startTcpPrinter();
    await new EscposPrinter(peer.uri).print(
      { format: 'text/x-badge', badge: { ...badge, name: 'Ayşe' } },
      job,
    );
    const [connection] = await peer.waitForClosedConnections(1);
    // ESC t 13 selects PC857 (Turkish), where ş is 0x9f.
    expect(connection!.bytes.includes(Buffer.of(0x41, 0x79, 0x1b, 0x74, 0x0d, 0x9f, 0x65))).toBe(true);
  });

  it('refuses a rendered PDF: TXT printers get the text badge', async () => {
    peer = await startTcpPrinter();
    const error = await rejection(
      new EscposPrinter(peer.uri).print({ format: 'application/pdf', data: new Uint8Array(8) }, job),
    );
    expect(error.code).toBe('unsupported-format');
    expect(error.retryable).toBe(false);
    expect(peer.connections).toHaveLength(0);
  });

  it('keeps the badge when the printer reports paper end (retryable media-empty), sends it once paper is back', async () => {
    peer = await startTcpPrinter({ status: PAPER_END });
    const printer = new EscposPrinter(peer.uri);
    const error = await rejection(printer.print({ format: 'text/x-badge', badge }, job));
    expect(error.code).toBe('media-empty');
    expect(error.retryable).toBe(true);
    expect(peer.cuts()).toBe(0);

    peer.setStatus(READY);
    await printer.print({ format: 'text/x-badge', badge }, job);
    await peer.waitForClosedConnections(2);
    expect(peer.cuts()).toBe(1);
  });

  it('prints to a printer that never answers status queries', async () => {
    peer = await startTcpPrinter({ status: 'silent' });
    await new EscposPrinter(peer.uri, { statusTimeoutMs: 100 }).print({ format: 'text/x-badge', badge }, job);
    await peer.waitForClosedConnections(1);
    expect(peer.cuts()).toBe(1);
  });

  it('reports a refused connection as unreachable and retryable, and prints once the printer listens again', async () => {
    peer = await startTcpPrinter();
    await peer.close();
    const printer = new EscposPrinter(peer.uri);
    const error = await rejection(printer.print({ format: 'text/x-badge', badge }, job));
    expect(error.code).toBe('unreachable');
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/ECONNREFUSED/);

    await peer.reopen();
    await printer.print({ format: 'text/x-badge', badge }, job);
    await peer.waitForClosedConnections(1);
    expect(peer.cuts()).toBe(1);
  });
});

describe('ESC/POS status (DLE EOT)', () => {
  it.each([
    ['a ready printer', READY, 'idle', []],
    ['paper end', PAPER_END, 'stopped', ['media-empty']],
    ['an open cover', COVER_OPEN, 'stopped', ['cover-open']],
  ])('reads %s from the printer', async (_, replies, state, reasons) => {
    peer = await startTcpPrinter({ status: replies });
    const status = await new EscposPrinter(peer.uri).status();
    expect(status).toMatchObject({ state, reasons });
    expect(peer.connections[0]!.statusQueries).toEqual([1, 2, 3, 4]);
  });

  it('says unknown, not idle, when the printer does not answer', async () => {
    peer = await startTcpPrinter({ status: 'silent' });
    const status = await new EscposPrinter(peer.uri, { statusTimeoutMs: 100 }).status();
    expect(status.state).toBe('unknown');
    expect(status.message).toMatch(/does not answer/);
  });

  it('says offline when nothing listens', async () => {
    const status = await new EscposPrinter(`socket://127.0.0.1:${await freePort()}`).status();
    expect(status.state).toBe('offline');
    expect(status.message).toMatch(/ECONNREFUSED/);
  });

  it.each([
    [{ printer: 0x12 }, 'idle', []],
    [{ printer: 0x1a }, 'stopped', ['offline']],
    [{ printer: 0x12, paper: 0x1e }, 'idle', ['media-low']],
    [{ printer: 0x1a, offlineCause: 0x32, paper: 0x7e }, 'stopped', ['media-empty']],
    [{ printer: 0x1a, offlineCause: 0x52, errorCause: 0x1a }, 'stopped', ['cutter-error']],
    [{ printer: 0x1a, offlineCause: 0x52, errorCause: 0x32 }, 'stopped', ['unrecoverable-error']],
  ])('decodes %o as %s %o', (bytes, state, reasons) => {
    expect(decodeEscposStatus(bytes)).toEqual({ state, reasons });
  });
});
