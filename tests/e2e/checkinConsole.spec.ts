import { joinLiveEvent, openLiveEvent, ticketUrlOf } from './demo';
import { CheckinConsole } from './pages/CheckinConsole';
import { wedgeScan } from './pages/wedgeScan';
import { DEMO_PASSWORD } from './support';
import { expect, test } from './world';

const CHECKIN_PATH = '/v1/event/participant/checkIn';

/**
 * The check-in console in a browser, by hand: a check-in admin opens the live event from the event
 * list, opens Check-in, chooses the handheld scanner, individual scans, the venue entrance and no
 * printing, and types a ticket number of its own world into the console's field (T-000007 on are
 * the crowd's; none before T-000020 is checked in). (The camera and printing end to end are in
 * checkin.spec.ts.)
 */
test('a check-in admin checks a typed ticket number in, and a second try is already checked in', async ({
  page,
  baseURL,
  auth,
  events,
  world,
}) => {
  await auth.signIn(world.accounts.checkin.email, DEMO_PASSWORD);
  await events.expectOpen();
  await joinLiveEvent(page, world.events.live);
  // A check-in admin manages no badge templates.
  await expect(page.getByRole('link', { name: 'Badge templates' })).toHaveCount(0);

  const checkin = new CheckinConsole(page);
  await checkin.open();
  await checkin.startHandheldCheckIn();

  await checkin.typeTicket('T-000010');
  const result = checkin.result();
  await expect(result.getByText('Checked in', { exact: true })).toBeVisible();
  const name = (await result.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await expect(page.getByTestId('toast-success').filter({ hasText: `${name} is checked in.` })).toBeVisible();
  await expect(result.getByText('T-000010')).toBeVisible();
  // No printer chosen: no print step.
  await expect(result.getByRole('button', { name: 'Print badge' })).toHaveCount(0);

  await checkin.nextScan();
  await checkin.typeTicket('T-000010');
  await expect(result.getByText('Already checked in', { exact: true })).toBeVisible();
  await expect(result.getByRole('heading', { level: 3, name })).toBeVisible();
  await expect(
    page.getByTestId('toast-error').filter({ hasText: `${name} is already checked in.` }),
  ).toBeVisible();

  // The number proves nothing in a ticket URL (DECISIONS 15): a QR forged with it is not found.
  await checkin.nextScan();
  await checkin.typeTicket(`${baseURL}/tickets/T-000011`);
  await expect(
    page.getByTestId('toast-error').filter({ hasText: 'Ticket T-000011 was not found.' }),
  ).toBeVisible();

  // Something that is no ticket is the scan-data error; the settings stay for the next visit.
  await checkin.typeTicket('not a ticket');
  await expect(
    page.getByTestId('toast-error').filter({ hasText: 'The scanned code is not a valid ticket.' }),
  ).toBeVisible();
  await page.reload();
  await expect(checkin.dialog()).toBeVisible();
  await expect(
    checkin
      .dialog()
      .getByRole('group', { name: 'Scan method' })
      .getByRole('radio', { name: 'Handheld scanner' }),
  ).toBeChecked();
});

/**
 * A handheld keyboard-wedge scanner at a busy door: the operator scans the next person while the
 * last result is still on screen and never touches the mouse. The scan moves on to that person, and
 * Enter (not part of a scan) goes on to the next scan.
 */
test('individual mode: a wedge scan while a result shows checks that person in, and Enter goes to the next scan', async ({
  page,
  world,
}) => {
  const staff = world.accounts.checkin.email;
  await openLiveEvent(page, staff, '', world.events.live);
  const checkin = new CheckinConsole(page);
  await checkin.open();
  await checkin.startHandheldCheckIn();

  // Person A: the scanner types into the focused field and ends with Enter.
  const [urlA, urlB] = [
    await ticketUrlOf(page.request, 'T-000021', staff, world.events.live.id),
    await ticketUrlOf(page.request, 'T-000022', staff, world.events.live.id),
  ];
  await page.keyboard.type(urlA);
  await page.keyboard.press('Enter');
  const result = checkin.result();
  await expect(result.getByText('T-000021')).toBeVisible();
  await expect(result.getByText('Checked in', { exact: true })).toBeVisible();
  await expect(checkin.feedback()).toHaveAttribute('data-kind', 'success');

  // Person B, scanned while A's result shows: checked in and shown, with its own toast.
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === CHECKIN_PATH);
  await wedgeScan(page, urlB, { enter: true });
  const body = (await (await answer).json()) as { data: { status: string; person: { fullName: string } } };
  expect(body.data.status).toBe('checkedIn');
  await expect(result.getByText('T-000022')).toBeVisible();
  await expect(result.getByRole('heading', { level: 3, name: body.data.person.fullName })).toBeVisible();
  await expect(
    page.getByTestId('toast-success').filter({ hasText: `${body.data.person.fullName} is checked in.` }),
  ).toBeVisible();
  await expect(checkin.feedback()).toHaveAttribute('data-kind', 'success');

  // B again (a second scan of the same ticket): a warning, told apart by more than colour.
  await wedgeScan(page, urlB, { enter: true });
  await expect(result.getByText('Already checked in', { exact: true })).toBeVisible();
  await expect(checkin.feedback()).toHaveAttribute('data-kind', 'warning');
  await expect(checkin.feedback()).toContainText('Already checked in');

  // Enter outside a scan presses Next scan: the field is back, focused for the next person.
  await page.keyboard.press('Enter');
  await expect(result).toHaveCount(0);
  await expect(checkin.ticketField()).toBeFocused();
});
