import { readFileSync } from 'node:fs';
import { AgendaPage } from './pages/AgendaPage';
import { openLiveEvent } from './demo';
import { AuthPages } from './pages/AuthPages';
import { ProgramPage } from './pages/ProgramPage';
import { DEMO_PASSWORD } from './support';
import { expect, test } from './world';

/** Unfolds RFC 5545 content lines (CRLF + space) and reads each VEVENT's properties, parameters dropped. */
function readCalendar(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon).split(';')[0]!] = line.slice(colon + 1).replace(/\\([,;\\])/g, '$1');
    }
  }
  return { lines, events };
}

/**
 * An attendee plans a day of the live demo event: adds a session from the program, finds it in My
 * Agenda, adds off-time and downloads the agenda as .ics; meanwhile a second person with the same
 * program open sees the session's numbers follow the attendee's join and leave live.
 */
test('an attendee adds a session, sees it in My Agenda, adds off-time, downloads the .ics; another user sees the count change live', async ({
  page,
  browser,
  world,
}, testInfo) => {
  // Two browsers signing in, a dozen steps and a download: over 30 s on a loaded machine.
  test.slow();
  await openLiveEvent(page, world.accounts.attendee.email, '', world.events.live);

  const program = new ProgramPage(page);
  await program.openFromEventPage();
  const name = await program.lastAddableSessionName();
  const card = program.card(name);
  const before = await program.seats(card).textContent();

  // A second person (the world's exhibitor) has the same program open in another browser.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  try {
    await new AuthPages(otherPage).signIn(world.accounts.booth.email, DEMO_PASSWORD);
    await expect(otherPage).toHaveURL(/\/event\/list$/);
    const otherProgram = new ProgramPage(otherPage);
    await otherProgram.open(program.eventId());
    const watched = otherProgram.seats(otherProgram.card(name));
    await expect(watched).toHaveText(before ?? '');
    const count = (text: string | null) => Number(/\d+/.exec(text ?? '')?.[0]);
    const shown = count(before);
    const joined = /^Seats left/.test(before ?? '') ? shown - 1 : shown + 1;

    // Add to agenda puts it in my agenda; the other browser's count follows without a reload.
    await card.getByRole('button', { name: 'Add to agenda', exact: true }).click();
    await expect(
      page.getByTestId('toast-success').filter({ hasText: 'Session added to your agenda.' }),
    ).toBeVisible();
    await expect(card.getByRole('button', { name: 'Remove from agenda' })).toBeVisible();
    await expect(watched).toHaveText(before!.replace(String(shown), String(joined)));

    // My Agenda has it as a session row.
    const agenda = new AgendaPage(page);
    await agenda.openFromMenu();
    const row = agenda.row(name);
    await expect(row).toBeVisible();
    await expect(row.getByText('Session', { exact: true })).toBeVisible();

    // Off-time on the day after the event: "Success" and a break row.
    await agenda.addOffTimeOnLastDay('10:00', '10:30');
    await expect(page.getByTestId('toast-success').filter({ hasText: 'Success' })).toBeVisible();
    await expect(agenda.offTimeDialog()).toBeHidden();
    const offTime = agenda.row('Off-time');
    await expect(offTime).toBeVisible();
    await expect(offTime.getByText('Break', { exact: true })).toBeVisible();

    // The .ics download: one calendar, the session as a VEVENT with its UID and UTC times, CRLF lines.
    const download = await agenda.downloadIcs();
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const file = testInfo.outputPath('agenda.ics');
    await download.saveAs(file);
    const text = readFileSync(file, 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const { lines, events: vevents } = readCalendar(text);
    expect(lines).toContain('VERSION:2.0');
    const vevent = vevents.find((e) => e.SUMMARY === name);
    expect(vevent, `a VEVENT named ${name}`).toBeDefined();
    expect(vevent!.UID).toMatch(/^\S+@lanyard$/);
    expect(vevent!.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
    expect(vevent!.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    expect(vevent!.DTEND! > vevent!.DTSTART!).toBe(true);
    await page.keyboard.press('Escape');
    await expect(agenda.exportDialog()).toBeHidden();

    // Removing it from the agenda gives the seat back, live in the other browser too.
    await row.getByRole('button', { name: 'Remove from agenda' }).click();
    await expect(agenda.row(name)).toBeHidden();
    await expect(watched).toHaveText(before ?? '');
  } finally {
    await other.close();
  }
});
