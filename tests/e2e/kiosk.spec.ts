import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { devices } from '@playwright/test';
import { KIOSK_RESULT_RESET_MS } from '@shared/constants';
import { installDesktopBridge, type DesktopBridge } from '../support/desktopBridge';
import { DESKTOP_BASE } from './pages/DesktopApp';
import { Kiosk, PrintStation } from './pages/Kiosk';
import { wedgeScan } from './pages/wedgeScan';
import { api, appToken, openLiveEvent, ticketUrlOf } from './demo';
import { DEMO_PASSWORD, watchContentSecurityPolicy } from './support';
import { expect, test } from './testPrinter';

const run = promisify(execFile);

const CHECKIN_PATH = '/v1/event/participant/checkIn';

/*
 * Every test signs in as check-in staff of its own world (tests/e2e/world.ts) and scans the
 * world's crowd: its first tickets are not checked in by the seed.
 */

test('self-service kiosk in a browser: a keyboard-wedge scan welcomes the attendee by name, the screen resets by itself, staff leave with their password', async ({
  page,
  baseURL,
  world,
}) => {
  test.setTimeout(90_000);
  const live = world.events.live;
  await openLiveEvent(page, world.accounts.checkin.email, '', live);
  const kiosk = new Kiosk(page);
  await kiosk.launch({
    scanMethod: 'Handheld scanner',
    areaId: 'allEvent',
    printMode: 'Directly',
    printer: 'No printing',
  });
  // No app menu on the kiosk, and the welcome heading has the focus (no text field: a wedge types into the page).
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);
  await expect(kiosk.welcome()).toBeFocused();

  // A keyboard-wedge scanner types the ticket URL without Enter: the kiosk takes it 1 s after the last key.
  const ticketUrl = await ticketUrlOf(
    page.request,
    world.crowd[0]!.ticketNumber,
    world.accounts.checkin.email,
    live.id,
  );
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === CHECKIN_PATH);
  await wedgeScan(page, ticketUrl);
  const typedAt = Date.now();
  const response = await answer;
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(900);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { status: string; person: { fullName: string } } };
  expect(body.data.status).toBe('checkedIn');
  const { fullName } = body.data.person;

  await expect(kiosk.resultHeading()).toHaveText(`Welcome, ${fullName}!`);
  await expect(kiosk.result()).toContainText('You are checked in.');
  await expect(kiosk.result()).toContainText('Enjoy the event!');
  // No printer chosen: nothing is said about a badge.
  await expect(kiosk.result().getByTestId('kiosk-print')).toHaveCount(0);
  const shownAt = Date.now();

  // The screen goes back to the welcome by itself after KIOSK_RESULT_RESET_MS.
  await expect(kiosk.welcome()).toBeVisible({ timeout: KIOSK_RESULT_RESET_MS + 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(KIOSK_RESULT_RESET_MS - 1_000);

  // The same ticket again: welcome back. A ticket that does not exist: plain words, and Done resets at once.
  await wedgeScan(page, ticketUrl);
  await expect(kiosk.resultHeading()).toHaveText(`Welcome back, ${fullName}!`, { timeout: 10_000 });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(kiosk.welcome()).toBeVisible();
  await wedgeScan(page, `${baseURL}/tickets/T-999999`);
  await expect(kiosk.resultHeading()).toHaveText('We could not find your ticket', { timeout: 10_000 });
  await expect(kiosk.result()).toContainText('Please ask at the help desk.');
  // A QR forged with a real ticket's number instead of its secret (DECISIONS 15) checks nobody in.
  await page.getByRole('button', { name: 'Done' }).click();
  const forged = page.waitForResponse((response) => new URL(response.url()).pathname === CHECKIN_PATH);
  await wedgeScan(page, `${baseURL}/tickets/${world.crowd[1]!.ticketNumber}`);
  expect((await forged).status()).toBe(404);
  await expect(kiosk.resultHeading()).toHaveText('We could not find your ticket', { timeout: 10_000 });

  // A reload (or a crashed page) comes back to the running kiosk, and so does the start page.
  await page.reload();
  await expect(kiosk.welcome()).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/event/${live.id}/kiosk$`));
  await expect(kiosk.welcome()).toBeVisible();

  // Leaving needs the staff member's password.
  await kiosk.exit('not the password');
  await expect(page.getByRole('dialog', { name: 'Leave the kiosk' })).toContainText(
    'That password is not correct.',
  );
  await page
    .getByRole('dialog', { name: 'Leave the kiosk' })
    .getByLabel('Password', { exact: true })
    .fill(DEMO_PASSWORD);
  await page
    .getByRole('dialog', { name: 'Leave the kiosk' })
    .getByRole('button', { name: 'Exit kiosk' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Self-service kiosk' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start kiosk' })).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/event\/list$/);
});

test('a running kiosk stays a kiosk: Back, Forward, Alt+Left, reload and addresses of staff pages lead back to it until staff leave with the password', async ({
  page,
  world,
}) => {
  const live = world.events.live;
  await openLiveEvent(page, world.accounts.checkin.email, '', live);
  const eventPage = new RegExp(`/event/${live.id}$`);
  const kioskPage = new RegExp(`/event/${live.id}/kiosk$`);
  const kiosk = new Kiosk(page);
  await kiosk.launch({ scanMethod: 'Handheld scanner', areaId: 'allEvent', printer: 'No printing' });

  // The browser's Back button and its shortcut: the kiosk stays where it is.
  await page.goBack().catch(() => null);
  await expect(page).toHaveURL(kioskPage);
  await expect(kiosk.welcome()).toBeVisible();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page).toHaveURL(kioskPage);
  await expect(kiosk.welcome()).toBeVisible();
  await page.goForward().catch(() => null);
  await expect(page).toHaveURL(kioskPage);

  // A reload reopens the kiosk; the staff pages' addresses lead back to it.
  await page.reload();
  await expect(kiosk.welcome()).toBeVisible();
  await page.goBack().catch(() => null);
  await expect(page).toHaveURL(kioskPage);
  await expect(kiosk.welcome()).toBeVisible();
  for (const staffPage of [`/event/${live.id}`, `/event/${live.id}/checkin`, '/event/list']) {
    await page.goto(staffPage);
    await expect(page).toHaveURL(kioskPage);
    await expect(kiosk.welcome()).toBeVisible();
  }
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toHaveCount(0);

  // Staff leave with the password; then the event page is theirs again, Back included.
  await kiosk.exit(DEMO_PASSWORD);
  await expect(page.getByRole('button', { name: 'Start kiosk' })).toBeVisible();
  await page.goto(`/event/${live.id}`);
  await expect(page).toHaveURL(eventPage);
  await page.goBack();
  await expect(page).toHaveURL(kioskPage);
  await expect(page.getByRole('button', { name: 'Start kiosk' })).toBeVisible();
});

/*
 * Each test prints on its own ippeveprinter (the `printer` fixture, tests/e2e/testPrinter.ts) and
 * its print station owns its own world's "Entrance printer", so tests running at the same time
 * neither count each other's documents nor take each other's server jobs.
 */
test.describe('kiosk and print station on the desktop build, with a real IPP printer', () => {
  let bridge: DesktopBridge | undefined;

  test.afterEach(async () => {
    await bridge?.close();
    bridge = undefined;
  });

  test('kiosk on the desktop build: the badge of a scanned ticket is previewed and prints once on ippeveprinter; the station’s idle reset clears the screen', async ({
    page,
    baseURL,
    world,
    printer,
  }) => {
    test.setTimeout(120_000);
    const live = world.events.live;
    const staff = world.accounts.checkin.email;
    bridge = await installDesktopBridge(page, {
      origin: baseURL!,
      settings: { role: 'kiosk' },
      discover: async () => [{ uri: printer.uri, name: printer.name, kind: 'ipp', service: 'ipp' }],
    });
    await openLiveEvent(page, staff, DESKTOP_BASE, live);
    const kiosk = new Kiosk(page);
    await kiosk.launch({
      scanMethod: 'Handheld scanner',
      areaId: 'allEvent',
      printMode: 'Directly',
      printer: printer.name,
    });
    const before = (await printer.documents()).length;

    const ticketUrl = await ticketUrlOf(page.request, world.crowd[2]!.ticketNumber, staff, live.id);
    await wedgeScan(page, ticketUrl);
    await expect(kiosk.resultHeading()).toHaveText(/^Welcome, .+!$/, { timeout: 10_000 });
    const name = ((await kiosk.resultHeading().textContent()) ?? '').replace(/^Welcome, |!$/g, '');
    await expect(kiosk.result().getByTestId('badge-preview').getByRole('img')).toBeVisible({
      timeout: 15_000,
    });
    await expect(kiosk.result().getByTestId('kiosk-print')).toHaveText(
      'Your badge is ready. Please take it.',
      {
        timeout: 30_000,
      },
    );
    const [document] = (await printer.waitForDocuments(before + 1, 30_000)).slice(before);
    const { stdout: text } = await run('pdftotext', [document!.file, '-']);
    for (const part of name.split(' ')) expect(text).toContain(part);

    // The station's idle reset (main pushes kiosk:idleReset): the kiosk clears itself and stays.
    await bridge.emit('kiosk:idleReset', { at: Date.now() });
    await expect(kiosk.welcome()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/event/${live.id}/kiosk$`));

    // The same ticket again: welcome back, and the badge is not printed a second time.
    await wedgeScan(page, ticketUrl);
    await expect(kiosk.resultHeading()).toHaveText(`Welcome back, ${name}!`, { timeout: 10_000 });
    await expect(kiosk.result().getByTestId('kiosk-print')).toHaveText(
      'Your badge was printed already — please ask at the help desk.',
      { timeout: 15_000 },
    );
    // The kiosk enqueues a print before it shows the outcome, and the page reaches the printer only
    // through the queue: one enqueue is one badge.
    expect(bridge.calls.filter((c) => c.method === 'queue.enqueue')).toHaveLength(1);
    expect(await printer.documents()).toHaveLength(before + 1);
  });

  test('a job queued for the event printer this station owns prints on ippeveprinter and is reported printed; paused jobs wait, also across a reload', async ({
    page,
    baseURL,
    request,
    world,
    printer,
  }) => {
    test.setTimeout(120_000);
    const eventId = world.events.live.id;
    const [first, second] = [world.crowd[3]!, world.crowd[4]!];
    bridge = await installDesktopBridge(page, {
      origin: baseURL!,
      // printers.list's DNS-SD browse finds this printer under its loopback URI.
      discover: async () => [{ uri: printer.uri, name: printer.name, kind: 'ipp', service: 'ipp' }],
    });
    const organizer = await appToken(request, world.accounts.organizer.email);
    const details = await api<{ data: { printers: { id: string; label: string }[] } }>(
      request,
      organizer,
      'GET',
      `/v1/event/details?id=${eventId}`,
    );
    const entrance = details.data.printers.find((p) => p.label === 'Entrance printer')!;
    expect(entrance).toBeDefined();

    await openLiveEvent(page, world.accounts.checkin.email, DESKTOP_BASE, world.events.live);
    const station = new PrintStation(page);
    await station.open();
    // The event's "Entrance printer" is printed on the printer found on the network.
    await station.own('Entrance printer', printer.uri);
    await expect(page.getByTestId('print-station-status')).toContainText('(1)');
    const before = (await printer.documents()).length;

    const job = await api<{ data: { id: string; key: string; state: string } }>(
      request,
      organizer,
      'POST',
      '/v1/event/print/job',
      {
        eventId,
        ticketId: first.ticketId,
        printerId: entrance.id,
      },
    );
    expect(job.data.state).toBe('pending');

    await expect(station.job(first.ticketNumber)).toHaveAttribute('data-state', 'printed', {
      timeout: 30_000,
    });
    await expect(station.job(first.ticketNumber)).toContainText('Printed');
    const [document] = (await printer.waitForDocuments(before + 1, 30_000)).slice(before);
    const { stdout: text } = await run('pdftotext', [document!.file, '-']);
    const holder = await api<{ data: { values: { FirstName: string; LastName: string } } }>(
      request,
      organizer,
      'POST',
      '/v1/digest/template',
      { eventId, ticketNumber: first.ticketNumber },
    );
    expect(text).toContain(holder.data.values.FirstName);
    expect(text).toContain(holder.data.values.LastName);
    const jobs = await api<{ data: { id: string; state: string; stationId: string }[] }>(
      request,
      organizer,
      'GET',
      `/v1/event/print/jobs?eventId=${eventId}&printerId=${entrance.id}`,
    );
    expect(jobs.data.find((j) => j.id === job.data.id)?.state).toBe('printed');
    // The local queue printed it under the server job's key.
    const enqueued = bridge.calls.filter((c) => c.method === 'queue.enqueue');
    expect(enqueued).toHaveLength(1);
    expect(enqueued[0]!.args[0]).toMatchObject({ key: job.data.key, printerUri: printer.uri, force: false });

    // Paused: the next job waits, also after a reload; resuming prints it.
    await station.pauseButton().click();
    await expect(station.pauseButton()).toHaveAttribute('aria-pressed', 'true');
    const queued = await api<{ data: { id: string } }>(request, organizer, 'POST', '/v1/event/print/job', {
      eventId,
      ticketId: second.ticketId,
      printerId: entrance.id,
    });
    await expect(station.job(second.ticketNumber)).toHaveAttribute('data-state', 'waiting');
    await page.reload();
    await expect(station.pauseButton()).toHaveAttribute('aria-pressed', 'true');
    await expect(station.job(second.ticketNumber)).toHaveAttribute('data-state', 'waiting');
    // The station reaches the printer only through the queue: still the first job's one enqueue.
    expect(bridge.calls.filter((c) => c.method === 'queue.enqueue')).toHaveLength(1);
    expect(await printer.documents()).toHaveLength(before + 1);
    await station.pauseButton().click();
    await expect(station.job(second.ticketNumber)).toHaveAttribute('data-state', 'printed', {
      timeout: 30_000,
    });
    await printer.waitForDocuments(before + 2, 30_000);
    const after = await api<{ data: { id: string; state: string }[] }>(
      request,
      organizer,
      'GET',
      `/v1/event/print/jobs?eventId=${eventId}&printerId=${entrance.id}`,
    );
    expect(after.data.find((j) => j.id === queued.data.id)?.state).toBe('printed');
  });

  test('kiosk in print-queue mode in a browser: the badge of a scanned ticket prints once at the print station that owns the event printer, and the kiosk says where to collect it', async ({
    page,
    baseURL,
    browser,
    request,
    world,
    printer,
  }) => {
    test.setTimeout(120_000);
    const live = world.events.live;
    const staff = world.accounts.checkin.email;
    const { ticketNumber } = world.crowd[5]!;
    bridge = await installDesktopBridge(page, {
      origin: baseURL!,
      discover: async () => [{ uri: printer.uri, name: printer.name, kind: 'ipp', service: 'ipp' }],
    });
    await openLiveEvent(page, staff, DESKTOP_BASE, live);
    const station = new PrintStation(page);
    await station.open();
    await station.own('Entrance printer', printer.uri);
    const before = (await printer.documents()).length;

    // The kiosk is a plain browser at another door: no printer of its own, only the event's.
    const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
    // A context of its own, so outside the suite's CSP fixture: watched here.
    const cspViolations = await watchContentSecurityPolicy(context);
    try {
      const kioskPage = await context.newPage();
      await openLiveEvent(kioskPage, staff, '', live);
      const kiosk = new Kiosk(kioskPage);
      await kiosk.launch({
        scanMethod: 'Handheld scanner',
        areaId: 'allEvent',
        printMode: 'Print queue',
        printer: 'Entrance printer',
      });

      const ticketUrl = await ticketUrlOf(request, ticketNumber, staff, live.id);
      await wedgeScan(kioskPage, ticketUrl);
      await expect(kiosk.resultHeading()).toHaveText(/^Welcome, .+!$/, { timeout: 10_000 });
      const name = ((await kiosk.resultHeading().textContent()) ?? '').replace(/^Welcome, |!$/g, '');
      await expect(kiosk.result().getByTestId('kiosk-print')).toHaveText(
        'Your badge has been printed. Please collect it at the badge desk.',
        { timeout: 30_000 },
      );
      await expect(station.job(ticketNumber)).toHaveAttribute('data-state', 'printed');
      const [document] = (await printer.waitForDocuments(before + 1, 30_000)).slice(before);
      const { stdout: text } = await run('pdftotext', [document!.file, '-']);
      for (const part of name.split(' ')) expect(text).toContain(part);

      // The same ticket again: welcome back, and no second job, no second badge.
      await kioskPage.getByRole('button', { name: 'Done' }).click();
      await wedgeScan(kioskPage, ticketUrl);
      await expect(kiosk.resultHeading()).toHaveText(`Welcome back, ${name}!`, { timeout: 10_000 });
      await expect(kiosk.result().getByTestId('kiosk-print')).toHaveText(
        'Your badge was printed already — please ask at the help desk.',
        { timeout: 15_000 },
      );
      // The kiosk asks for a server job before it shows the outcome, and the station prints only
      // the server's jobs: one job is one badge.
      const organizer = await appToken(request, world.accounts.organizer.email);
      const jobs = await api<{ data: { ticketNumber: string; state: string }[] }>(
        request,
        organizer,
        'GET',
        `/v1/event/print/jobs?eventId=${live.id}`,
      );
      expect(jobs.data.filter((job) => job.ticketNumber === ticketNumber).map((job) => job.state)).toEqual([
        'printed',
      ]);
      expect(await printer.documents()).toHaveLength(before + 1);
      expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
    } finally {
      await context.close();
    }
  });
});
