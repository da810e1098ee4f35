import net from 'node:net';

/**
 * A raw TCP "9100" printer on 127.0.0.1: records the bytes of every connection and, unless told to
 * stay silent, answers ESC/POS real-time status queries (DLE EOT n = 0x10 0x04 n) with one byte
 * each, like an Epson TM printer. It can be closed and reopened on the same port.
 */

/** The byte answered to DLE EOT 1 (printer), 2 (offline cause), 3 (error cause), 4 (paper). */
export interface StatusReplies {
  printer: number;
  offlineCause: number;
  errorCause: number;
  paper: number;
}

/** A healthy, online printer with paper. */
export const READY: StatusReplies = { printer: 0x12, offlineCause: 0x12, errorCause: 0x12, paper: 0x12 };
/** Out of paper: offline (printer 0x1a), stopped by paper end (0x32), paper sensor says end (0x72). */
export const PAPER_END: StatusReplies = { printer: 0x1a, offlineCause: 0x32, errorCause: 0x12, paper: 0x72 };
/** Cover open: offline with the cover-open cause. */
export const COVER_OPEN: StatusReplies = { printer: 0x1a, offlineCause: 0x16, errorCause: 0x12, paper: 0x12 };

export interface RecordedConnection {
  /** Every byte the client sent, status queries included. */
  bytes: Buffer;
  /** DLE EOT queries seen on this connection (their n). */
  statusQueries: number[];
  closed: boolean;
}

export interface TcpPrinter {
  readonly port: number;
  /** socket://127.0.0.1:<port> */
  readonly uri: string;
  readonly connections: RecordedConnection[];
  /** The replies to DLE EOT from now on, or 'silent' for a printer that never answers. */
  setStatus(status: StatusReplies | 'silent'): void;
  /** Badges printed so far: the full and partial cuts (GS V) across all connections. */
  cuts(): number;
  /** Waits until `count` connections have been closed by the client. */
  waitForClosedConnections(count: number, timeoutMs?: number): Promise<RecordedConnection[]>;
  /** Stops listening and drops open connections: the printer is unreachable (ECONNREFUSED). */
  close(): Promise<void>;
  /** Listens again on the same port. */
  reopen(): Promise<void>;
}

export async function startTcpPrinter(
  options: { status?: StatusReplies | 'silent'; port?: number } = {},
): Promise<TcpPrinter> {
  let status = options.status ?? READY;
  const connections: RecordedConnection[] = [];
  const sockets = new Set<net.Socket>();

  const server = net.createServer((socket) => {
    sockets.add(socket);
    const record: RecordedConnection = { bytes: Buffer.alloc(0), statusQueries: [], closed: false };
    connections.push(record);
    // Where the next DLE EOT may start: a query split across chunks is still seen, and seen once.
    let scanned = 0;
    socket.on('data', (chunk: Buffer) => {
      record.bytes = Buffer.concat([record.bytes, chunk]);
      for (let i = scanned; i + 2 < record.bytes.length; i++) {
        if (record.bytes[i] !== 0x10 || record.bytes[i + 1] !== 0x04) continue;
        const n = record.bytes[i + 2] ?? 0;
        record.statusQueries.push(n);
        const reply = status === 'silent' ? undefined : replyTo(status, n);
        if (reply !== undefined) socket.write(Buffer.of(reply));
      }
      scanned = Math.max(scanned, record.bytes.length - 2);
    });
    socket.on('end', () => socket.end());
    socket.on('error', () => undefined);
    socket.on('close', () => {
      record.closed = true;
      sockets.delete(socket);
    });
  });

  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });

  const port = await listen(options.port ?? 0);

  return {
    port,
    uri: `socket://127.0.0.1:${port}`,
    connections,
    setStatus(next) {
      status = next;
    },
    cuts() {
      return connections.reduce((sum, connection) => sum + count(connection.bytes, Buffer.of(0x1d, 0x56)), 0);
    },
    async waitForClosedConnections(wanted, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (connections.filter((c) => c.closed).length < wanted) {
        if (Date.now() > deadline) {
          throw new Error(
            `Expected ${wanted} closed connections, saw ${connections.filter((c) => c.closed).length}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return connections.filter((c) => c.closed);
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
    },
    async reopen() {
      await listen(port);
    },
  };
}

function replyTo(status: StatusReplies, n: number): number | undefined {
  switch (n) {
    case 1:
      return status.printer;
    case 2:
      return status.offlineCause;
    case 3:
      return status.errorCause;
    case 4:
      return status.paper;
    default:
      return undefined;
  }
}

function count(haystack: Buffer, needle: Buffer): number {
  let found = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length))
    found++;
  return found;
}
