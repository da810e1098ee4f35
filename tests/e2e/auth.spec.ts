import { DEMO_PASSWORD, expect, newAccount, test } from './support';

test('a new user signs up, signs in and lands on an empty event list', async ({ page, auth, events }) => {
  const account = newAccount();
  await auth.register(account);
  await events.expectOpen();
  await expect(page.getByTestId('events-empty')).toBeVisible();

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => /token|user/i.test(k)))).toEqual(
    [],
  );

  await auth.signIn(account.email, account.password);
  await events.expectOpen();
  await expect(page.getByTestId('events-empty')).toBeVisible();
});

test('the demo attendee sees the live event under Live and last year’s under Past', async ({
  auth,
  events,
}) => {
  await auth.signIn('  Attendee@Lanyard.test ', DEMO_PASSWORD);
  await events.expectOpen();

  const live = await events.openGroup('Live');
  await expect(events.card(live, 'Bosphorus Tech Summit')).toBeVisible();
  await expect(events.card(live, 'Bosphorus Tech Summit').getByRole('link', { name: 'Join' })).toBeVisible();
  await expect(events.card(live, 'Madrid Data Days')).toHaveCount(0);

  const past = await events.openGroup('Past');
  const lastYear = String(new Date().getUTCFullYear() - 1);
  const pastCard = events.card(past.getByRole('region', { name: lastYear }), 'Madrid Data Days');
  await expect(pastCard).toBeVisible();
  await expect(pastCard.getByRole('link', { name: 'Open' })).toBeVisible();

  const upcoming = await events.openGroup('Upcoming');
  await expect(events.card(upcoming, 'Hudson Product Forum')).toBeVisible();
  // A search that finds nothing: tests/component/events/EventListPage.test.tsx.
});

test('a wrong password is refused and suggests resetting it', async ({ page, auth }) => {
  await auth.signIn('attendee@lanyard.test', 'NotThePassword1');
  await expect(auth.signInError().getByRole('link', { name: 'Reset your password' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown e-mail suggests registering', async ({ auth }) => {
  await auth.signIn(newAccount().email, 'Whatever123');
  await expect(auth.signInError().getByRole('link', { name: 'Create an account' })).toBeVisible();
});

test('a forgotten password is reset with the mailed code and the new one works', async ({
  page,
  request,
  auth,
  events,
  mailedCode,
}) => {
  const account = newAccount();
  const signup = await request.post('/v1/user/signup', {
    data: { provider: 'cognito', consent: true, ...account },
  });
  expect(signup.ok()).toBe(true);

  await auth.requestResetCode(account.email);
  const code = await mailedCode(account.email);

  // A wrong code is said once, under the code field (highlighted), not again as a toast.
  const wrong = code === '000000' ? '111111' : '000000';
  await auth.confirmReset(wrong, 'Brandnew2027');
  const codeField = page.getByLabel('Verification code');
  await expect(codeField).toHaveAttribute('aria-invalid', 'true');
  await expect(codeField).toHaveAccessibleDescription(
    'The code is not correct. Please check the e-mail and try again.',
  );
  await expect(page.getByText('The code is not correct.', { exact: false })).toHaveCount(1);
  await expect(page.getByTestId('toast-error')).toHaveCount(0);

  // The right code: success, and nothing of the earlier failure stays on screen.
  await auth.confirmReset(code, 'Brandnew2027');
  await expect(page.getByTestId('toast-success')).toBeVisible();
  await expect(page.getByTestId('toast-error')).toHaveCount(0);
  await expect(page.getByText('The code is not correct.', { exact: false })).toHaveCount(0);

  await auth.signIn(account.email, account.password);
  await expect(auth.signInError().getByRole('link', { name: 'Reset your password' })).toBeVisible();

  await auth.signIn(account.email, 'Brandnew2027');
  await events.expectOpen();
});

test('protected pages send a signed-out visitor to the login', async ({ page }) => {
  await page.goto('/event/list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('a token login with a bad token says so', async ({ page }) => {
  await page.goto('/token-login?token=not-a-token');
  await expect(page.getByTestId('token-login-result')).toHaveText('Logged in: false');
});
