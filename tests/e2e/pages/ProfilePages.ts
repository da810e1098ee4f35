import { expect, type Locator, type Page } from '@playwright/test';

/** /event/:eventId/event-profile, its photo modal, and the profile wizard. */
export class ProfilePages {
  constructor(readonly page: Page) {}

  async openProfile(eventId: string): Promise<void> {
    await this.page.goto(`/event/${eventId}/event-profile`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Event profile' })).toBeVisible();
    await expect(this.field('First name')).toBeVisible();
  }

  field(label: string): Locator {
    return this.page.getByRole('main').getByLabel(label, { exact: true });
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: 'Save profile' }).click();
  }

  /** From the event profile: the wizard at its first step. */
  async openWizard(): Promise<void> {
    await this.page.getByRole('link', { name: 'Open the profile wizard' }).click();
    await this.expectStep('Your company');
  }

  wizard(): Locator {
    return this.page.getByRole('form');
  }

  async expectStep(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Profile wizard' })).toBeVisible();
    await expect(this.page.getByRole('heading', { level: 2, name })).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Next|Finish)$/ }).click();
  }

  async openPhotoModal(): Promise<Locator> {
    await this.page.getByRole('button', { name: /^(Add|Change) photo$/ }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Update photo' });
    await expect(dialog.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
    return dialog;
  }
}
