import { DEMO_PASSWORD, expect, test } from './support';

const USER_KEY = 'lanyard.user';

test('an app token the server refuses is refreshed and the user stays signed in', async ({
  page,
  auth,
  events,
}) => {
  await auth.signIn('moderator@lanyard.test', DEMO_PASSWORD);
  await events.expectOpen();

  const forged = await page.evaluate((key) => {
    const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { token: string };
    session.token = `${session.token.slice(0, -8)}AAAAAAAA`;
    localStorage.setItem(key, JSON.stringify(session));
    return session.token;
  }, USER_KEY);

  await page.reload();
  await events.expectOpen();
  await expect(events.card(events.group('All Events'), 'Bosphorus Tech Summit')).toBeVisible();
  const stored = await page.evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '{}') as { token?: string },
    USER_KEY,
  );
  expect(stored.token).toBeTruthy();
  expect(stored.token).not.toBe(forged);
});

test('when the refresh token is refused too, the user is signed out', async ({ page, auth, events }) => {
  await auth.signIn('moderator@lanyard.test', DEMO_PASSWORD);
  await events.expectOpen();
  await page.evaluate((key) => {
    localStorage.setItem(
      key,
      JSON.stringify({ token: 'x.y.z', refreshToken: 'revoked', username: 'moderator@lanyard.test' }),
    );
  }, USER_KEY);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), USER_KEY)).toBeNull();
});

test('a token login with a valid app token signs the user in', async ({ page, request }) => {
  const signIn = await request.post('/v1/auth/signIn', {
    data: { username: 'speaker@lanyard.test', password: DEMO_PASSWORD },
  });
  const { idToken } = ((await signIn.json()) as { data: { idToken: string } }).data;
  const exchange = await request.get(`/v1/user/token?provider=cognito&accessToken=${idToken}`);
  const { token } = ((await exchange.json()) as { data: { token: string } }).data;

  await page.goto(`/token-login?token=${encodeURIComponent(token)}&fb-token=ignored`);
  await expect(page.getByTestId('token-login-result')).toHaveText('Logged in: true');
  await page.goto('/event/list');
  await expect(page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
});
