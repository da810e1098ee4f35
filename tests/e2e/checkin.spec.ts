import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sampleBadgePdf } from '../../main/devices/printers';
import type { LanyardDesktopApi } from '@shared/ipc';
import { HANDHELD_INPUT_DELAY_MS } from '@shared/constants';
import { chromium, devices, type Page } from '@playwright/test';
import { installDesktopBridge, type DesktopBridge } from '../support/desktopBridge';
import { decodeQrVideo, fakeCameraLaunchOptions, writeQrVideo, zbarDecode } from '../support/fakeCamera';
import type { IppEvePrinter } from '../support/ippeveprinter';
import { startSerialPair } from '../support/serialPair';
import { CheckinConsole } from './pages/CheckinConsole';
import { DESKTOP_BASE } from './pages/DesktopApp';
import { api, appToken, openLiveEvent, ticketUrlOf } from './demo';
import { watchContentSecurityPolicy } from './support';
import { expect, test } from './testPrinter';
import type { World } from './world';

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
 * (tests/support/fakeCamera.ts). Each test has its own printer (the `printer` fixture,
 * tests/e2e/testPrinter.ts) and checks in tickets of its own world (tests/e2e/world.ts): the
 * crowd's first tickets, which the seed did not check in.
 */

test.describe('desktop bridge (test infrastructure)', () => {
  // ippeveprinter's default formats, PWG raster included.
  test.use({ printerOptions: {} });
  let bridge: DesktopBridge | undefined;

  test.afterEach(async () => {
    await bridge?.close();
    bridge = undefined;
  });

  test('window.lanyard reaches the real printers and print queue; queue:job pushes arrive', async ({
    page,
    baseURL,
    printer,
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

const CHECKIN_PATH = '/v1/event/participant/checkIn';

interface CheckInAnswer {
  data?: { status: string; person: { name: string; surname: string; fullName: string; typeId: string } };
  errorCode?: string;
  errorMessage?: string;
}

test.describe('check-in console on the desktop build, with real devices', () => {
  let bridge: DesktopBridge | undefined;
  let workDir: string;

  test.beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'lanyard-e2e-checkin-'));
  });
  test.afterAll(async () => {
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });
  test.afterEach(async () => {
    await bridge?.close();
    bridge = undefined;
  });

  test('camera: a ticket QR is checked in, its badge prints on the IPP printer once, a second showing is already checked in', async ({
    baseURL,
    request,
    world,
    printer,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { ticketNumber } = world.crowd[0]!;
    const ticketUrl = await ticketUrlOf(
      request,
      ticketNumber,
      world.accounts.checkin.email,
      world.events.live.id,
    );
    // 1 s of the QR, then 3 s of white, looped: every loop is a new showing of the ticket (the
    // console ignores a code that stays in view, and throttles lookups to one per 2 s).
    const video = await writeQrVideo(path.join(workDir, `${world.key}-${ticketNumber}.y4m`), ticketUrl, {
      fps: 10,
      frames: 10,
      blankFrames: 30,
    });
    expect(await decodeQrVideo(video.file)).toEqual([ticketUrl]);

    const browser = await chromium.launch(fakeCameraLaunchOptions(video.file));
    try {
      const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
      // A browser of its own (the fake camera), so outside the suite's CSP fixture: watched here.
      const cspViolations = await watchContentSecurityPolicy(context);
      const page = await context.newPage();
      bridge = await installDesktopBridge(page, { origin: baseURL!, discover: announce(printer) });
      const answers = checkInAnswers(page);
      const printedBefore = (await printer.documents()).length;

      const checkin = await openConsole(page, world);
      await checkin.configure({
        scanType: 'Fast',
        scanMethod: 'Camera',
        direction: 'Check in',
        areaId: 'allEvent',
        printMode: 'Directly',
        printer: printer.name,
      });
      await checkin.start();
      await expect(page.getByRole('status').filter({ hasText: 'Starting the camera' })).toHaveCount(0, {
        timeout: 15_000,
      });

      // The first showing: checked in, with the name, in the last-scan line and the toast. It may
      // take several loops of the video: the decoder loads on demand after the camera starts, and a
      // busy 2-core CI machine drops frames (20 s was missed once in a full run).
      const first = await answers.next(60_000);
      expect(first.status).toBe(200);
      const person = first.body.data!.person;
      expect(first.body.data!.status).toBe('checkedIn');
      const lastScan = page.getByTestId('last-scan');
      await expect(lastScan).toContainText(`${person.fullName} is checked in.`);
      await expect(
        page.getByTestId('toast-success').filter({ hasText: `${person.fullName} is checked in.` }),
      ).toBeVisible();

      // The badge reaches the printer through the real queue: its text names the attendee and its
      // QR is the ticket URL.
      const [document] = (await printer.waitForDocuments(printedBefore + 1, 30_000)).slice(printedBefore);
      const badge = await readBadge(document!.file, path.join(workDir, `camera-${world.key}`));
      expect(badge.text).toContain(person.name);
      expect(badge.text).toContain(person.surname);
      expect(badge.codes).toContain(ticketUrl);
      await expect.poll(() => bridge!.jobChanges.some((c) => c.job.state === 'printed')).toBe(true);

      // The next showing of the same ticket: already checked in, and nothing more is printed.
      const second = await answers.next();
      expect(second.status).toBe(409);
      expect(second.body.errorCode).toBe('MST-00113');
      await expect(lastScan).toContainText(`${person.fullName} is already checked in.`);
      // The showing after it: the console handles one scan at a time, so by this answer it has done
      // all it would with the second (a print is enqueued before the outcome shows).
      const third = await answers.next(30_000);
      expect(third.body.errorCode).toBe('MST-00113');
      expect(await printer.documents()).toHaveLength(printedBefore + 1);
      expect(new Set(bridge.jobChanges.map((c) => c.job.id)).size).toBe(1);
      expect(bridge.calls.filter((c) => c.method === 'queue.enqueue')).toHaveLength(1);
      await testInfo.attach('bridge-calls', {
        body: JSON.stringify(bridge.calls, null, 2),
        contentType: 'application/json',
      });
      expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('handheld, keyboard wedge: a ticket URL typed into the console is processed a second later', async ({
    page,
    baseURL,
    world,
    printer,
  }) => {
    // The page's clock is Playwright's: the test, not the machine's speed, decides when 1 s has passed.
    await page.clock.install();
    bridge = await installDesktopBridge(page, { origin: baseURL!, discover: announce(printer) });
    const answers = checkInAnswers(page);
    const checkin = await openConsole(page, world);
    await checkin.startHandheldCheckIn();

    // A wedge scanner types fast and sends no Enter here: the console waits 1 s after the last key.
    const { ticketNumber } = world.crowd[1]!;
    const ticketUrl = await ticketUrlOf(
      page.request,
      ticketNumber,
      world.accounts.checkin.email,
      world.events.live.id,
    );
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.keyboard.type(ticketUrl, { delay: 5 });
    await page.clock.runFor(HANDHELD_INPUT_DELAY_MS - 1);
    await expect(checkin.ticketField()).toHaveValue(ticketUrl);
    expect(answers.count()).toBe(0);
    // The clock stays paused: only the last millisecond can have started the lookup.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === CHECKIN_PATH);
    await page.clock.runFor(1);
    await asked;
    await page.clock.resume();
    const answer = await answers.next();
    expect(answer.status).toBe(200);
    const { fullName } = answer.body.data!.person;
    const result = checkin.result();
    await expect(result.getByText('Checked in', { exact: true })).toBeVisible();
    await expect(result.getByRole('heading', { level: 3, name: fullName })).toBeVisible();
    await expect(result.getByText(ticketNumber)).toBeVisible();
  });

  test('handheld, serial scanner of the station: a code read on the port is checked in', async ({
    page,
    baseURL,
    world,
    printer,
  }) => {
    const pair = await startSerialPair();
    try {
      bridge = await installDesktopBridge(page, {
        origin: baseURL!,
        discover: announce(printer),
        settings: { scanner: { kind: 'serial', path: pair.hostPath, baudRate: 9600, suffix: '\r' } },
      });
      const answers = checkInAnswers(page);
      const checkin = await openConsole(page, world);
      await checkin.configure({
        scanType: 'Individual',
        scanMethod: 'Handheld scanner',
        direction: 'Check in',
        areaId: 'allEvent',
        printer: 'No printing',
      });
      await checkin.start();
      await expect.poll(() => bridge!.calls.some((c) => c.method === 'scanners.open')).toBe(true);

      const ticketUrl = await ticketUrlOf(
        page.request,
        world.crowd[2]!.ticketNumber,
        world.accounts.checkin.email,
        world.events.live.id,
      );
      await pair.write(`${ticketUrl}\r`);
      const answer = await answers.next();
      expect(answer.status).toBe(200);
      await expect(checkin.result().getByText('Checked in', { exact: true })).toBeVisible();
      await expect(
        checkin.result().getByRole('heading', { level: 3, name: answer.body.data!.person.fullName }),
      ).toBeVisible();
    } finally {
      await bridge?.close();
      bridge = undefined;
      await pair.close();
    }
  });

  test('a full area: the fully occupied warning names the person', async ({
    page,
    baseURL,
    request,
    world,
    printer,
  }) => {
    // An area for two, filled through the API with two other tickets first.
    const organizer = await appToken(request, world.accounts.organizer.email);
    const staff = await appToken(request, world.accounts.checkin.email);
    const area = await api<{ data: { id: string; name: string } }>(
      request,
      organizer,
      'POST',
      '/v1/event/area',
      {
        eventId: world.events.live.id,
        name: `Workshop room E2E ${Date.now() % 100000}`,
        capacity: 2,
        allowedPart: [],
        info: null,
      },
    );
    for (const { ticketNumber } of world.crowd.slice(3, 5)) {
      await api(request, staff, 'POST', CHECKIN_PATH, {
        eventId: world.events.live.id,
        entityType: 'area',
        entityId: area.data.id,
        checkIn: true,
        ticketNumber,
      });
    }

    bridge = await installDesktopBridge(page, { origin: baseURL!, discover: announce(printer) });
    const { checkin, name } = await refusedScan(
      page,
      world,
      area.data.id,
      world.crowd[5]!.ticketNumber,
      'MST-00114',
    );
    await expect(checkin.result().getByText('Fully occupied', { exact: true })).toBeVisible();
    await expect(
      page
        .getByTestId('toast-error')
        .filter({ hasText: `${area.data.name} is fully occupied: ${name} cannot be checked in.` }),
    ).toBeVisible();
  });

  test('a ticket type the area does not admit: the wrong ticket type warning names the person', async ({
    page,
    baseURL,
    world,
    printer,
  }) => {
    bridge = await installDesktopBridge(page, { origin: baseURL!, discover: announce(printer) });
    // The demo's VIP lounge admits VIPs, speakers and organizers; the attendee account's ticket is an attendee's.
    const { checkin, name } = await refusedScan(
      page,
      world,
      'vipLounge',
      world.tickets.attendee!.ticketNumber,
      'MST-00116',
    );
    await expect(checkin.result().getByText('Wrong ticket type', { exact: true })).toBeVisible();
    await expect(
      page
        .getByTestId('toast-error')
        .filter({ hasText: `${name}’s ticket type does not admit them to VIP lounge.` }),
    ).toBeVisible();
  });
});

/** Signs the world's check-in admin in on the desktop build and opens its live event's console. */
async function openConsole(page: Page, world: World): Promise<CheckinConsole> {
  await openLiveEvent(page, world.accounts.checkin.email, DESKTOP_BASE, world.events.live);
  const checkin = new CheckinConsole(page);
  await checkin.open();
  return checkin;
}

/**
 * In the console (individual, handheld, no printing) at `areaId`: types a ticket number the server
 * refuses with `errorCode`, and answers the console and the person's name its result shows.
 */
async function refusedScan(
  page: Page,
  world: World,
  areaId: string,
  ticketNumber: string,
  errorCode: string,
) {
  const answers = checkInAnswers(page);
  const checkin = await openConsole(page, world);
  await checkin.configure({
    scanType: 'Individual',
    scanMethod: 'Handheld scanner',
    direction: 'Check in',
    areaId,
    printer: 'No printing',
  });
  await checkin.start();
  await checkin.typeTicket(ticketNumber);
  expect((await answers.next()).body.errorCode).toBe(errorCode);
  const heading = checkin.result().getByRole('heading', { level: 3 });
  await expect(heading).not.toBeEmpty();
  return { checkin, name: ((await heading.textContent()) ?? '').trim() };
}

/** The page's check-in calls' answers, in order; next() waits for the next one not yet taken. */
function checkInAnswers(page: Page) {
  const answers: { status: number; body: CheckInAnswer }[] = [];
  const waiting: (() => void)[] = [];
  let taken = 0;
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== CHECKIN_PATH) return;
    response.json().then(
      (body: CheckInAnswer) => {
        answers.push({ status: response.status(), body });
        waiting.splice(0).forEach((wake) => wake());
      },
      // A body still being read when the test closes its browser is an answer nobody waits for.
      () => undefined,
    );
  });
  return {
    count: () => answers.length,
    async next(timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (answers.length <= taken) {
        if (Date.now() > deadline) throw new Error(`No check-in answer #${taken + 1} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return answers[taken++]!;
    },
  };
}

/** The printed PDF's text (pdftotext) and the codes zbarimg finds on its page rendered at 300 dpi. */
async function readBadge(pdf: string, dir: string): Promise<{ text: string; codes: string[] }> {
  await mkdir(dir, { recursive: true });
  const { stdout: text } = await run('pdftotext', [pdf, '-']);
  await run('pdftoppm', ['-r', '300', '-png', '-singlefile', pdf, path.join(dir, 'page')]);
  return { text, codes: await zbarDecode(path.join(dir, 'page.png')) };
}

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
