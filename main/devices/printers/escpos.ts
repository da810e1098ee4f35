import net from 'node:net';
import type { PrinterStatus } from '@shared/ipc/printers';
import type { PrintDocument } from '@shared/ipc/queue';
import { escposBadge } from './escposLayout';
import {
  decodeEscposStatus,
  escposBlockingError,
  queryEscposStatus,
  type StatusChannel,
} from './escposStatus';
import { PrinterError, type PrintOptions, type PrinterDriver } from './types';
import { printerAddress } from './uri';

const TEXT_BADGE_FORMAT = 'text/x-badge';

export interface EscposDriverOptions {
  /** TCP connect (default 3 s). */
  connectTimeoutMs?: number;
  /** How long to wait for each DLE EOT reply byte (default 400 ms). */
  statusTimeoutMs?: number;
  /** Characters per line at normal size (default 48, 80 mm paper). */
  width?: number;
}

/**
 * An ESC/POS thermal printer on raw TCP (socket://host:9100; the spec's printType TXT). It prints
 * the text badge; rendered PDF/PNG badges go to IPP printers. One connection per job: status
 * query, the badge bytes, a second status query when the printer answered the first.
 */
export class EscposPrinter implements PrinterDriver {
  readonly kind = 'escpos' as const;
  private readonly host: string;
  private readonly port: number;
  private readonly connectTimeoutMs: number;
  private readonly statusTimeoutMs: number;

  constructor(
    readonly uri: string,
    private readonly options: EscposDriverOptions = {},
  ) {
    const address = printerAddress(uri);
    if (address.scheme !== 'socket') throw new Error(`Not a raw TCP printer URI: ${uri}`);
    this.host = address.host;
    this.port = address.port;
    this.connectTimeoutMs = options.connectTimeoutMs ?? 3_000;
    this.statusTimeoutMs = options.statusTimeoutMs ?? 400;
  }

  /** Never throws: unreachable → 'offline'; a printer that does not answer DLE EOT → 'unknown'. */
  async status(): Promise<PrinterStatus> {
    const checkedAt = Date.now();
    let connection: RawConnection | undefined;
    try {
      connection = await RawConnection.open(this.host, this.port, this.connectTimeoutMs);
      const bytes = await queryEscposStatus(connection, this.statusTimeoutMs);
      if (!bytes) {
        return {
          state: 'unknown',
          reasons: [],
          message: 'The printer does not answer status queries (DLE EOT).',
          checkedAt,
        };
      }
      return { ...decodeEscposStatus(bytes), checkedAt };
    } catch (error) {
      return {
        state: 'offline',
        reasons: [],
        message: error instanceof Error ? error.message : String(error),
        checkedAt,
      };
    } finally {
      await connection?.close();
    }
  }

  async formats(): Promise<string[]> {
    return [TEXT_BADGE_FORMAT];
  }

  async print(document: PrintDocument, options: PrintOptions): Promise<{ printerJobId?: number }> {
    if (document.format !== TEXT_BADGE_FORMAT) {
      throw new PrinterError(
        'unsupported-format',
        `ESC/POS printers print the text badge (${TEXT_BADGE_FORMAT}), not ${document.format}.`,
        false,
      );
    }
    const bytes = escposBadge(document.badge, {
      copies: options.copies,
      ...(this.options.width ? { width: this.options.width } : {}),
    });
    const connection = await RawConnection.open(this.host, this.port, this.connectTimeoutMs);
    try {
      const before = await queryEscposStatus(connection, this.statusTimeoutMs);
      if (before) throwIfBlocked(before);
      await connection.write(bytes);
      // DLE EOT is answered in real time, ahead of the buffered badge: this catches a cover opened
      // or paper that ran out while the bytes went over, not the badge's own printing.
      const after = before ? await queryEscposStatus(connection, this.statusTimeoutMs) : null;
      if (after) throwIfBlocked(after);
      return {};
    } finally {
      await connection.close();
    }
  }
}

function throwIfBlocked(bytes: Parameters<typeof decodeEscposStatus>[0]): void {
  const error = escposBlockingError(decodeEscposStatus(bytes).reasons);
  if (error) throw error;
}

/** A TCP connection to a 9100 port that also reads the printer's reply bytes one at a time. */
class RawConnection implements StatusChannel {
  private readonly received: number[] = [];
  private waiter: (() => void) | undefined;
  private failure: PrinterError | undefined;

  private constructor(
    private readonly socket: net.Socket,
    private readonly target: string,
  ) {
    socket.on('data', (chunk: Buffer) => {
      this.received.push(...chunk);
      this.waiter?.();
    });
    socket.on('error', (error) => {
      this.failure = socketError(error, target);
      this.waiter?.();
    });
    socket.on('close', () => this.waiter?.());
  }

  static open(host: string, port: number, timeoutMs: number): Promise<RawConnection> {
    const target = `${host}:${port}`;
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host, port });
      const timer = setTimeout(() => {
        socket.destroy();
        reject(
          new PrinterError(
            'unreachable',
            `Printer ${target} did not accept a connection within ${timeoutMs} ms.`,
            true,
          ),
        );
      }, timeoutMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        socket.removeAllListeners('error');
        resolve(new RawConnection(socket, target));
      });
      socket.once('error', (error) => {
        clearTimeout(timer);
        socket.destroy();
        reject(socketError(error, target));
      });
    });
  }

  write(bytes: Uint8Array): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.socket.write(bytes, (error) =>
        error ? reject(this.failure ?? socketError(error, this.target)) : resolve(),
      );
    });
  }

  async readByte(timeoutMs: number): Promise<number | null> {
    if (this.received.length === 0 && !this.failure && !this.socket.destroyed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        function done() {
          clearTimeout(timer);
          resolve();
        }
        this.waiter = done;
      });
      this.waiter = undefined;
    }
    return this.received.shift() ?? null;
  }

  /** Half-closes and waits (briefly) for the printer to close, so every byte has left. */
  close(): Promise<void> {
    if (this.socket.destroyed) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.socket.destroy();
        resolve();
      }, 1_000);
      this.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
      this.socket.end();
    });
  }
}

function socketError(error: Error & { code?: string }, target: string): PrinterError {
  const code = error.code ? ` (${error.code})` : '';
  return new PrinterError('unreachable', `Printer ${target} is unreachable${code}: ${error.message}`, true);
}
