import { LIVE_EVENT_ID } from './demo';
import { AgendaPage } from './pages/AgendaPage';
import { DEMO_PASSWORD, expect, test } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A refusal only the server can make: this browser's clock runs three days behind, so the off-time
 * form offers days the server (whose clock decides what "today" is) refuses with MST-00400 and
 * `field: "date"`. The person reads our text for it under the Date field, which is marked invalid,
 * and never the server's "date: validation.error.dateOutOfRange".
 */
test('a server validation error shows the translated message at its field, not the server text', async ({
  page,
  auth,
  events,
}) => {
  await auth.signIn('attendee@lanyard.test', DEMO_PASSWORD);
  await events.expectOpen();
  await page.clock.setFixedTime(new Date(Date.now() - 3 * DAY_MS));
  await page.goto(`/my-agenda?event=${LIVE_EVENT_ID}`);
  const agenda = new AgendaPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeVisible();

  await page.getByRole('button', { name: 'Add off-time' }).click();
  const dialog = agenda.offTimeDialog();
  const date = dialog.getByLabel('Date');
  const days = await date
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  await date.selectOption(days[0]!);
  await dialog.getByLabel('Start time').selectOption('10:00');
  await dialog.getByLabel('End time').selectOption('10:30');
  const answer = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/v1/event/schedule/participantOff',
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const refusal = (await (await answer).json()) as { errorCode: string; field: string };
  expect(refusal).toMatchObject({ errorCode: 'MST-00400', field: 'date' });

  await expect(date).toHaveAttribute('aria-invalid', 'true');
  await expect(date).toHaveAccessibleDescription('Choose a day from today until the day after the event.');
  await expect(dialog).not.toContainText('validation.error');
  await expect(page.getByText(/validation\.error|MST-00400/)).toHaveCount(0);
});
