import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** /my-agenda: rows by day, off-time and export. */
export class AgendaPage {
  constructor(readonly page: Page) {}

  /** Through the side menu's "My Agenda" link. */
  async openFromMenu(): Promise<void> {
    await this.page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: 'My Agenda' })
      .click();
    await expect(this.page).toHaveURL(/\/my-agenda/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'My Agenda' })).toBeVisible();
  }

  /** A row, named by the session's name or "Off-time" for a break. */
  row(name: string): Locator {
    return this.page.getByRole('main').getByRole('article', { name, exact: true });
  }

  rows(): Locator {
    return this.page.getByRole('main').getByRole('article');
  }

  offTimeDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Off-time' });
  }

  /**
   * Adds off-time on the last day the list offers (the day after the event), where nothing else is
   * planned; times as "HH:mm".
   */
  async addOffTimeOnLastDay(startTime: string, endTime: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add off-time' }).click();
    const dialog = this.offTimeDialog();
    await expect(dialog).toBeVisible();
    const date = dialog.getByLabel('Date');
    const dates = await date
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    await date.selectOption(dates[dates.length - 1]!);
    await dialog.getByLabel('Start time').selectOption(startTime);
    await dialog.getByLabel('End time').selectOption(endTime);
    await dialog.getByRole('button', { name: 'Save' }).click();
  }

  exportDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Export agenda' });
  }

  async downloadIcs(): Promise<Download> {
    await this.page.getByRole('button', { name: 'Export agenda' }).click();
    const dialog = this.exportDialog();
    await expect(dialog).toBeVisible();
    const download = this.page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download .ics' }).click();
    return download;
  }
}
