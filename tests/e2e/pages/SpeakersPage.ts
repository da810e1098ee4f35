import { expect, type Locator, type Page } from '@playwright/test';

/** /event/:eventId/speakers: the speakers A–Z or Z–A, and a speaker's details over them. */
export class SpeakersPage {
  constructor(readonly page: Page) {}

  async open(eventId: string): Promise<void> {
    await this.page.goto(`/event/${eventId}/speakers`);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f]{32}\/speakers$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Speakers' })).toBeVisible();
    await expect(this.cards().first()).toBeVisible();
  }

  /** The speaker cards, named by the speaker's full name. */
  cards(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  card(name: string): Locator {
    return this.page.getByRole('main').getByRole('article', { name, exact: true });
  }

  /** The speakers' names in the order the list shows them. */
  async names(): Promise<string[]> {
    return this.cards().getByRole('heading', { level: 2 }).allInnerTexts();
  }

  async sortBy(order: 'A–Z' | 'Z–A'): Promise<void> {
    await this.page.getByLabel('Sort').selectOption({ label: order });
  }

  /** The sessions a card or the details show, each with its Live / Upcoming / Past label. */
  sessions(within: Locator): Locator {
    return within.getByTestId('speaker-session');
  }

  /** The speaker's details over the list: a dialog named by the speaker's name. */
  details(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
