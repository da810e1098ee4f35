// The e2e tsconfig does not include main/; this brings the `ipp` package's types that main/devices uses.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../../main/devices/printers/ippPackage.d.ts" />
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { z } from 'zod';
import { createPrinterDriver, listPrinters, type DiscoveredPrinter } from '../../main/devices/printers';
import { createPrintQueue } from '../../main/devices/queue';
import { listScanners, openScanner, type ScannerSources } from '../../main/devices/scanners';
import {
  createDevicesService,
  type DeviceModules,
  type DevicesService,
  type Emit,
} from '../../main/devicesService';
import type { SettingsStore } from '../../main/settings';
import {
  ipcContract,
  ipcEventNames,
  ipcEvents,
  type IpcEventName,
  type IpcEventPayload,
  type IpcMethod,
} from '@shared/ipc';
import { stationSettings, type StationSettings } from '@shared/ipc/kiosk';
import type { QueueJob } from '@shared/ipc/queue';

/**
 * window.lanyard for a page in Playwright's Chromium, backed by the REAL device code running in the
 * test process: main/devicesService.ts wired to main/devices/ (createPrinterDriver, listPrinters
 * with DNS-SD discovery, the persistent createPrintQueue in a temporary folder, listScanners,
 * openScanner) — the same modules and wiring main/index.ts gives the Electron shell. Only Electron
 * is left out: ipcRenderer/ipcMain become Playwright bindings, and the station settings live in
 * memory instead of station-settings.json.
 *
 * How a call travels: the init script builds window.lanyard with exactly the contract's methods
 * (shared/ipc ipcContract; same shape as preload/index.ts) plus on(). Each method calls the binding
 * `__lanyard_<domain>_<method>` (page.exposeBinding). In the test process the binding checks the
 * sender as main/ipc.ts does (top frame of the app's origin), parses the arguments with the
 * contract's schema, runs the service's handler and parses the result. Pushes (queue:job,
 * scanners:scan, printers:status…) are parsed with shared/ipc/events.ts and delivered to the page's
 * listeners with page.evaluate, in the order the service emitted them. For timing from the page,
 * every method call leaves a performance mark `lanyard.<domain>.<method>` and every push delivered
 * one named `lanyard.push.<event>`.
 *
 * Bytes: Playwright serialises binding arguments as JSON-like values, so a Uint8Array (a rendered
 * badge's PDF or PNG in queue.enqueue) would arrive as a plain object of numbered keys ({"0": 37,
 * …}) — the contract's z.instanceof(Uint8Array) refuses that, and it is slow for a 400 KiB PDF.
 * The init script therefore replaces every Uint8Array in the arguments by { [BYTES_TAG]: base64 }
 * and the test side turns it back into a Uint8Array before parsing (Electron's structured clone
 * keeps typed arrays as they are; this is the stand-in's equivalent). Results and pushes carry no
 * bytes in the contract, so they cross unchanged.
 */

/** What page.exposeBinding hands its callback first (Playwright does not export the type). */
type BindingSource = Parameters<Parameters<Page['exposeBinding']>[1]>[0];

/** The key of the stand-in for a Uint8Array in a binding's arguments. */
export const BYTES_TAG = '__lanyardBytes';

export interface DesktopBridgeOptions {
  /**
   * The origin the app is served from (e.g. the test server's baseURL); calls from any other
   * origin or from a sub-frame are refused, as main/ipc.ts does. Also the settings' serverUrl.
   */
  origin: string;
  /** Station settings on top of the defaults (staff console, no printer, no scanner). */
  settings?: Partial<StationSettings>;
  /** The print queue's folder; a fresh temporary folder (removed by close()) by default. */
  queueDir?: string;
  /** How long printers.list browses DNS-SD (default 1500 ms, as in the shell). */
  discoveryMs?: number;
  /**
   * What printers.list's DNS-SD browse finds; a real browse (discoverPrinters) by default. A test
   * that needs one known printer passes it here instead: ippeveprinter announces itself with every
   * address of the machine, and which one the browse hears first varies (the container's eth0
   * address, where `-n localhost` does not listen, or 127.0.0.1) — so the test names its printer
   * under the loopback URI it does listen on. Merging with the event's configured printers,
   * status and formats stay the real listPrinters'.
   */
  discover?: (timeoutMs: number) => Promise<DiscoveredPrinter[]>;
  /**
   * Where scanners.list looks (main/devices/scanners listScanners); the real system by default. A
   * test of a station without libusb or udev passes failing loaders and its own /dev folders.
   */
  scannerSources?: ScannerSources;
}

export interface BridgeCallRecord {
  /** 'queue.enqueue', … */
  method: string;
  /** The arguments after parsing; bytes replaced by their length ('<1234 bytes>'). */
  args: unknown[];
  /** Date.now() when the call arrived in the test process, and when its answer (or error) left. */
  at: number;
  doneAt?: number;
  error?: string;
}

