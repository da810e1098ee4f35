import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleBadgePdf } from '../../main/devices/printers';
import type { LanyardDesktopApi } from '../../shared/ipc';
import { chromium } from '@playwright/test';
import { installDesktopBridge, type DesktopBridge } from '../support/desktopBridge';
import { decodeQrVideo, fakeCameraLaunchOptions, writeQrVideo, zbarDecode } from '../support/fakeCamera';
import { startIppEvePrinter, type IppEvePrinter } from '../support/ippeveprinter';
import { DESKTOP_BASE } from './pages/DesktopApp';
import { expect, test } from './support';

const run = promisify(execFile);

declare global {
  interface Window {
    /** As renderer/src/platform/desktopBridge.ts declares it; here the bridge's stand-in. */
    readonly lanyard?: LanyardDesktopApi;
  }
}

/**
 * Check-in at the door, end to end: the desktop renderer (/desktop/, @platform/devices →
 * window.lanyard) in Chromium, with window.lanyard bridged to the real main/devices modules in the
 * test process (tests/support/desktopBridge.ts), a real IPP printer (ippeveprinter) on 127.0.0.1 and,
 * for the camera, Chromium's fake capture device fed a video of the ticket QR
 * (tests/support/fakeCamera.ts).
 */

test.describe('desktop bridge (test infrastructure)', () => {
  let printer: IppEvePrinter;
  let bridge: DesktopBridge | undefined;

  test.beforeAll(async () => {
    printer = await startIppEvePrinter({ name: `Lanyard Bridge ${process.pid}-${Date.now() % 100000}` });
  });
  test.afterAll(async () => {
    await printer?.close();
  });
  test.afterEach(async () => {
    await bridge?.close();
    bridge = undefined;
  });

  test('window.lanyard reaches the real printers and print queue; queue:job pushes arrive', async ({
    page,
    baseURL,
  }) => {
    bridge = await installDesktopBridge(page, { origin: baseURL!, discover: announce(printer) });
    await page.goto(`${DESKTOP_BASE}/login`);

    // The printer on the network and the event's configured one (unreachable here), with live status.
    const printers = await page.evaluate(() =>
      window.lanyard!.printers.list([{ label: 'Nowhere', ip: '127.0.0.1:9/ipp/print', printType: 'IPP' }]),
    );
    const found = printers.find((p) => p.label === printer.name);
    expect(found, JSON.stringify(printers)).toBeDefined();
    expect(found!.status.state).toBe('idle');
    expect(printers.find((p) => p.label === 'Nowhere')?.status.state).toBe('offline');

    // Bytes cross the binding: the document that arrives is the one the page made.
    const pdf = (await sampleBadgePdf()).data;
    const changes = await page.evaluate(
      async ({ uri, bytes }) => {
        const seen: string[] = [];
        window.lanyard!.on('queue:job', (job) => seen.push(job.state));
        const result = await window.lanyard!.queue.enqueue({
          key: 'e2e:bridge:v1',
          printerUri: uri,
          jobName: 'Bridge test',
          document: { format: 'application/pdf', data: new Uint8Array(bytes) },
        });
        const deadline = Date.now() + 10_000;
        while (!seen.includes('printed') && Date.now() < deadline)
          await new Promise((r) => setTimeout(r, 50));
        return { outcome: result.outcome, seen };
      },
      { uri: found!.uri, bytes: [...pdf] },
    );
    expect(changes.outcome).toBe('queued');
    expect(changes.seen.at(-1)).toBe('printed');
    const [document] = await printer.waitForDocuments(1);
    const dir = await mkdtemp(path.join(tmpdir(), 'lanyard-e2e-'));
    try {
      const { stdout } = await run('pdftotext', [document!.file, '-']);
      expect(stdout).toContain((await pdfText(pdf, dir)).trim());
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    // The same key again prints nothing (DECISIONS 18).
    const again = await page.evaluate(
      async ({ uri }) =>
        (
          await window.lanyard!.queue.enqueue({
            key: 'e2e:bridge:v1',
            printerUri: uri,
            jobName: 'Bridge test',
            document: { format: 'application/pdf', data: new Uint8Array([37, 80, 68, 70]) },
          })
        ).outcome,
      { uri: found!.uri },
    );
    expect(again).toBe('alreadyPrinted');
    expect(bridge.calls.map((c) => c.method)).toEqual(
      expect.arrayContaining(['printers.list', 'queue.enqueue']),
    );
  });

  test('calls from another origin are refused, as main/ipc.ts refuses them', async ({ page, baseURL }) => {
    bridge = await installDesktopBridge(page, { origin: 'http://127.0.0.1:9' });
    await page.goto(`${baseURL}${DESKTOP_BASE}/login`);
    const error = await page.evaluate(() =>
      window.lanyard!.queue.list().then(
        () => 'answered',
        (e: Error) => e.message,
      ),
    );
    expect(error).toContain('untrusted sender');
  });
});

/** printers.list's DNS-SD browse finding `printer` under its loopback URI (see DesktopBridgeOptions.discover). */
function announce(printer: IppEvePrinter) {
  return async () => [
    { uri: printer.uri, name: printer.name, kind: 'ipp' as const, service: 'ipp' as const },
  ];
}

test('fake camera: the generated video decodes, and Chromium shows it as the camera', async ({ baseURL }) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'lanyard-e2e-camera-'));
  const ticketUrl = `${baseURL}/tickets/T-000150`;
  // The file exists before the browser starts: Chromium reads it when a page opens the camera.
  const video = await writeQrVideo(path.join(dir, 'ticket.y4m'), ticketUrl);
  const browser = await chromium.launch(fakeCameraLaunchOptions(video.file));
  try {
    expect(await decodeQrVideo(video.file)).toEqual([ticketUrl]);

    const page = await browser.newPage();
    await page.goto(`${baseURL}${DESKTOP_BASE}/login`);
    const png = await page.evaluate(async () => {
      const stream = await navigator.mediaDevices.getUserMedia({ video: true });
      const element = document.createElement('video');
      element.muted = true;
      element.srcObject = stream;
      await element.play();
      await new Promise((resolve) => setTimeout(resolve, 300));
      const canvas = document.createElement('canvas');
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      canvas.getContext('2d')!.drawImage(element, 0, 0);
      stream.getTracks().forEach((track) => track.stop());
      return canvas.toDataURL('image/png').split(',')[1]!;
    });
    await writeFile(path.join(dir, 'frame.png'), Buffer.from(png, 'base64'));
    expect(await zbarDecode(path.join(dir, 'frame.png'))).toEqual([ticketUrl]);
  } finally {
    await browser.close();
    await rm(dir, { recursive: true, force: true });
  }
});

async function pdfText(pdf: Uint8Array, dir: string): Promise<string> {
  const file = path.join(dir, 'expected.pdf');
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', [file, '-']);
  return stdout;
}
