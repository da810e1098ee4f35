import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInByApi } from './demo';
import { liveParticipantId, prebookOnce, sendMeetingRequest } from './meetingRequests';
import { chatByApi } from './chatRooms';
import { CheckinConsole } from './pages/CheckinConsole';
import { EventListPage } from './pages/EventListPage';
import { Kiosk } from './pages/Kiosk';
import { NotificationsPage } from './pages/NotificationsPage';
import { SpeakersPage } from './pages/SpeakersPage';
import { expect, test, type World } from './world';

/**
 * axe-core on the main screens at a desktop and a phone size, zero violations allowed (WCAG 2.0 A
 * and AA, 2.1 A and AA, 2.2 AA). A new screen is one more entry in `screens`: who is signed in and
 * how to get the screen on the page, ready to be used. Each test works in its own world
 * (tests/e2e/world.ts): the requests, rooms and pre-bookings a screen needs are its own.
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const viewports = [
  { name: 'desktop', width: 1366, height: 768 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

type Role = keyof World['accounts'];

/** The test's world as the screens use it: its live event and its named accounts. */
interface At {
  /** The live event's page, `/event/<id>`. */
  live: string;
  eventId: string;
  eventName: string;
  email(role: Role): string;
}

const atOf = (world: World): At => ({
  live: `/event/${world.events.live.id}`,
  eventId: world.events.live.id,
  eventName: world.events.live.name,
  email: (role) => world.accounts[role].email,
});

