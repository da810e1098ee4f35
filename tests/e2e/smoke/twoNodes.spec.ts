import type { Browser, Page } from '@playwright/test';
import { chatByApi } from '../chatRooms';
import { LIVE_EVENT_ID, openLiveEvent, signInByApi } from '../demo';
import { liveParticipantId } from '../meetingRequests';
import { ChatPage } from '../pages/ChatPage';
import { CheckinConsole } from '../pages/CheckinConsole';
import { EventListPage } from '../pages/EventListPage';
import { InvitationScreen } from '../pages/InvitationScreen';
import { DEMO_PASSWORD, expect, test } from '../support';

/**
 * The PostgreSQL smoke project (docs/tooling.md): the journeys run once, on the embedded engine;
 * these few run in the browser against two server nodes on one PostgreSQL database, node A at the
 * project's baseURL and node B at `metadata.secondPort`, so what one node writes the other shows
 * live (the realtime bus over LISTEN/NOTIFY). Each test has its own demo accounts on this server.
 */

const ORGANIZER = { email: 'organizer@lanyard.test', name: 'Zeynep Kaya' };
const CHECKIN = { email: 'checkin@lanyard.test', name: 'Mert Demir' };
const SPEAKER = { email: 'speaker@lanyard.test', name: 'Daniel Okafor' };
const ATTENDEE = { email: 'attendee@lanyard.test', name: 'Lucía Fernández' };

test.use({ viewport: { width: 1366, height: 768 } });

/** A page in its own browser context on node B. */
async function pageOnNodeB(browser: Browser, secondPort: number): Promise<Page> {
  const context = await browser.newContext({
    baseURL: `http://127.0.0.1:${secondPort}`,
    viewport: { width: 1366, height: 768 },
  });
  return context.newPage();
}

function secondPortOf(metadata: Record<string, unknown>): number {
  const port = metadata.secondPort;
  if (typeof port !== 'number') throw new Error('the postgres project names no second node');
  return port;
}

test('signing in on node A opens the event list', async ({ auth, page }) => {
  await auth.signIn(ATTENDEE.email, DEMO_PASSWORD);
  await new EventListPage(page).expectOpen();
  await expect(page.getByText('Bosphorus Tech Summit').first()).toBeVisible();
});

test('a typed ticket is checked in, and node B answers it as already checked in', async ({
  page,
  browser,
}, testInfo) => {
  await openLiveEvent(page, CHECKIN.email);
  const checkin = new CheckinConsole(page);
  await checkin.open();
  await checkin.startHandheldCheckIn();
  await checkin.typeTicket('T-000010');
  await expect(checkin.result().getByText('Checked in', { exact: true })).toBeVisible();

  const nodeB = await pageOnNodeB(browser, secondPortOf(testInfo.project.metadata));
  try {
    await openLiveEvent(nodeB, CHECKIN.email);
    const second = new CheckinConsole(nodeB);
    await second.open();
    await second.startHandheldCheckIn();
    await second.typeTicket('T-000010');
    await expect(second.result().getByText('Already checked in', { exact: true })).toBeVisible();
  } finally {
    await nodeB.context().close();
  }
});

test('a chat message sent on node A shows live in the room open on node B', async ({
  page,
  browser,
}, testInfo) => {
  const roomId = await chatByApi(page.request, ORGANIZER.email, CHECKIN.email, `Hello from A ${Date.now()}`);
  const nodeB = await pageOnNodeB(browser, secondPortOf(testInfo.project.metadata));
  try {
    await signInByApi(nodeB, CHECKIN.email);
    await nodeB.goto(`/chat?room=${roomId}`);
    const theirs = new ChatPage(nodeB);
    await expect(theirs.composer()).toBeVisible();

    await signInByApi(page, ORGANIZER.email);
    await page.goto(`/chat?room=${roomId}`);
    const mine = new ChatPage(page);
    const text = `Across the nodes ${Date.now()}`;
    await mine.composer().fill(text);
    await mine.composer().press('Enter');
    await expect(mine.message(text)).toBeVisible();

    await expect(theirs.message(text)).toBeVisible();
  } finally {
    await nodeB.context().close();
  }
});

test('a meeting asked on node A and accepted on node B shows as booked on node A', async ({
  page,
  browser,
}, testInfo) => {
  const receiverId = await liveParticipantId(page.request, CHECKIN.email);
  const senderId = await liveParticipantId(page.request, SPEAKER.email);
  await signInByApi(page, SPEAKER.email);
  await page.goto(`/event/${LIVE_EVENT_ID}/invitation/${receiverId}`);
  const mine = new InvitationScreen(page, CHECKIN.name);
  await mine.expectStatus('INVITE_NEW');
  await mine.button('Send request').click();
  await mine.expectStatus('INVITE_PENDING');

  const nodeB = await pageOnNodeB(browser, secondPortOf(testInfo.project.metadata));
  try {
    await signInByApi(nodeB, CHECKIN.email);
    await nodeB.goto(`/event/${LIVE_EVENT_ID}/invitation/${senderId}/accept`);
    const theirs = new InvitationScreen(nodeB, SPEAKER.name);
    await theirs.expectStatus('INVITE_RECEIVED');
    await theirs.chooseLastDay();
    await theirs.freeSlots().first().check();
    await theirs.button('Accept').click();
    await theirs.expectStatus('MEETING_DETAILS');
    const booked = (await theirs.meetingTime().textContent()) ?? '';
    expect(booked).not.toBe('');

    await mine.expectStatus('MEETING_DETAILS');
    await expect(mine.meetingTime()).toContainText(booked);
  } finally {
    await nodeB.context().close();
  }
});
