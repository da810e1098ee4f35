import { openLiveProgram } from './demo';
import { AttendeesPage } from './pages/AttendeesPage';
import { ProgramPage } from './pages/ProgramPage';
import { DEMO_PASSWORD, expect, test } from './support';

/**
 * The live demo event's program (docs/demo.md): three days in Istanbul — yesterday, today and
 * tomorrow — with the 1:1 meeting slots and a blocking workshop on each day.
 */

const WORKSHOP = 'Hands-on workshop: robots in the warehouse';

test('the program opens at the session running now or next, not at the first day', async ({
  page,
  auth,
  events,
}) => {
  await auth.signIn('attendee@lanyard.test', DEMO_PASSWORD);
  await events.expectOpen();
  // Join opens the event's landing page (the attendee directory); the side menu leads to the program.
  await events.join('Bosphorus Tech Summit');
  await new AttendeesPage(page).expectOpen();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Program' }).click();
  const program = new ProgramPage(page);
  await program.expectOpen();

  const past = page.getByText('Past', { exact: true });
  const firstNotOver = program.cards().filter({ hasNot: past }).first();
  await expect(firstNotOver).toBeInViewport();
  // Yesterday's first session, all over, is scrolled away.
  await expect(program.cards().first()).toContainText('Past');
  await expect(program.cards().first()).not.toBeInViewport();
});

// The 1:1 meeting slots' cards and details (what they are, no button the server would refuse) are
// screen states: tests/component/sessions/meetingSlots.test.tsx.

test('a workshop request waits on its own day only; the past day offers nothing to join', async ({
  page,
}) => {
  // The moderator attends the workshop (it is not one of theirs); no other test asks for it.
  const program = await openLiveProgram(page, 'moderator@lanyard.test');

  const days = program.card(WORKSHOP);
  await expect(days).toHaveCount(3);
  const [yesterday, today, tomorrow] = [days.nth(0), days.nth(1), days.nth(2)];
  await expect(yesterday.getByRole('button', { name: 'Finished' })).toBeDisabled();
  await expect(yesterday.getByRole('button', { name: 'Request access' })).toHaveCount(0);

  await tomorrow.getByRole('button', { name: 'Request access' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Access requested.' })).toBeVisible();
  await expect(tomorrow.getByRole('button', { name: 'Waiting confirmation' })).toBeVisible();
  try {
    for (const other of [yesterday, today]) {
      await expect(other.getByRole('button', { name: 'Waiting confirmation' })).toHaveCount(0);
    }
    await expect(yesterday.getByRole('button', { name: 'Finished' })).toBeDisabled();
  } finally {
    await tomorrow.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(tomorrow.getByRole('button', { name: 'Request access' })).toBeVisible();
  }
});
