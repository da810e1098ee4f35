import { expect, type Locator, type Page } from '@playwright/test';

/** /event/:eventId/attendees: the attendee directory (Networking) and a profile over it. */
export class AttendeesPage {
  constructor(readonly page: Page) {}

  async open(eventId: string): Promise<void> {
    await this.page.goto(`/event/${eventId}/attendees`);
    await this.expectOpen();
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f]{32}\/attendees$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Networking' })).toBeVisible();
    await expect(this.cards().first().or(this.page.getByTestId('attendees-empty'))).toBeVisible();
  }

  search(): Locator {
    return this.page.getByRole('searchbox', { name: 'Search attendees' });
  }

  /** All, Favourites or Ignored. */
  tab(name: 'All' | 'Favourites' | 'Ignored'): Locator {
    return this.page.getByRole('tablist', { name: 'Attendee lists' }).getByRole('tab', { name });
  }

  hereNow(): Locator {
    return this.page.getByRole('checkbox', { name: 'Here now' });
  }

  /** The shown list's cards (the list is named by its tab). */
  cards(): Locator {
    return this.page.getByRole('tabpanel').getByRole('list').first().getByRole('article');
  }

  card(name: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('article', { name, exact: true });
  }

  /** "People: N", the shown list's size. */
  async count(): Promise<number> {
    const text = await this.page
      .getByRole('tabpanel')
      .getByText(/^People: \d+$/)
      .textContent();
    return Number(text?.replace(/\D/g, ''));
  }

  /** The name on a card (its heading). */
  async nameOf(card: Locator): Promise<string> {
    return (await card.getByRole('heading').textContent())?.trim() ?? '';
  }

  profile(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }
}