interface Screen {
  name: string;
  /** The world's account signed in first, or null for a signed-out visitor. */
  account: Role | null;
  open(page: Page, at: At): Promise<void>;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** A meeting request to the attendee through the real flow (once: a screen may ask twice). */
const moderatorInvitesAttendee = (page: Page, at: At) =>
  sendMeetingRequest(page.request, at.email('moderator'), at.email('attendee'), {
    once: true,
    eventId: at.eventId,
  });

/** /chat with the moderator's room open (a message in it, written through the real route). */
const openChatRoom = async (page: Page, at: At) => {
  const roomId = await chatByApi(
    page.request,
    at.email('moderator'),
    at.email('attendee'),
    'Hello!',
    at.eventId,
  );
  await page.goto(`/chat?room=${roomId}`);
  await expect(page.getByTestId('chat-message').first()).toBeVisible();
};

const screens: Screen[] = [
  {
    name: 'login',
    account: null,
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    },
  },
  {
    name: 'event list',
    account: 'attendee',
    open: async (page) => {
      await page.goto('/event/list');
      await new EventListPage(page).expectOpen();
      await expect(page.getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'event page',
    account: 'checkin',
    open: async (page, at) => {
      await page.goto(at.live);
      await expect(heading(page, at.eventName)).toBeVisible();
    },
  },
  {
    name: 'program',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/sessions`);
      await expect(heading(page, 'Program')).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    name: 'attendee directory',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/attendees`);
      await expect(heading(page, 'Networking')).toBeVisible();
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    },
  },
  {
    // An organizer's view: the profile with the admin details.
    name: 'attendee profile',
    account: 'organizer',
    open: async (page, at) => {
      await page.goto(`${at.live}/attendees`);
      await page
        .getByRole('main')
        .getByRole('article')
        .first()
        .getByRole('heading')
        .getByRole('link')
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByTestId('attendee-admin-details').getByRole('definition').first()).toBeVisible();
    },
  },
  {
    name: 'speakers',
    account: 'attendee',
    open: async (page, at) => {
      await new SpeakersPage(page).open(at.eventId);
    },
  },
  {
    name: 'speaker details',
    account: 'attendee',
    open: async (page, at) => {
      const speakers = new SpeakersPage(page);
      await speakers.open(at.eventId);
      await speakers.cards().first().getByRole('heading').getByRole('link').click();
      await expect(speakers.sessions(page.getByRole('dialog')).first()).toBeVisible();
    },
  },
  {
    name: 'event profile',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/event-profile`);
      await expect(heading(page, 'Event profile')).toBeVisible();
      await expect(page.getByTestId('profile-completeness')).toBeVisible();
    },
  },
  {
    name: 'profile photo',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/event-profile`);
      await page.getByRole('button', { name: /^(Add|Change) photo$/ }).click();
      await expect(page.getByRole('dialog', { name: 'Update photo' }).getByRole('tab').first()).toBeVisible();
    },
  },
  {
    // The crop step after a picture is chosen: react-easy-crop's crop area is labelled (issue 20).
    name: 'profile photo crop',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/event-profile`);
      await page.getByRole('button', { name: /^(Add|Change) photo$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Update photo' });
      const png = await sharp({
        create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 90, b: 200 } },
      })
        .png()
        .toBuffer();
      await dialog
        .getByLabel('Choose an image')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect(dialog.getByRole('application', { name: /^Crop area/ })).toBeVisible();
      await expect(dialog.getByRole('slider', { name: 'Zoom' })).toBeVisible();
    },
  },
  {
    name: 'profile wizard',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/event-profile/wizard`);
      await expect(heading(page, 'Profile wizard')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Company', exact: true })).toBeVisible();
    },
  },
  {
    name: 'my agenda',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`/my-agenda?event=${at.eventId}`);
      await expect(heading(page, 'My Agenda')).toBeVisible();
      const rows = page.getByRole('main').getByRole('article');
      await expect(rows.first().or(page.getByTestId('agenda-empty'))).toBeVisible();
    },
  },
  {
    name: 'notifications',
    account: 'attendee',
    open: async (page, at) => {
      // An unread item to check: a meeting request through the real flow (once per run).
      await moderatorInvitesAttendee(page, at);
      await page.goto('/notifications');
      const notifications = new NotificationsPage(page);
      await notifications.expectOpen();
      await expect(notifications.items().first()).toBeVisible();
    },
  },
  {
    // Meet on a directory card opens the request form (or wherever the two stand).
    name: 'invitation screen',
    account: 'attendee',
    open: async (page, at) => {
      await page.goto(`${at.live}/attendees`);
      await page
        .getByRole('main')
        .getByRole('link', { name: /^Meet: / })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByTestId('invitation-panel')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button').last()).toBeVisible();
    },
  },
  {
    name: 'invitations',
    account: 'attendee',
    open: async (page, at) => {
      // A received request to answer (once per run), the card with the most actions.
      await moderatorInvitesAttendee(page, at);
      await page.goto('/invitations');
      await expect(heading(page, 'Invitations')).toBeVisible();
      await expect(page.getByTestId('invitation-card').first()).toBeVisible();
    },
  },
  {
    // Accepting a request: the time-slot picker with its day buttons and slots.
    name: 'invitation screen, time-slot picker',
    account: 'attendee',
    open: async (page, at) => {
      await moderatorInvitesAttendee(page, at);
      await page.goto('/invitations');
      await page
        .getByTestId('invitation-card')
        .filter({ hasText: 'Anna Volkova' })
        .first()
        .getByRole('link', { name: 'Respond' })
        .click();
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
    },
  },
  {
    // The organizer (every right) on an attendee's profile: pre-book a meeting, a person chosen.
    name: 'pre-booked meeting',
    account: 'organizer',
    open: async (page, at) => {
      const id = await liveParticipantId(page.request, at.email('attendee'), at.eventId);
      await page.goto(`${at.live}/attendees/${id}`);
      await page.getByRole('button', { name: /^Pre-book a meeting: / }).click();
      const dialog = page.getByRole('dialog', { name: /^Pre-book a meeting for / });
      await dialog.getByRole('radio').first().check();
      await expect(dialog.getByRole('group', { name: /^Time slots on / })).toBeVisible();
    },
  },
  {
    name: 'agenda of an attendee',
    account: 'organizer',
    open: async (page, at) => {
      await prebookOnce(page.request, at.email('speaker'), at.email('organizer'), at.eventId);
      const id = await liveParticipantId(page.request, at.email('speaker'), at.eventId);
      await page.goto(`${at.live}/attendees/${id}`);
      await page.getByRole('button', { name: /^Show agenda: / }).click();
      await expect(
        page
          .getByRole('dialog', { name: /^Agenda of / })
          .getByRole('article')
          .first(),
      ).toBeVisible();
    },
  },
  {
    // The booth owner holds reserveatable: on their own profile.
    name: 'reserve a table',
    account: 'booth',
    open: async (page, at) => {
      const id = await liveParticipantId(page.request, at.email('booth'), at.eventId);
      await page.goto(`${at.live}/attendees/${id}`);
      await page.getByRole('button', { name: 'Reserve a table' }).click();
      const dialog = page.getByRole('dialog', { name: 'Reserve a table' });
      await dialog.getByRole('radio').first().check();
      await expect(dialog.getByRole('group', { name: /^Time slots on / })).toBeVisible();
    },
  },
  {
    // From a pre-booked meeting's row in My Agenda (once per run).
    name: 'add guest to meeting',
    account: 'speaker',
    open: async (page, at) => {
      await prebookOnce(page.request, at.email('speaker'), at.email('organizer'), at.eventId);
      await page.goto(`/my-agenda?event=${at.eventId}`);
      await page.getByRole('main').getByRole('button', { name: 'Add guest' }).last().click();
      await expect(
        page.getByRole('dialog', { name: 'Add guest to meeting' }).getByRole('radio').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'chat',
    account: 'attendee',
    open: openChatRoom,
  },
  {
    name: 'delete chat confirmation',
    account: 'attendee',
    open: async (page, at) => {
      await openChatRoom(page, at);
      await page.getByRole('button', { name: 'Delete chat' }).click();
      await expect(page.getByRole('dialog', { name: 'Delete chat' })).toBeVisible();
    },
  },
  {
    name: 'share contact',
    account: 'attendee',
    open: async (page, at) => {
      await openChatRoom(page, at);
      await page.getByRole('button', { name: 'Share contact' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Share contact' }).getByRole('textbox', { name: 'First name' }),
      ).toHaveValue(/\S/);
    },
  },
  {
    name: 'floating chat panel',
    account: 'attendee',
    open: async (page, at) => {
      await chatByApi(page.request, at.email('moderator'), at.email('attendee'), 'Hello!', at.eventId);
      await page.goto('/event/list');
      await new EventListPage(page).expectOpen();
      const launcher = page.getByRole('button', { name: /^Open chats/ });
      // Spec core §2: hidden on mobile.
      if ((page.viewportSize()?.width ?? 0) < 768) return expect(launcher).toHaveCount(0);
      await launcher.click();
      await page.getByTestId('chat-room').first().click();
      await expect(page.getByTestId('chat-message').first()).toBeVisible();
    },
  },
  {
    name: 'check-in console, settings',
    account: 'checkin',
    open: async (page, at) => {
      await page.goto(`${at.live}/checkin`);
      await expect(
        new CheckinConsole(page).dialog().getByRole('button', { name: 'Start scanning' }),
      ).toBeVisible();
    },
  },
  {
    name: 'check-in console, scanning',
    account: 'checkin',
    open: async (page, at) => {
      await page.goto(`${at.live}/checkin`);
      await new CheckinConsole(page).startHandheldCheckIn();
    },
  },
  {
    name: 'kiosk setup',
    account: 'checkin',
    open: async (page, at) => {
      await page.goto(`${at.live}/kiosk`);
      await expect(page.getByRole('button', { name: 'Start kiosk' })).toBeVisible();
    },
  },
  {
    name: 'kiosk',
    account: 'checkin',
    open: async (page, at) => {
      await page.goto(at.live);
      // Staff answer the cookie banner first: on a phone it covers the kiosk's Start button.
      await page
        .getByRole('region', { name: 'Cookie consent' })
        .getByRole('button', { name: 'Accept' })
        .click();
      await new Kiosk(page).launch({
        scanMethod: 'Handheld scanner',
        areaId: 'allEvent',
        printMode: 'Directly',
        printer: 'No printing',
      });
    },
  },
];

for (const viewport of viewports) {
  test.describe(`accessibility at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const screen of screens) {
      test(`${screen.name} has no axe violations (${viewport.name})`, async ({ page, world }) => {
        const at = atOf(world);
        if (screen.account) await signInByApi(page, at.email(screen.account));
        await screen.open(page, at);
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
        const found = violations.map((v) => {
          const where = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
          return `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} × ${where.join(', ')}`;
        });
        expect(found).toEqual([]);
      });
    }
  });
}
