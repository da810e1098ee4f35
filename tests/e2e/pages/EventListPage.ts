import { expect, type Locator, type Page } from '@playwright/test';

type Group = 'All Events' | 'Live' | 'Upcoming' | 'Past';

/** /event/list: the collapsible groups and their event cards. */
export class EventListPage {
  constructor(readonly page: Page) {}

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/event\/list$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'My events' })).toBeVisible();
  }

  group(name: Group): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** Opens a group unless it is open already (only All Events starts open). */
  async openGroup(name: Group): Promise<Locator> {
    const toggle = this.page.getByRole('button', { name, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    return this.group(name);
  }

  card(within: Locator, eventName: string): Locator {
    return within.getByRole('article', { name: eventName });
  }

  /** "Join" on an event's card in All Events (it opens the event's landing page, else its program). */
  async join(eventName: string): Promise<void> {
    await this.card(this.group('All Events'), eventName).getByRole('link', { name: 'Join' }).click();
  }
}
