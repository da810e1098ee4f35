import type { IpcEventName, IpcEventPayload, IpcHandlers } from '@shared/ipc';
import type { StationSettings } from '@shared/ipc/kiosk';
import type { ConfiguredPrinter, PrinterInfo } from '@shared/ipc/printers';
import type { EnqueueResult, QueueJob, printRequest } from '@shared/ipc/queue';
import type { ScannerConfig, ScannerInfo, ScannerList } from '@shared/ipc/scanners';
import type { PrinterDriver } from './devices/printers/types';
import type { ScannerHandle, ScannerHandlers } from './devices/scanners/types';
import type { SettingsStore } from './settings';
import type { z } from 'zod';

/** A print request after parsing (copies and force filled in). */
type ParsedPrintRequest = z.output<typeof printRequest>;

/** The persistent print queue of main/devices/queue, as this service uses it. */
export interface PrintQueue {
  start(): void | Promise<void>;
  enqueue(request: ParsedPrintRequest): EnqueueResult | Promise<EnqueueResult>;
  list(): QueueJob[] | Promise<QueueJob[]>;
  retry(id: string): QueueJob | Promise<QueueJob>;
  cancel(id: string): QueueJob | Promise<QueueJob>;
  close(): void | Promise<void>;
}

/**
 * What the service needs from main/devices/. main/index.ts passes the real modules; tests pass
 * fakes, so this file never loads a native module or Electron.
 */
export interface DeviceModules {
  createPrinterDriver(uri: string): PrinterDriver;
  listPrinters(configured: ConfiguredPrinter[], options: { discoveryMs: number }): Promise<PrinterInfo[]>;
  createPrintQueue(options: {
    dir: string;
    driverFor: (uri: string) => PrinterDriver;
    onChange: (job: QueueJob) => void;
  }): PrintQueue;
  listScanners(): Promise<ScannerList>;
  openScanner(config: ScannerConfig, handlers: ScannerHandlers): ScannerHandle;
}

/** Sends one push to the renderer (main/ipc.ts `emit` on every window). */
export type Emit = <E extends IpcEventName>(event: E, payload: IpcEventPayload<E>) => void;

export interface DevicesServiceOptions {
  modules: DeviceModules;
  /** The print queue's folder, under the app's data folder. */
  queueDir: string;
  settings: SettingsStore;
  emit: Emit;
  /** How long printers.list browses DNS-SD before answering. */
  discoveryMs?: number;
  /** Called after the settings changed (main restarts the window when the server or role changed). */
  onSettingsChanged?: (previous: StationSettings, next: StationSettings) => void;
  warn?: (message: string) => void;
}

type DeviceHandlers = Omit<IpcHandlers, 'app'>;

export interface DevicesService {
  /** The device domains of the IPC map; main/ipc.ts binds them. */
  handlers: DeviceHandlers;
  /** Starts the print queue and opens the station's configured scanner. */
  start(): Promise<void>;
  /** Closes every scanner and the queue. */
  close(): Promise<void>;
}

/**
 * Wires the device modules to the IPC handlers and their pushes. Deliberately thin: the rules
 * (queue states, discovery, decoding) live in main/devices/; this only routes calls and events.
 */
export function createDevicesService(options: DevicesServiceOptions): DevicesService {
  const { modules, settings, emit } = options;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const discoveryMs = options.discoveryMs ?? 1500;

  const drivers = new Map<string, PrinterDriver>();
  const driverFor = (uri: string): PrinterDriver => {
    let driver = drivers.get(uri);
    if (!driver) {
      driver = modules.createPrinterDriver(uri);
      drivers.set(uri, driver);
    }
    return driver;
  };

  const queue = modules.createPrintQueue({
    dir: options.queueDir,
    driverFor,
    onChange: (job) => emit('queue:job', job),
  });

  const scanners = new Map<string, ScannerHandle>();

  async function openScanner(config: ScannerConfig): Promise<ScannerInfo> {
    await closeScanner(config.path);
    const handle = modules.openScanner(config, {
      onScan: (event) => emit('scanners:scan', event),
      onStatus: (event) => emit('scanners:status', event),
    });
    scanners.set(config.path, handle);
    const known = await modules.listScanners().then(
      (list) => list.scanners,
      () => [] as ScannerInfo[],
    );
    return (
      known.find((s) => s.kind === config.kind && s.path === config.path) ?? {
        kind: config.kind,
        path: config.path,
        label: config.path,
      }
    );
  }

  async function closeScanner(path: string): Promise<boolean> {
    const handle = scanners.get(path);
    if (!handle) return false;
    scanners.delete(path);
    await handle.close();
    return true;
  }

  /** The station's chosen scanner listens from start-up, whatever screen the renderer shows. */
  async function openConfiguredScanner(config: ScannerConfig | null): Promise<void> {
    if (!config) return;
    try {
      await openScanner(config);
    } catch (error) {
      warn(`Could not open the configured scanner ${config.path}: ${(error as Error).message}`);
      emit('scanners:status', {
        kind: config.kind,
        path: config.path,
        connected: false,
        error: (error as Error).message,
      });
    }
  }

  const handlers: DeviceHandlers = {
    printers: {
      list: (configured) => modules.listPrinters(configured, { discoveryMs }),
      status: async (uri) => {
        const status = await driverFor(uri).status();
        emit('printers:status', { uri, status });
        return status;
      },
    },
    queue: {
      enqueue: (request) => queue.enqueue(request),
      list: () => queue.list(),
      retry: (id) => queue.retry(id),
      cancel: (id) => queue.cancel(id),
    },
    scanners: {
      list: () => modules.listScanners(),
      open: (config) => openScanner(config),
      close: (path) => closeScanner(path),
    },
    kiosk: {
      getSettings: () => settings.get(),
      updateSettings: async (partial) => {
        const previous = settings.get();
        const next = await settings.update(partial);
        if (!sameScanner(previous.scanner, next.scanner)) {
          if (previous.scanner) await closeScanner(previous.scanner.path);
          await openConfiguredScanner(next.scanner);
        }
        options.onSettingsChanged?.(previous, next);
        return next;
      },
    },
  };

  return {
    handlers,
    async start() {
      await queue.start();
      await openConfiguredScanner(settings.get().scanner);
    },
    async close() {
      await Promise.all([...scanners.keys()].map((path) => closeScanner(path)));
      await queue.close();
    },
  };
}

function sameScanner(a: ScannerConfig | null, b: ScannerConfig | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
