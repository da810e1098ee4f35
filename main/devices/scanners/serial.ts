import { SerialPort } from 'serialport';
import { serialScannerConfig } from '@shared/ipc/scanners';
import { createCodeSplitter } from './codeSplitter';
import { keepConnected, watchPathGone, type DeviceLink } from './connection';
import type { ScannerHandle, ScannerHandlers, SerialScannerConfig } from './types';

/**
 * Opens a serial (CDC-ACM or RS-232) scanner and reports each complete code. The port is re-opened
 * by itself after an unplug; onStatus says when it went and came back. Never throws for a scanner
 * that is absent: it reports disconnected and keeps trying until close().
 */
export function openSerialScanner(config: SerialScannerConfig, handlers: ScannerHandlers): ScannerHandle {
  const { path, baudRate, suffix } = serialScannerConfig.parse(config);
  const now = handlers.now ?? Date.now;

  return keepConnected({
    open: () => {
      // A fresh splitter per session: half a code from before an unplug is not the start of the next.
      const splitter = createCodeSplitter(suffix);
      return openSerialLink(path, baudRate, (chunk) => {
        for (const code of splitter.push(chunk)) handlers.onScan({ kind: 'serial', path, code, at: now() });
      });
    },
    onStatus: (connected, error) =>
      handlers.onStatus?.({ kind: 'serial', path, connected, ...(error ? { error } : {}) }),
    initialDelayMs: handlers.reconnect?.initialDelayMs,
    maxDelayMs: handlers.reconnect?.maxDelayMs,
  });
}

function openSerialLink(
  path: string,
  baudRate: number,
  onData: (chunk: Buffer) => void,
): Promise<DeviceLink> {
  const port = new SerialPort({ path, baudRate, autoOpen: false });
  return new Promise<DeviceLink>((resolve, reject) => {
    port.open((error) => {
      if (error) {
        reject(error);
        return;
      }
      // A USB unplug shows up as a read error or a close nobody asked for; some adapters only make
      // the device node vanish, hence the watch on the path (COMx on Windows is not a file).
      const watch = path.startsWith('/') ? watchPathGone(path) : undefined;
      const lost = new Promise<Error>((settle) => {
        port.on('error', (err: Error) => settle(err));
        port.on('close', (err: (Error & { disconnected?: boolean }) | null) =>
          settle(err?.disconnected ? new Error(`unplugged (${err.message})`) : (err ?? new Error('closed'))),
        );
        void watch?.gone.then(settle);
      });
      port.on('data', onData);
      resolve({
        lost,
        close: async () => {
          watch?.stop();
          port.off('data', onData);
          if (port.isOpen) await new Promise<void>((done) => port.close(() => done()));
        },
      });
    });
  });
}
