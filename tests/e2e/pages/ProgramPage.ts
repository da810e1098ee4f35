import { expect, type Locator, type Page } from '@playwright/test';

/** /event/:eventId/sessions: the program by day, its filters and a session's details over it. */
export class ProgramPage {
  constructor(readonly page: Page) {}

  /** From the event page: its "Program" link in the event actions. */
  async openFromEventPage(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Event actions' })
      .getByRole('link', { name: 'Program' })
      .click();
    await this.expectOpen();
  }

  async open(eventId: string): Promise<void> {
    await this.page.goto(`/event/${eventId}/sessions`);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f]{32}\/sessions$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Program' })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  /** The event id in the address. */
  eventId(): string {
    const id = /\/event\/([0-9a-f]{32})\//.exec(this.page.url())?.[1];
    if (!id) throw new Error(`not an event page: ${this.page.url()}`);
    return id;
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search sessions' });
  }

  /** Session cards of the program (a session with occurrences on several days has one per day). */
  cards(): Locator {
    return this.list().getByRole('article');
  }

  card(name: string): Locator {
    return this.list().getByRole('article', { name, exact: true });
  }

  /** The program itself, without the agenda sidebar beside it on desktop. */
  list(): Locator {
    return this.page.getByRole('region', { name: 'Program', exact: true });
  }

  sidebar(): Locator {
    return this.page.getByRole('complementary', { name: 'My Agenda' });
  }

  /** "Seats left: N" or "Attending: N" of a card or the details. */
  seats(within: Locator): Locator {
    return within.getByTestId('session-seats');
  }

  /**
   * The name of the latest session I can simply add: labelled Upcoming, with "Add to agenda" (a
   * blocking session says "Request access" instead). The last one is the furthest away, so it does
   * not start while the test runs.
   */
  async lastAddableSessionName(): Promise<string> {
    const addable = this.cards()
      .filter({ hasText: 'Upcoming' })
      .filter({ has: this.page.getByRole('button', { name: 'Add to agenda', exact: true }) });
    await expect(addable.first()).toBeVisible();
    const name = await addable.last().getByRole('heading', { level: 3 }).textContent();
    if (!name) throw new Error('no session to add');
    return name.trim();
  }

  details(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