export interface DesktopBridge {
  /** The real device service behind the page's window.lanyard. */
  readonly service: DevicesService;
  readonly queueDir: string;
  /** Every method call the page made, in order. */
  readonly calls: BridgeCallRecord[];
  /** Every queue:job push with the Date.now() it was emitted at (in the test process). */
  readonly jobChanges: { job: QueueJob; at: number }[];
  /** Every push the service emitted (scanners:scan, queue:job…), with the Date.now() it was emitted at. */
  readonly pushes: { event: IpcEventName; at: number }[];
  /** The station settings in effect (kiosk.updateSettings changes them). */
  settings(): StationSettings;
  /** A push from main to the page, validated with the contract's schema first. */
  emit<E extends IpcEventName>(event: E, payload: IpcEventPayload<E>): Promise<void>;
  /** Resolves once every push emitted so far has reached the page. */
  flush(): Promise<void>;
  /** Closes scanners and the print queue and removes a temporary queue folder. */
  close(): Promise<void>;
}

/** The real modules, as main/index.ts passes them (with the DNS-SD browse and scanner sources replaceable). */
function realModules({ discover, scannerSources }: DesktopBridgeOptions): DeviceModules {
  return {
    createPrinterDriver,
    listPrinters: (configured, options) =>
      listPrinters(configured, discover ? { ...options, discover } : options),
    createPrintQueue,
    listScanners: () => listScanners(scannerSources),
    openScanner,
  };
}

/** station-settings.json in memory: the same schema, merged and validated on update. */
function memorySettings(initial: StationSettings): SettingsStore {
  let current = stationSettings.parse(initial);
  return {
    get: () => current,
    async update(partial) {
      current = stationSettings.parse({ ...current, ...partial });
      return current;
    },
    flush: async () => undefined,
  };
}

/** Turns the init script's { [BYTES_TAG]: base64 } stand-ins back into Uint8Arrays. */
export function decodeBytes(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeBytes);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const encoded = record[BYTES_TAG];
    if (typeof encoded === 'string' && Object.keys(record).length === 1) {
      return new Uint8Array(Buffer.from(encoded, 'base64'));
    }
    return Object.fromEntries(Object.entries(record).map(([key, inner]) => [key, decodeBytes(inner)]));
  }
  return value;
}

/** For the call log: bytes as their length, so a log of many badges stays small. */
function summarise(value: unknown): unknown {
  if (value instanceof Uint8Array) return `<${value.length} bytes>`;
  if (Array.isArray(value)) return value.map(summarise);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, summarise(inner)]));
  }
  return value;
}

