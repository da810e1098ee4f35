import { watch } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { installDesktopBridge, pageScript, type DesktopBridge } from '../support/desktopBridge';
import { startIppEvePrinter, type IppEvePrinter } from '../support/ippeveprinter';
import { startSerialPair, type SerialPair } from '../support/serialPair';
import { startLanyardServer, ticketUrls, type LanyardServer } from './lanyardServer';
import { percentile, type Benchmark } from './measure';

/**
 * Scan → print at the door (issue 4), measured in Chromium on the desktop build (/desktop/) with
 * window.lanyard bridged to the real main/devices modules (tests/support/desktopBridge.ts): the
 * station's serial scanner (a socat pseudo-terminal pair read by main/devices/scanners), the real
 * print queue, and ippeveprinter as the IPP printer. The self-service kiosk (/event/:id/kiosk), print
 * mode "directly": a scan checks the ticket in, the welcome screen shows the badge preview, and the
 * badge is rendered at 300 dpi, queued and sent to the printer.
 *
 * Clocks: "code read" is when main's serial scanner module emitted the scan (the scanners:scan push,
 * in the benchmark process); "job accepted" is when the document appeared in ippeveprinter's spool
 * folder (fs.watch — the printer has the job; it answers Print-Job right after storing it);
 * "printed" is when the queue saw IPP job-state completed. The stages inside the page come from its
 * own performance marks: the push's delivery and each window.lanyard call (the bridge marks them),
 * and the check-in and digest responses (a fetch wrapper this benchmark installs, which only marks).
 */

const WARM_UP = 3;
const SCANS = 40;
const RENDERS = 20;
/** Tickets T-000200… of the live event: attendees nobody else prints in this run. */
const FIRST_TICKET = 200;
const SCAN_TARGET_MS = 500;
const RENDER_TARGET_MS = 200;

interface Sample {
  /** Benchmark-process clock (ms). */
  readToAccepted: number;
  readToPrinted: number;
  /** Page clock (ms). */
  pushToCheckedIn: number;
  checkedInToDigest: number;
  /** Digest in hand → window.lanyard.queue.enqueue called: renderBadge PDF at 300 dpi, essentially. */
  render: number;
}

/** Marks when the check-in and digest responses arrive (the page's own clock). */
function markResponses(): void {
  const original = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.includes('/v1/event/participant/checkIn')) performance.mark('bench.checkIn');
    else if (url.includes('/v1/digest/template')) performance.mark('bench.digest');
    return response;
  };
}

async function pageMarks(page: Page) {
  // No inner named functions: tsx would wrap them in __name(), which the page does not have.
  const names = ['lanyard.push.scanners:scan', 'bench.checkIn', 'bench.digest', 'lanyard.queue.enqueue'];
  const [push, checkIn, digest, enqueue] = await page.evaluate((wanted) => {
    const times = wanted.map(
      (name) => performance.getEntriesByName(name, 'mark').at(-1)?.startTime ?? Number.NaN,
    );
    performance.clearMarks();
    return times;
  }, names);
  return { push: push!, checkIn: checkIn!, digest: digest!, enqueue: enqueue! };
}

