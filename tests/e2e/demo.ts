import { createHash } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { AuthPages } from './pages/AuthPages';
import { EventListPage } from './pages/EventListPage';
import { ProgramPage } from './pages/ProgramPage';
import { DEMO_PASSWORD, expect } from './support';

/** The demo's live event ("Bosphorus Tech Summit"; docs/demo.md: ids are sha256 of a fixed text). */
export const LIVE_EVENT_ID = createHash('sha256')
  .update('lanyard-demo:event:live')
  .digest('hex')
  .slice(0, 32);

/** The demo's live event, or a test world's (tests/e2e/world.ts: `world.events.live`). */
export interface LiveEvent {
  id: string;
  name: string;
}

export const DEMO_LIVE_EVENT: LiveEvent = { id: LIVE_EVENT_ID, name: 'Bosphorus Tech Summit' };

/** Signs in and opens the live event's page (on the web bundle, or the desktop build with `base`). */
export async function openLiveEvent(
  page: Page,
  email: string,
  base = '',
  event: LiveEvent = DEMO_LIVE_EVENT,
): Promise<void> {
  await new AuthPages(page, base).signIn(email, DEMO_PASSWORD);
  await joinLiveEvent(page, event);
}

/** Signs in and opens the live event's program by its address. */
export async function openLiveProgram(
  page: Page,
  email: string,
  event: LiveEvent = DEMO_LIVE_EVENT,
): Promise<ProgramPage> {
  await new AuthPages(page).signIn(email, DEMO_PASSWORD);
  await new EventListPage(page).expectOpen();
  const program = new ProgramPage(page);
  await program.open(event.id);
  return program;
}

/**
 * From the event list: "Join" on the live event's card opens its landing page, the attendee
 * directory, whose event name leads to the event page.
 */
export async function joinLiveEvent(page: Page, event: LiveEvent = DEMO_LIVE_EVENT): Promise<void> {
  const events = new EventListPage(page);
  await events.expectOpen();
  await events.join(event.name);
  await expect(page.getByRole('heading', { level: 1, name: 'Networking' })).toBeVisible();
  const eventLink = page.getByRole('link', { name: event.name, exact: true });
  await eventLink.click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
}

/** A demo account's app tokens, through the API as the app gets them (sign-in, then token exchange). */
export async function appTokens(
  request: APIRequestContext,
  email: string,
): Promise<{ token: string; refreshToken: string; username: string }> {
  const signIn = await request.post('/v1/auth/signIn', {
    data: { username: email, password: DEMO_PASSWORD },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const { idToken } = ((await signIn.json()) as { data: { idToken: string } }).data;
  const tokens = await request.get('/v1/user/token', {
    params: { provider: 'cognito', accessToken: idToken },
  });
  expect(tokens.ok(), await tokens.text()).toBe(true);
  const { token, refreshToken } = ((await tokens.json()) as { data: { token: string; refreshToken: string } })
    .data;
  return { token, refreshToken, username: email };
}

/** A demo account's app token. */
export async function appToken(request: APIRequestContext, email: string): Promise<string> {
  return (await appTokens(request, email)).token;
}

/**
 * Signs the page in as a demo account without the login form: the tokens go where the app keeps
 * them after a sign-in (local storage, renderer/src/api/tokens.ts) before its pages load.
 */
export async function signInByApi(page: Page, email: string): Promise<void> {
  const tokens = await appTokens(page.request, email);
  await page.addInitScript((value) => {
    if (!localStorage.getItem('lanyard.user')) localStorage.setItem('lanyard.user', value);
  }, JSON.stringify(tokens));
}

/** An API call with an app token that must succeed; answers the parsed body. */
export async function api<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'GET',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * The URL a demo ticket's QR holds, by the ticket's number (docs/demo.md: T-000001… in the live
 * event). The URL carries the ticket's secret, new with every seed, so it is looked up as check-in
 * staff may: the badge digest takes the number from them and answers the ticket URL.
 */
export async function ticketUrlOf(
  request: APIRequestContext,
  ticketNumber: string,
  staff = 'checkin@lanyard.test',
  eventId = LIVE_EVENT_ID,
): Promise<string> {
  const token = await appToken(request, staff);
  const digest = await api<{ data: { ticketUrl: string } }>(request, token, 'POST', '/v1/digest/template', {
    eventId,
    ticketNumber,
  });
  return digest.data.ticketUrl;
}
