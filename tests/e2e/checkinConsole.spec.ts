import { CheckinConsole } from './pages/CheckinConsole';
import { DEMO_PASSWORD, expect, test } from './support';

/**
 * The check-in console in a browser, by hand: a check-in admin opens the live event from the event
 * list, opens Check-in, chooses the handheld scanner, individual scans, the venue entrance and no
 * printing, and types a demo ticket id into the console's field. (The camera and printing end to
 * end are in checkin.spec.ts.)
 */
test('a check-in admin checks a typed ticket in, and a second try is already checked in', async ({
  page,
  auth,
  events,
}) => {
  await auth.signIn('checkin@lanyard.test', DEMO_PASSWORD);
  await events.expectOpen();
  const card = events.card(events.group('All Events'), 'Bosphorus Tech Summit');
  await card.getByRole('link', { name: 'Join' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bosphorus Tech Summit' })).toBeVisible();
  // A check-in admin manages no badge templates.
  await expect(page.getByRole('link', { name: 'Badge templates' })).toHaveCount(0);

  const checkin = new CheckinConsole(page);
  await checkin.open();
  await checkin.configure({
    scanType: 'Individual',
    scanMethod: 'Handheld scanner',
    direction: 'Check in',
    areaId: 'allEvent',
    printer: 'No printing',
  });
  await checkin.start();
  await expect(checkin.ticketField()).toBeFocused();

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

  // Something that is no ticket is the scan-data error; the settings stay for the next visit.
  await checkin.nextScan();
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
