import { expect, type Locator, type Page } from '@playwright/test';

/** /event/:eventId/badges and the template editor, as an organizer sees them. */
export class BadgeTemplates {
  constructor(readonly page: Page) {}

  async openList(eventId: string): Promise<void> {
    await this.page.goto(`/event/${eventId}/badges`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Badge templates' })).toBeVisible();
  }

  /** The template card marked Default. */
  defaultCard(): Locator {
    return this.page.getByTestId('badge-card').filter({ hasText: 'Default' });
  }

  async editDefault(): Promise<void> {
    const edit = this.defaultCard().getByRole('link', { name: 'Edit' });
    // The URL changes once the editor's chunk is in (fabric: slow on a busy machine); then the editor.
    await edit.click();
    await expect(this.page).toHaveURL(/\/badges\/[^/]+$/, { timeout: 15_000 });
    await this.expectEditorReady();
  }

  async expectEditorReady(): Promise<void> {
    // The editor's chunk (fabric) loads on first open and the list stays until it has: on a busy CI
    // machine that alone can take longer than the default 5 s.
    await expect(this.page.getByRole('heading', { level: 1, name: 'Badge editor' })).toBeVisible({
      timeout: 15_000,
    });
    // The toolbar is enabled once the template has loaded into the canvas.
    await expect(this.page.getByRole('button', { name: 'Add placeholder' })).toBeEnabled();
  }

  /** "Version N" beside the editor's title. */
  async version(): Promise<number> {
    const text = (await this.page.getByTestId('badge-version').textContent()) ?? '';
    const match = /(\d+)/.exec(text);
    if (!match) throw new Error(`No version in "${text}"`);
    return Number(match[1]);
  }

  async addPlaceholder(label: string): Promise<void> {
    await this.page.getByRole('combobox', { name: 'Placeholder' }).selectOption({ label });
    await this.page.getByRole('button', { name: 'Add placeholder' }).click();
  }

  /** The badge's objects as the editor lists them beside the canvas. */
  objects(): Locator {
    return this.page.getByTestId('badge-layers').getByRole('button');
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save', exact: true }).click();
  }

  /** Downloads the 300-dpi PDF preview for a ticket (by its number) and saves it at `file`. */
  async downloadPdfPreview(ticketNumber: string, file: string): Promise<void> {
    await this.page.getByRole('textbox', { name: 'Ticket number' }).fill(ticketNumber);
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Download PDF preview' }).click(),
    ]);
    await download.saveAs(file);
  }
}
