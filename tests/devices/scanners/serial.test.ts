import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScanEvent, ScannerStatusEvent } from '@shared/ipc/scanners';
import { openSerialScanner } from '../../../main/devices/scanners/serial';
import type { ScannerHandle, SerialScannerConfig } from '../../../main/devices/scanners/types';
import { startSerialPair, type SerialPair } from '../../support/serialPair';
import { createRecorder, sleep } from './recorder';

/** Short back-off so re-plug tests do not wait out the production 250 ms → 5 s schedule. */
const fastReconnect = { initialDelayMs: 50, maxDelayMs: 200 };

let pair: SerialPair;
let scanner: ScannerHandle | undefined;
let scans: ReturnType<typeof createRecorder<ScanEvent>>;
let statuses: ReturnType<typeof createRecorder<ScannerStatusEvent>>;

beforeEach(async () => {
  pair = await startSerialPair();
  scans = createRecorder<ScanEvent>();
  statuses = createRecorder<ScannerStatusEvent>();
});

afterEach(async () => {
  await scanner?.close();
  scanner = undefined;
  await pair.close();
});

/** Opens the driver on the pair's host end and waits until it reports the port open. */
async function openConnected(config: Partial<SerialScannerConfig> = {}, now?: () => number) {
  scanner = openSerialScanner(
    { kind: 'serial', path: pair.hostPath, ...config },
    { onScan: scans.push, onStatus: statuses.push, reconnect: fastReconnect, now },
  );
  await statuses.next((s) => s.connected);
}

async function nextCodes(count: number): Promise<string[]> {
  const codes: string[] = [];
  for (let i = 0; i < count; i++) codes.push((await scans.next()).code);
  return codes;
}

describe('serial scanner', () => {
  it('reports a CR-terminated code as one scan event with the port path and the time', async () => {
    await openConnected({}, () => 1_700_000_000_000);

    await pair.write('https://lanyard.test/tickets/T-1001\r');

    expect(await scans.next()).toEqual({
      kind: 'serial',
      path: pair.hostPath,
      code: 'https://lanyard.test/tickets/T-1001',
      at: 1_700_000_000_000,
    });
  });

  it.each([
    ['LF', '\n'],
    ['CR LF', '\r\n'],
    ['tab', '\t'],
  ] as const)('splits codes on a %s suffix when configured for it', async (_name, suffix) => {
    await openConnected({ suffix });

    await pair.write(`T-1${suffix}T-2${suffix}`);

    expect(await nextCodes(2)).toEqual(['T-1', 'T-2']);
  });

  it('does not split on CR when the configured suffix is tab', async () => {
    await openConnected({ suffix: '\t' });

    await pair.write('T-1\rT-2\t');

    expect((await scans.next()).code).toBe('T-1\rT-2');
  });

  it('accepts CR LF from a scanner when the station expects CR', async () => {
    await openConnected({ suffix: '\r' });

    await pair.write('T-1\r\nT-2\r\n');

    expect(await nextCodes(2)).toEqual(['T-1', 'T-2']);
  });

  it('joins a code that arrives split across writes', async () => {
    await openConnected();

    await pair.write('https://lanyard.test/tic');
    await sleep(100);
    await pair.write('kets/T-77');
    await sleep(100);
    await pair.write('\r');

    expect((await scans.next()).code).toBe('https://lanyard.test/tickets/T-77');
    expect(scans.events).toHaveLength(1);
  });

  it('reports several codes sent in one write, in order, and skips empty ones', async () => {
    await openConnected();

    await pair.write('T-1\r\rT-2\rT-3\r');

    expect(await nextCodes(3)).toEqual(['T-1', 'T-2', 'T-3']);
  });

  it('keeps non-ASCII text and inner separators of a code intact', async () => {
    await openConnected();

    await pair.write('Zoë Ğüneş\r01095011010209171719050810ABCD1234\u001d2110\r');

    expect(await nextCodes(2)).toEqual(['Zoë Ğüneş', '01095011010209171719050810ABCD1234\u001d2110']);
  });

  it('opens the port at the configured baud rate, 9600 by default', async () => {
    await openConnected({ baudRate: 19200 });
    expect(await pair.hostBaudRate()).toBe(19200);
    await scanner?.close();
    scanner = undefined;

    await openConnected();
    expect(await pair.hostBaudRate()).toBe(9600);
  });

  it('reports an unplug as disconnected and recovers after re-plug without being reopened', async () => {
    await openConnected();
    await pair.write('T-before\r');
    expect((await scans.next()).code).toBe('T-before');

    await pair.unplug();
    const lost = await statuses.next();
    expect(lost).toMatchObject({ kind: 'serial', path: pair.hostPath, connected: false });
    expect(lost.error).toMatch(/unplugged|gone/);

    await pair.replug();
    expect(await statuses.next()).toMatchObject({ path: pair.hostPath, connected: true });
    await pair.write('T-after\r');
    expect((await scans.next()).code).toBe('T-after');
  });

  it('recovers from several unplugs in a row', async () => {
    await openConnected();
    for (const round of [1, 2, 3]) {
      await pair.unplug();
      await statuses.next((s) => !s.connected);
      await pair.replug();
      await statuses.next((s) => s.connected);
      await pair.write(`T-${round}\r`);
      expect((await scans.next()).code).toBe(`T-${round}`);
    }
  });

  it('drops half a code cut off by an unplug instead of gluing it to the next one', async () => {
    await openConnected();
    await pair.write('T-cut-');
    await sleep(100);

    await pair.unplug();
    await statuses.next((s) => !s.connected);
    await pair.replug();
    await statuses.next((s) => s.connected);
    await pair.write('T-9\r');

    expect((await scans.next()).code).toBe('T-9');
  });

  it('waits for a scanner that is absent at open and connects when it is plugged in', async () => {
    await pair.unplug();
    scanner = openSerialScanner(
      { kind: 'serial', path: pair.hostPath },
      { onScan: scans.push, onStatus: statuses.push, reconnect: fastReconnect },
    );

    const absent = await statuses.next();
    expect(absent).toMatchObject({ connected: false });
    expect(absent.error).toBeTruthy();

    await pair.replug();
    await statuses.next((s) => s.connected);
    await pair.write('T-late\r');
    expect((await scans.next()).code).toBe('T-late');
  });

  it('reports one disconnect per unplug, not one per failed re-open attempt', async () => {
    await openConnected();

    await pair.unplug();
    await statuses.next((s) => !s.connected);
    // Long enough for several attempts at 50 → 200 ms.
    await sleep(1_000);

    expect(statuses.events.map((s) => s.connected)).toEqual([true, false]);
  });

  it('stops reporting and reconnecting after close()', async () => {
    await openConnected();
    await pair.unplug();
    await statuses.next((s) => !s.connected);

    await scanner?.close();
    scanner = undefined;
    const seen = { scans: scans.events.length, statuses: statuses.events.length };
    await pair.replug();
    await sleep(1_000);
    await pair.write('T-after-close\r');
    await sleep(300);

    expect(scans.events).toHaveLength(seen.scans);
    expect(statuses.events).toHaveLength(seen.statuses);
  });

  it('releases the port on close() so the next opener gets the codes', async () => {
    await openConnected();
    await scanner?.close();
    const again = createRecorder<ScanEvent>();
    scanner = openSerialScanner({ kind: 'serial', path: pair.hostPath }, { onScan: again.push });
    await sleep(300);

    await pair.write('T-next\r');

    expect((await again.next()).code).toBe('T-next');
    expect(scans.events).toHaveLength(0);
  });
});
