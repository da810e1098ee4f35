import { chromium, devices } from '@playwright/test';
import sharp from 'sharp';
import { chromiumLaunchOptions } from '../support/chromium';
import { signInByApi } from './demo';
import { ProfilePages } from './pages/ProfilePages';
import { watchContentSecurityPolicy } from './support';
import { expect, test } from './world';

/**
 * My profile in an event (spec networking §2–§5): the profile wizard, the event profile form and
 * the photo. Each test works in its own world (tests/e2e/world.ts): the attendee in the upcoming
 * event (online, its wizard leading to the program) and in the past one, the newcomer, and the
 * booth owner's photo, removed again at the end.
 */

test('the wizard saves each step, holds the interests to their limit and ends on the program', async ({
  page,
  world,
}) => {
  const UPCOMING_EVENT_ID = world.events.upcoming.id;
  await signInByApi(page, world.accounts.attendee.email);
  const profile = new ProfilePages(page);
  await profile.openProfile(UPCOMING_EVENT_ID);
  await profile.openWizard();

  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/v1/event/participant')) saves.push(r.url());
  });

  await profile.field('Company').fill('Hopper Compilers');
  await profile.field('Job title').fill('Rear admiral');
  await profile.next();
  await profile.expectStep('Offer and seek');
  expect(saves).toHaveLength(1);

  await profile.field('What I offer').fill('Compiler design');
  await profile.field('What I am looking for').fill('Robotics partners');
  await profile.next();
  await profile.expectStep('Participant type');
  expect(saves).toHaveLength(2);

  // Back and forward again without a change saves nothing.
  await page.getByRole('button', { name: 'Back' }).click();
  await profile.expectStep('Offer and seek');
  await profile.next();
  await profile.expectStep('Participant type');
  expect(saves).toHaveLength(2);

  await profile.next();
  await profile.expectStep('Your interests');

  // Interests take at most 4 options: a fifth is refused with the spec's message.
  const interests = page.getByRole('group', { name: 'Interests' });
  const chosen = interests.getByRole('checkbox', { checked: true });
  while ((await chosen.count()) > 0) await chosen.first().uncheck();
  for (const name of ['AI', 'Robotics', 'Cloud', 'Security']) {
    await interests.getByRole('checkbox', { name, exact: true }).check();
  }
  await interests.getByRole('checkbox', { name: 'IoT', exact: true }).click();
  await expect(interests.getByRole('alert')).toHaveText(
    'You already added 4 options. Unfortunately the system does not allow you to add more than 4 options.',
  );
  await expect(interests.getByRole('checkbox', { name: 'IoT', exact: true })).not.toBeChecked();

  await profile.next();
  // The upcoming event's wizard leads to its program.
  await expect(page).toHaveURL(new RegExp(`/event/${UPCOMING_EVENT_ID}/sessions$`));
  expect(saves).toHaveLength(3);

  await profile.openProfile(UPCOMING_EVENT_ID);
  await expect(profile.field('Company')).toHaveValue('Hopper Compilers');
  await expect(profile.field('What I am looking for')).toHaveValue('Robotics partners');
  await expect(chosen).toHaveCount(4);
});

test('a first visit to an event whose profile answers nothing opens the wizard, once', async ({
  page,
  world,
}) => {
  const UPCOMING_EVENT_ID = world.events.upcoming.id;
  // The newcomer has answered nothing yet (docs/demo.md).
  await signInByApi(page, world.accounts.newcomer.email);
  const profile = new ProfilePages(page);
  // The upcoming event lands on its program.
  await page.goto(`/event/${UPCOMING_EVENT_ID}/sessions`);
  await expect(page).toHaveURL(new RegExp(`/event/${UPCOMING_EVENT_ID}/event-profile/wizard$`));
  await profile.expectStep('Your company');
  // A step saves without any answer yet (the answers are the last step's).
  await profile.field('Job title').fill('Data scientist');
  await profile.next();
  await profile.expectStep('Offer and seek');

  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${UPCOMING_EVENT_ID}/sessions$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/event/${UPCOMING_EVENT_ID}/sessions$`));
});

// A field's error under it, before anything is sent, is a screen state:
// tests/component/profile/ProfileForm.test.tsx.
test('the event profile saves, and shows the link as the server normalised it', async ({ page, world }) => {
  await signInByApi(page, world.accounts.attendee.email);
  const profile = new ProfilePages(page);
  await profile.openProfile(world.events.past.id);
  await expect(page.getByTestId('profile-completeness')).toContainText('of 5 points');

  await profile.field('First name').fill('Lucía');
  await profile.field('Website').fill('hopper.example');
  await profile.field('Job title').fill('Computer scientist');
  await profile.save();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Profile saved.' })).toBeVisible();
  // The server stores the link as it normalises it.
  await expect(profile.field('Website')).toHaveValue('https://hopper.example');

  await page.reload();
  await expect(profile.field('First name')).toHaveValue('Lucía');
  await expect(profile.field('Job title')).toHaveValue('Computer scientist');
});

// A file that is no image or over 2 MB, and the Snap tab without a camera, are screen states:
// tests/component/profile/PhotoModal.test.tsx.
test('a photo is cropped and saved, then removed', async ({ page, world }) => {
  await signInByApi(page, world.accounts.booth.email);
  const profile = new ProfilePages(page);
  await profile.openProfile(world.events.live.id);
  const dialog = await profile.openPhotoModal();
  const file = dialog.getByLabel('Choose an image');

  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .png()
    .toBuffer();
  await file.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save photo' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Photo saved.' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change photo' })).toBeVisible();
  await expect(page.getByRole('main').locator('img').first()).toHaveJSProperty('complete', true);

  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(page.getByTestId('toast-success').filter({ hasText: 'Photo removed.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();
});

test('Snap takes a still from the camera, which is cropped and saved', async ({ baseURL, world }) => {
  // A browser of its own with Chromium's fake camera (its test pattern) and the permission given,
  // so outside the suite's CSP fixture: watched here.
  const browser = await chromium.launch({
    ...chromiumLaunchOptions,
    args: [
      ...chromiumLaunchOptions.args,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  try {
    const context = await browser.newContext({ ...devices['Desktop Chrome'], baseURL });
    const cspViolations = await watchContentSecurityPolicy(context);
    const page = await context.newPage();
    await signInByApi(page, world.accounts.booth.email);
    const profile = new ProfilePages(page);
    await profile.openProfile(world.events.live.id);
    const dialog = await profile.openPhotoModal();
    await dialog.getByRole('tab', { name: 'Snap' }).click();
    const take = dialog.getByRole('button', { name: 'Take photo' });
    await expect(take).toBeEnabled({ timeout: 15_000 });
    await take.click();
    await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Photo saved.' })).toBeVisible();

    await page.getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByRole('button', { name: 'Add photo' })).toBeVisible();
    expect(cspViolations(), 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await browser.close();
  }
});
