import { describe, expect, it, vi } from 'vitest';
import type { IpcEventName, IpcEventPayload } from '@shared/ipc';
import type { StationSettings } from '@shared/ipc/kiosk';
import type { PrinterStatus } from '@shared/ipc/printers';
import type { QueueJob } from '@shared/ipc/queue';
import type { ScannerConfig } from '@shared/ipc/scanners';
import type { PrinterDriver } from '../../../main/devices/printers/types';
import type { ScannerHandlers } from '../../../main/devices/scanners/types';
import { createDevicesService, type DeviceModules, type PrintQueue } from '../../../main/devicesService';
import { DEFAULT_STATION_SETTINGS, type SettingsStore } from '../../../main/settings';

const printer = 'socket://10.0.0.7:9100';
const serial = { kind: 'serial' as const, path: '/dev/ttyACM0', baudRate: 9600, suffix: '\r' as const };

const job: QueueJob = {
  id: 'job-1',
  key: 'evt:T-1:v1',
  printerUri: printer,
  jobName: 'Badge T-1',
  copies: 1,
  format: 'text/x-badge',
  state: 'queued',
  attempts: 0,
  createdAt: 1,
  updatedAt: 1,
};

/** A settings store in memory. */
function memorySettings(initial: Partial<StationSettings> = {}): SettingsStore {
  let current: StationSettings = { ...DEFAULT_STATION_SETTINGS, ...initial };
  return {
    get: () => current,
    update: async (partial) => (current = { ...current, ...partial }),
    flush: async () => undefined,
  };
}

/** Fake device modules recording what the service asked of them. */
function fakeModules() {
  const status: PrinterStatus = { state: 'idle', reasons: [], checkedAt: 5 };
  const scanners = new Map<string, ScannerHandlers>();
  let queueOnChange: ((job: QueueJob) => void) | undefined;
  const queue: PrintQueue = {
    start: vi.fn(async () => undefined),
    enqueue: vi.fn(async () => ({ outcome: 'queued' as const, job })),
    list: vi.fn(() => [job]),
    retry: vi.fn(async () => job),
    cancel: vi.fn(async () => job),
    close: vi.fn(async () => undefined),
  };
  const closeScanner = vi.fn(async () => undefined);
  const modules: DeviceModules = {
    createPrinterDriver: vi.fn((uri: string): PrinterDriver => ({
      uri,
      kind: 'escpos',
      status: async () => status,
      formats: async () => ['text/x-badge'],
      print: async () => ({}),
    })),
    listPrinters: vi.fn(async () => []),
    createPrintQueue: vi.fn((options) => {
      queueOnChange = options.onChange;
      return queue;
    }),
    listScanners: vi.fn(async () => ({
      scanners: [{ kind: 'serial' as const, path: serial.path, label: 'Honeywell (/dev/ttyACM0)' }],
      unavailable: [],
    })),
    openScanner: vi.fn((config: ScannerConfig, handlers: ScannerHandlers) => {
      scanners.set(config.path, handlers);
      return { close: closeScanner };
    }),
  };
  return { modules, queue, scanners, closeScanner, status, changeJob: (j: QueueJob) => queueOnChange?.(j) };
}

function recorder() {
  const events: { event: IpcEventName; payload: unknown }[] = [];
  const emit = <E extends IpcEventName>(event: E, payload: IpcEventPayload<E>) => {
    events.push({ event, payload });
  };
  return { events, emit };
}

