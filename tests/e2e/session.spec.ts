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
