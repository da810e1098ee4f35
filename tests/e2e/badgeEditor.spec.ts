import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { zbarDecode } from '../support/fakeCamera';
import { ticketUrlOf } from './demo';
import { BadgeTemplates } from './pages/BadgeTemplates';
import { DEMO_PASSWORD } from './support';
import { expect, test } from './world';

const run = promisify(execFile);

/** The live event's id (its name given), read from its card's link on the event list. */
async function liveEventId(events: import('./pages/EventListPage').EventListPage, name: string) {
  const card = events.card(events.group('All Events'), name);
  const href = (await card.getByRole('link').first().getAttribute('href')) ?? '';
  const id = /\/event\/([0-9a-f]{32})/.exec(href)?.[1];
  expect(id, `event id in ${href}`).toBeTruthy();
  return id!;
}

test.describe('badge templates (organizers)', () => {
  test('an organizer adds {City} to the default badge, saves a new version and finds it after a reload', async ({
    page,
    auth,
    events,
    world,
  }) => {
    const badges = new BadgeTemplates(page);
    await auth.signIn(world.accounts.organizer.email, DEMO_PASSWORD);
    await events.expectOpen();
    const eventId = await liveEventId(events, world.events.live.name);

    await badges.openList(eventId);
    await expect(badges.defaultCard()).toBeVisible();
    await badges.editDefault();
    const before = await badges.version();
    await expect(badges.objects().filter({ hasText: '{City}' })).toHaveCount(0);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await badges.addPlaceholder('City — {City}');
    await expect(badges.objects().filter({ hasText: '{City}' })).toHaveCount(1);
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await badges.save();
    await expect(page.getByText(`Saved as version ${before + 1}.`)).toBeVisible();
    await expect(page.getByTestId('badge-version')).toHaveText(`Version ${before + 1}`);
    await expect(page.getByText('Unsaved changes')).toHaveCount(0);

    await page.reload();
    await badges.expectEditorReady();
    expect(await badges.version()).toBe(before + 1);
    await expect(badges.objects().filter({ hasText: '{City}' })).toHaveCount(1);
    // The ticket QR and the seed's texts came back too.
    await expect(badges.objects().filter({ hasText: 'Ticket QR' })).toHaveCount(1);
    await expect(badges.objects().filter({ hasText: '{FirstName}' })).toHaveCount(1);
  });

  test('on a new template, one ticket QR per badge; the Delete key removes the selected object', async ({
    page,
    auth,
    events,
    world,
  }) => {
    const badges = new BadgeTemplates(page);
    await auth.signIn(world.accounts.organizer.email, DEMO_PASSWORD);
    await events.expectOpen();
    const eventId = await liveEventId(events, world.events.live.name);
    await page.goto(`/event/${eventId}/badges/new`);
    await badges.expectEditorReady();
    await expect(page.getByRole('textbox', { name: 'Template name' })).toHaveValue('New badge');

    await page.getByRole('button', { name: 'Add ticket QR' }).click();
    await page.getByRole('button', { name: 'Add ticket QR' }).click();
    await expect(page.getByText('A badge has one ticket QR; it is now selected.')).toBeVisible();
    await expect(badges.objects()).toHaveCount(1);

    await badges.addPlaceholder('Company — {Company}');
    await expect(badges.objects()).toHaveCount(2);
    // The new text is selected; the keys act on it once the page (not a field) has the focus.
    await page.getByRole('heading', { name: 'Badge editor' }).click();
    await page.keyboard.press('Delete');
    await expect(badges.objects()).toHaveCount(1);
    await expect(badges.objects().filter({ hasText: 'Ticket QR' })).toHaveCount(1);
  });

  test('leaving the editor with unsaved changes asks first: a link waits for the answer, a reload gets the browser’s question', async ({
    page,
    auth,
    events,
    world,
  }) => {
    const badges = new BadgeTemplates(page);
    await auth.signIn(world.accounts.organizer.email, DEMO_PASSWORD);
    await events.expectOpen();
    const eventId = await liveEventId(events, world.events.live.name);
    await badges.openList(eventId);
    await badges.editDefault();
    const saved = await badges.objects().count();

    await badges.addPlaceholder('City — {City}');
    await expect(badges.objects()).toHaveCount(saved + 1);
    await expect(page.getByText('Unsaved changes')).toBeVisible();

    // A link inside the app: the question, and Stay keeps the page with its changes.
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await page.getByRole('link', { name: /All templates/ }).click();
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(/\/badges\/[^/]+$/);
    await expect(badges.objects()).toHaveCount(saved + 1);

    // A reload: the browser's own question (beforeunload); dismissing it keeps the page.
    const question = page.waitForEvent('dialog');
    void page.reload().catch(() => undefined);
    const dialog = await question;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(page.getByText('Unsaved changes')).toBeVisible();
    await expect(badges.objects()).toHaveCount(saved + 1);

    // Leaving on purpose discards the change.
    await page.getByRole('link', { name: /All templates/ }).click();
    await leave.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Badge templates' })).toBeVisible();
    await badges.editDefault();
    await expect(badges.objects()).toHaveCount(saved);
  });

  test('the PDF preview for a demo ticket holds the attendee’s name as text and a QR of the ticket URL', async ({
    page,
    auth,
    events,
    world,
  }, testInfo) => {
    const badges = new BadgeTemplates(page);
    await auth.signIn(world.accounts.organizer.email, DEMO_PASSWORD);
    await events.expectOpen();
    const eventId = await liveEventId(events, world.events.live.name);
    await badges.openList(eventId);
    await badges.editDefault();

    // T-000001 is the organizer's own ticket: Zeynep Kaya (server/db/seed/accounts.ts); organizers
    // type its number, the QR holds its secret.
    const pdf = testInfo.outputPath('badge-T-000001.pdf');
    await badges.downloadPdfPreview('T-000001', pdf);
    await expect(page.getByTestId('badge-preview-person')).toContainText('Zeynep Kaya');

    const { stdout: info } = await run('pdfinfo', [pdf]);
    // 90 × 120 mm in points.
    expect(info).toMatch(/Page size:\s+255\.1\d* x 340\.1\d* pts/);
    const { stdout: text } = await run('pdftotext', [pdf, '-']);
    expect(text).toContain('Zeynep');
    expect(text).toContain('Kaya');

    const png = testInfo.outputPath('badge-T-000001');
    await run('pdftoppm', ['-r', '300', '-png', '-singlefile', pdf, png]);
    const codes = await zbarDecode(`${png}.png`);
    expect(codes).toHaveLength(1);
    expect(codes).toEqual([
      await ticketUrlOf(page.request, 'T-000001', world.accounts.checkin.email, eventId),
    ]);
    expect(codes[0]).toMatch(/\/tickets\/[0-9A-HJKMNP-TV-Z]{20}$/);
  });
});