describe('createDevicesService', () => {
  it('keeps the queue under the folder it is given and pushes every job change', async () => {
    const fake = fakeModules();
    const { events, emit } = recorder();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/data/print-queue',
      settings: memorySettings(),
      emit,
    });
    await service.start();

    expect(fake.modules.createPrintQueue).toHaveBeenCalledWith(
      expect.objectContaining({ dir: '/data/print-queue' }),
    );
    expect(fake.queue.start).toHaveBeenCalled();
    fake.changeJob({ ...job, state: 'printed' });
    expect(events).toEqual([{ event: 'queue:job', payload: { ...job, state: 'printed' } }]);
  });

  it('routes queue calls to the queue', async () => {
    const fake = fakeModules();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/q',
      settings: memorySettings(),
      emit: vi.fn(),
    });
    const request = {
      key: job.key,
      printerUri: printer,
      jobName: job.jobName,
      copies: 1,
      force: false,
      document: {
        format: 'text/x-badge' as const,
        badge: { name: 'Ada', ticketId: 'T-1', ticketUrl: 'https://x.example/tickets/T-1' },
      },
    };
    await expect(service.handlers.queue.enqueue(request)).resolves.toEqual({ outcome: 'queued', job });
    expect(fake.queue.enqueue).toHaveBeenCalledWith(request);
    await service.handlers.queue.cancel('job-1');
    expect(fake.queue.cancel).toHaveBeenCalledWith('job-1');
  });

  it("asks the printer's driver for its status, once per printer, and pushes it", async () => {
    const fake = fakeModules();
    const { events, emit } = recorder();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/q',
      settings: memorySettings(),
      emit,
    });
    await expect(service.handlers.printers.status(printer)).resolves.toEqual(fake.status);
    await service.handlers.printers.status(printer);
    expect(fake.modules.createPrinterDriver).toHaveBeenCalledTimes(1);
    expect(events[0]).toEqual({ event: 'printers:status', payload: { uri: printer, status: fake.status } });
  });

  it('opens a scanner, pushes its scans and status, and closes it', async () => {
    const fake = fakeModules();
    const { events, emit } = recorder();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/q',
      settings: memorySettings(),
      emit,
    });

    await expect(service.handlers.scanners.open(serial)).resolves.toEqual({
      kind: 'serial',
      path: serial.path,
      label: 'Honeywell (/dev/ttyACM0)',
    });
    const handlers = fake.scanners.get(serial.path)!;
    handlers.onScan({ kind: 'serial', path: serial.path, code: 'https://x.example/tickets/T-1', at: 7 });
    handlers.onStatus?.({ kind: 'serial', path: serial.path, connected: false });
    expect(events.map((e) => e.event)).toEqual(['scanners:scan', 'scanners:status']);

    await expect(service.handlers.scanners.close(serial.path)).resolves.toBe(true);
    expect(fake.closeScanner).toHaveBeenCalledTimes(1);
    await expect(service.handlers.scanners.close(serial.path)).resolves.toBe(false);
  });

  it('opens the configured scanner at start and follows a change of scanner in the settings', async () => {
    const fake = fakeModules();
    const onSettingsChanged = vi.fn();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/q',
      settings: memorySettings({ scanner: serial }),
      emit: vi.fn(),
      onSettingsChanged,
    });
    await service.start();
    expect(fake.modules.openScanner).toHaveBeenCalledWith(serial, expect.anything());

    const hid: ScannerConfig = { kind: 'hid', path: '/dev/hidraw3' };
    const next = await service.handlers.kiosk.updateSettings({ scanner: hid });
    expect(next.scanner).toEqual(hid);
    expect(fake.closeScanner).toHaveBeenCalledTimes(1);
    expect(fake.modules.openScanner).toHaveBeenLastCalledWith(hid, expect.anything());
    expect(onSettingsChanged).toHaveBeenCalledWith(expect.objectContaining({ scanner: serial }), next);
  });

  it('starts even when the configured scanner cannot be opened, and says so', async () => {
    const fake = fakeModules();
    vi.mocked(fake.modules.openScanner).mockImplementation(() => {
      throw new Error('no such device');
    });
    const { events, emit } = recorder();
    const warn = vi.fn();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/q',
      settings: memorySettings({ scanner: serial }),
      emit,
      warn,
    });
    await service.start();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no such device'));
    expect(events).toEqual([
      {
        event: 'scanners:status',
        payload: { kind: 'serial', path: serial.path, connected: false, error: 'no such device' },
      },
    ]);
  });

  it('closes every open scanner and the queue', async () => {
    const fake = fakeModules();
    const service = createDevicesService({
      modules: fake.modules,
      queueDir: '/q',
      settings: memorySettings(),
      emit: vi.fn(),
    });
    await service.handlers.scanners.open(serial);
    await service.handlers.scanners.open({ kind: 'hid', path: '/dev/hidraw1' });
    await service.close();
    expect(fake.closeScanner).toHaveBeenCalledTimes(2);
    expect(fake.queue.close).toHaveBeenCalled();
  });
});