function parseOrThrow(schema: z.ZodType, value: unknown, what: string): unknown {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`Invalid ${what}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

async function appVersion(): Promise<string> {
  const pkg = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

/**
 * Installs window.lanyard on `page` (call before the first navigation) and starts the device
 * service behind it. close() it when the test ends.
 */
export async function installDesktopBridge(
  page: Page,
  options: DesktopBridgeOptions,
): Promise<DesktopBridge> {
  const origin = new URL(options.origin).origin;
  const ownQueueDir = options.queueDir === undefined;
  const queueDir = options.queueDir ?? (await mkdtemp(path.join(tmpdir(), 'lanyard-bridge-queue-')));
  const settings = memorySettings({
    serverUrl: origin,
    role: 'staffConsole',
    printerUri: null,
    scanner: null,
    idleResetSeconds: 120,
    ...options.settings,
  });
  const calls: BridgeCallRecord[] = [];
  const jobChanges: { job: QueueJob; at: number }[] = [];
  const pushLog: { event: IpcEventName; at: number }[] = [];

  // Pushes go out one after another, in the order the service emitted them.
  let pushes: Promise<void> = Promise.resolve();
  let closed = false;
  const push = (event: IpcEventName, payload: unknown): Promise<void> => {
    const parsed = parseOrThrow(ipcEvents[event], payload, `${event} payload`);
    pushes = pushes.then(async () => {
      if (closed || page.isClosed()) return;
      await page
        .evaluate(
          ([name, body]) => {
            const deliver = (globalThis as unknown as { __lanyardPush?: (e: string, p: unknown) => void })
              .__lanyardPush;
            deliver?.(name as string, body);
          },
          [event, parsed] as const,
        )
        // A page that is navigating or closing misses the push, as a reloading window would.
        .catch(() => undefined);
    });
    return pushes;
  };
  const emit: Emit = (event, payload) => {
    pushLog.push({ event, at: Date.now() });
    if (event === 'queue:job') jobChanges.push({ job: payload as QueueJob, at: Date.now() });
    void push(event, payload);
  };

  const service = createDevicesService({
    modules: realModules(options),
    queueDir,
    settings,
    emit,
    discoveryMs: options.discoveryMs ?? 1500,
  });
  await service.start();

  const version = await appVersion();
  const handlers: Record<string, Record<string, (...args: unknown[]) => unknown>> = {
    ...(service.handlers as unknown as Record<string, Record<string, (...args: unknown[]) => unknown>>),
    app: { getVersion: () => version },
  };

  const methods: Record<string, string[]> = {};
  for (const [domain, domainMethods] of Object.entries(ipcContract)) {
    methods[domain] = Object.keys(domainMethods);
    for (const [method, contract] of Object.entries(domainMethods as Record<string, IpcMethod>)) {
      const name = `${domain}.${method}`;
      const handler = handlers[domain]?.[method];
      if (!handler) throw new Error(`No handler for ${name}`);
      await page.exposeBinding(
        `__lanyard_${domain}_${method}`,
        async (source: BindingSource, ...raw: unknown[]) => {
          const record: BridgeCallRecord = { method: name, args: [], at: Date.now() };
          calls.push(record);
          try {
            assertTrustedSender(source, origin, name);
            const args = parseOrThrow(contract.args, decodeBytes(raw), `${name} arguments`) as unknown[];
            record.args = summarise(args) as unknown[];
            const result = await handler(...args);
            return parseOrThrow(contract.result, result, `${name} result`);
          } catch (error) {
            record.error = error instanceof Error ? error.message : String(error);
            throw error;
          } finally {
            record.doneAt = Date.now();
          }
        },
      );
    }
  }

  await page.addInitScript({
    content: pageScript(buildWindowLanyard, { methods, pushNames: [...ipcEventNames], bytesTag: BYTES_TAG }),
  });

  return {
    service,
    queueDir,
    calls,
    jobChanges,
    pushes: pushLog,
    settings: () => settings.get(),
    emit: (event, payload) => push(event, payload),
    flush: () => pushes,
    async close() {
      closed = true;
      await pushes;
      await service.close();
      if (ownQueueDir) await rm(queueDir, { recursive: true, force: true });
    },
  };
}

/**
 * A function and its argument as the source text of an init script. Under tsx (the benchmarks),
 * esbuild's keepNames wraps the function's inner named functions in `__name(…)` calls, a helper
 * that exists in the test process only; the script defines a no-op one so the page can run it.
 */
export function pageScript<A>(fn: (arg: A) => void, arg: A): string {
  return `(() => { const __name = (target) => target; (${fn.toString()})(${JSON.stringify(arg)}); })();`;
}

/** main/ipc.ts's rule: only the top frame of the app's origin is answered. */
function assertTrustedSender(source: BindingSource, origin: string, name: string): void {
  const frame = source.frame;
  let senderOrigin = 'no origin';
  try {
    senderOrigin = new URL(frame.url()).origin;
  } catch {
    // about:blank and the like have no origin.
  }
  if (frame.parentFrame() !== null || senderOrigin !== origin) {
    throw new Error(`${name}: refused a message from an untrusted sender (${senderOrigin})`);
  }
}

/**
 * Runs in the page before its own scripts (page.addInitScript): builds window.lanyard as
 * preload/index.ts does — exactly the contract's methods, frozen, plus on() for the contract's push
 * names — on top of the bindings. Written without DOM types: this file is also compiled for Node.
 */
function buildWindowLanyard(input: {
  methods: Record<string, string[]>;
  pushNames: string[];
  bytesTag: string;
}) {
  const scope = globalThis as unknown as Record<string, unknown>;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  const base64 = (bytes: Uint8Array): string => {
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    }
    return btoa(binary);
  };
  const encode = (value: unknown): unknown => {
    if (value instanceof Uint8Array) return { [input.bytesTag]: base64(value) };
    if (Array.isArray(value)) return value.map(encode);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, encode(inner)]));
    }
    return value;
  };

  const api: Record<string, unknown> = {};
  for (const [domain, names] of Object.entries(input.methods)) {
    const domainApi: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const name of names) {
      const binding = `__lanyard_${domain}_${name}`;
      domainApi[name] = (...args: unknown[]) => {
        // For timing from the page (benchmarks): when the app called this method.
        performance.mark(`lanyard.${domain}.${name}`);
        return (scope[binding] as (...a: unknown[]) => Promise<unknown>)(...args.map(encode));
      };
    }
    api[domain] = Object.freeze(domainApi);
  }
  const pushNames = new Set(input.pushNames);
  api.on = (event: string, listener: (payload: unknown) => void) => {
    if (!pushNames.has(event)) throw new Error(`window.lanyard.on: unknown event ${String(event)}`);
    const set = listeners.get(event) ?? new Set();
    set.add(listener);
    listeners.set(event, set);
    return () => {
      set.delete(listener);
    };
  };
  Object.defineProperty(scope, 'lanyard', { value: Object.freeze(api) });
  Object.defineProperty(scope, '__lanyardPush', {
    value: (event: string, payload: unknown) => {
      performance.mark(`lanyard.push.${event}`);
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
  });
}