async function until<T>(what: string, check: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Signs the check-in admin in on the desktop build and starts the live event's kiosk. */
async function startKiosk(page: Page, server: LanyardServer, printer: IppEvePrinter): Promise<void> {
  await page.goto('/desktop/login');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Email').fill('checkin@lanyard.test');
  await page.getByLabel('Password').fill('Lanyard2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/desktop\/event\/list$/);
  await page.goto(`/desktop/event/${server.liveEventId}/kiosk`);
  await page.getByRole('heading', { level: 1, name: 'Self-service kiosk' }).waitFor();
  const radio = (group: string, name: string) =>
    page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
  await radio('Scan method', 'Handheld scanner').check();
  await page.getByLabel('Area', { exact: true }).selectOption('allEvent');
  await radio('Print mode', 'Directly').check();
  const printerSelect = page.getByLabel('Printer', { exact: true });
  await printerSelect.locator('option', { hasText: printer.name }).waitFor({ state: 'attached' });
  await printerSelect.selectOption({ label: printer.name });
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  await page.getByRole('heading', { level: 1, name: 'Scan your ticket' }).waitFor();
}

async function scanOnce(
  ticketUrl: string,
  context: { pair: SerialPair; bridge: DesktopBridge; page: Page; spooled: number[] },
): Promise<Sample> {
  const { pair, bridge, page, spooled } = context;
  const pushesBefore = bridge.pushes.length;
  const jobsBefore = new Set(bridge.jobChanges.map((c) => c.job.id));
  const spooledBefore = spooled.length;
  await pair.write(`${ticketUrl}\r`);
  const read = await until('the scan', () =>
    bridge.pushes.slice(pushesBefore).find((p) => p.event === 'scanners:scan'),
  );
  const printed = await until('the badge printed', () =>
    bridge.jobChanges.find((c) => !jobsBefore.has(c.job.id) && c.job.state === 'printed'),
  );
  const accepted = await until('the document in the spool', () => spooled[spooledBefore]);
  // The attendee takes the badge: Done, back to the welcome screen for the next one.
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('heading', { level: 1, name: 'Scan your ticket' }).waitFor();
  const marks = await pageMarks(page);
  return {
    readToAccepted: accepted - read.at,
    readToPrinted: printed.at - read.at,
    pushToCheckedIn: marks.checkIn - marks.push,
    checkedInToDigest: marks.digest - marks.checkIn,
    render: marks.enqueue - marks.digest,
  };
}

/**
 * Records, in the page, when the "Download PDF preview" button is pressed (a capturing click
 * listener) and when the PDF's blob URL is made (URL.createObjectURL) — the editor's renderBadge
 * at 300 dpi between the two.
 */
function markDownloads(): void {
  // Written without DOM types: this file is compiled for Node.
  type Target = { closest?: (selector: string) => { textContent: string | null } | null } | null;
  const page = globalThis as unknown as {
    document: {
      addEventListener(type: 'click', listener: (event: { target: Target }) => void, capture: boolean): void;
    };
  };
  page.document.addEventListener(
    'click',
    (event) => {
      if (event.target?.closest?.('button')?.textContent?.includes('Download PDF preview')) {
        performance.mark('bench.downloadClick');
      }
    },
    true,
  );
  const original = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob) => {
    if (object instanceof Blob && object.type === 'application/pdf') performance.mark('bench.pdfReady');
    return original(object);
  };
}

/** The template editor's "Download PDF preview" for one real ticket, `count` times. */
async function editorRenders(page: Page, server: LanyardServer, count: number): Promise<number[]> {
  await page.goto('/login');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Accept' }).click();
  await page.getByLabel('Email').fill('organizer@lanyard.test');
  await page.getByLabel('Password').fill('Lanyard2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/event\/list$/);
  await page.goto(`/event/${server.liveEventId}/badges`);
  await page
    .getByTestId('badge-card')
    .filter({ hasText: 'Default' })
    .getByRole('link', { name: 'Edit' })
    .click();
  await page.getByRole('button', { name: 'Add placeholder' }).waitFor();
  await page.getByRole('textbox', { name: 'Ticket number' }).fill('T-000150');
  await page.getByRole('button', { name: 'Show', exact: true }).click();
  await page.getByTestId('badge-preview-person').filter({ hasText: 'T-000150' }).waitFor();
  const times: number[] = [];
  for (let i = 0; i < count + 1; i++) {
    // Let the live preview settle (it re-renders 120 ms after its inputs change).
    await page.waitForTimeout(400);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF preview' }).click(),
    ]);
    await download.path();
    const [click, ready] = await page.evaluate(() => {
      const click = performance.getEntriesByName('bench.downloadClick', 'mark').at(-1)?.startTime;
      const ready = performance.getEntriesByName('bench.pdfReady', 'mark').at(-1)?.startTime;
      performance.clearMarks();
      return [click ?? Number.NaN, ready ?? Number.NaN];
    });
    // The first one loads the fonts into the PDF path; it is the warm-up.
    if (i > 0) times.push(ready! - click!);
  }
  return times;
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const stats = (values: number[]) =>
  `${ms(percentile(values, 50))} | ${ms(percentile(values, 95))} | ${ms(values.reduce((a, b) => Math.max(a, b), 0))}`;

export const scanToPrintBenchmark: Benchmark = {
  id: 'scan-to-print',
  title: 'Scan → badge print job accepted, and badge render time (issue 4)',
  async run({ workDir }) {
    const loadBefore = os.loadavg()[0] ?? 0;
    const server = await startLanyardServer({
      engine: 'pglite',
      workDir: path.join(workDir, 'scan-to-print'),
      build: true,
    });
    const printer = await startIppEvePrinter({
      name: `Lanyard Bench ${process.pid}`,
      formats: ['application/pdf', 'image/png'],
    });
    const pair = await startSerialPair();
    const spooled: number[] = [];
    const seen = new Set<string>();
    const watcher = watch(printer.spoolDir, (_event, file) => {
      if (file && !file.endsWith('.prn') && !seen.has(file)) {
        seen.add(file);
        spooled.push(Date.now());
      }
    });
    const browser = await chromium.launch(chromiumLaunchOptions);
    let bridge: DesktopBridge | undefined;
    try {
      const page = await browser.newPage({ baseURL: server.url, viewport: { width: 1280, height: 800 } });
      bridge = await installDesktopBridge(page, {
        origin: server.url,
        discover: async () => [{ uri: printer.uri, name: printer.name, kind: 'ipp', service: 'ipp' }],
        settings: { scanner: { kind: 'serial', path: pair.hostPath, baudRate: 9600, suffix: '\r' } },
      });
      await page.addInitScript({ content: pageScript(markResponses, undefined) });
      await startKiosk(page, server, printer);
      await until('the scanner open', () =>
        bridge!.calls.some((c) => c.method === 'scanners.open' && c.doneAt) ? true : undefined,
      );

      const context = { pair, bridge, page, spooled };
      const numbers = Array.from(
        { length: WARM_UP + SCANS },
        (_, i) => `T-${String(FIRST_TICKET + i).padStart(6, '0')}`,
      );
      const urls = await ticketUrls(server, numbers);
      const samples: Sample[] = [];
      for (let i = 0; i < WARM_UP + SCANS; i++) {
        const sample = await scanOnce(urls.get(numbers[i]!)!, context);
        if (i >= WARM_UP) samples.push(sample);
        await page.waitForTimeout(100);
      }
      const editor = await browser.newPage({
        baseURL: server.url,
        viewport: { width: 1280, height: 800 },
        acceptDownloads: true,
      });
      await editor.addInitScript({ content: pageScript(markDownloads, undefined) });
      const editorRender = await editorRenders(editor, server, RENDERS);
      const documents = await printer.documents();
      if (documents.length !== WARM_UP + SCANS) {
        throw new Error(`Expected ${WARM_UP + SCANS} documents at the printer, found ${documents.length}`);
      }
      const pdfKiB = documents.reduce((sum, d) => sum + d.size, 0) / documents.length / 1024;

      const column = (key: keyof Sample) => samples.map((s) => s[key]);
      const p95 = percentile(column('readToAccepted'), 95);
      const renderP95 = percentile(editorRender, 95);
      const flowRenderP95 = percentile(column('render'), 95);
      const verdict = (value: number, target: number) => (value < target ? 'met' : 'NOT met');
      return {
        summary:
          `code read → job accepted p95 ${ms(p95)} (target < ${SCAN_TARGET_MS} ms ${verdict(p95, SCAN_TARGET_MS)}); ` +
          `badge render p95 ${ms(renderP95)} (target < ${RENDER_TARGET_MS} ms ${verdict(renderP95, RENDER_TARGET_MS)})`,
        markdown: [
          `Chromium (Playwright) on the desktop build (/desktop/) served by \`lanyard serve\` on PGlite ` +
            '(a fresh seeded database); window.lanyard bridged to the real main/devices modules in the ' +
            'benchmark process (tests/support/desktopBridge.ts): the station’s serial scanner on a ' +
            'pseudo-terminal pair, the persistent print queue (fsynced), the IPP driver, and ' +
            '`ippeveprinter` on 127.0.0.1. The self-service kiosk (handheld scanner, venue entrance, print mode “directly”; it shows the badge preview while the badge prints), the ' +
            `demo’s default badge (90 × 120 mm) as a PDF at 300 dpi (${pdfKiB.toFixed(0)} KiB on average). ` +
            `${SCANS} scans of different tickets after ${WARM_UP} warm-up scans, one attendee at a time (each presses Done once the badge printed).`,
          '',
          '| | p50 | p95 | max |',
          '|---|---|---|---|',
          `| **code read → IPP job accepted** (scan emitted by the serial module → document in the printer's spool) | ${stats(column('readToAccepted'))} |`,
          `| code read → printed (IPP job-state completed, seen by the queue's 20 ms+ polling) | ${stats(column('readToPrinted'))} |`,
          `| in the page: scan delivered → check-in answered | ${stats(column('pushToCheckedIn'))} |`,
          `| in the page: check-in answered → badge digest answered | ${stats(column('checkedInToDigest'))} |`,
          `| in the page: digest answered → queue.enqueue called (render and hand-over, see below) | ${stats(column('render'))} |`,
          '',
          `**Badge render time**, PDF at 300 dpi of the default badge for a real ticket, in the template ` +
            `editor (web build, organizer): “Download PDF preview” pressed → the PDF’s blob ready, ` +
            `${RENDERS} times after one warm-up:`,
          '',
          '| | p50 | p95 | max |',
          '|---|---|---|---|',
          `| **renderBadge, PDF at 300 dpi** (click → URL.createObjectURL of the PDF) | ${stats(editorRender)} |`,
          '',
          `Targets: code read → job accepted p95 < ${SCAN_TARGET_MS} ms **${verdict(p95, SCAN_TARGET_MS).toLowerCase()}** (${ms(p95)}); ` +
            `badge render at 300 dpi < ${RENDER_TARGET_MS} ms **${verdict(renderP95, RENDER_TARGET_MS).toLowerCase()}** ` +
            `(editor p95 ${ms(renderP95)}; inside the print flow p95 ${ms(flowRenderP95)}). ` +
            `Load average when the run started: ${loadBefore.toFixed(2)} (other work on the machine shares its 2 cores).`,
          '',
          'The editor figure is the render module alone: between the click and the blob are only the ' +
            'button’s state update, renderBadge (fabric scene at 300 dpi, raster, PDF with the font’s text ' +
            'layer) and the Blob. The print-flow figure is an upper bound on the same work at the door: it runs from the digest response ' +
            'arriving (a fetch wrapper marks it) to the print flow calling window.lanyard.queue.enqueue ' +
            '(the bridge marks it), so it also holds the digest’s JSON parsing, the kiosk’s state updates, the badge preview the kiosk renders on the same thread at the same time ' +
            'and the PDF’s assembly — everything between having the person’s values and ' +
            'handing the finished document to the queue. After the enqueue call the document crosses to ' +
            'the test process as base64 (the stand-in for Electron’s IPC), the queue writes and fsyncs ' +
            'it, and the IPP driver checks the printer and sends Print-Job.',
        ].join('\n'),
      };
    } finally {
      await bridge?.close();
      await browser.close();
      watcher.close();
      await pair.close();
      await printer.close();
      await server.stop();
    }
  },
};
