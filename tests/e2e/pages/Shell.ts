import type { Page } from '@playwright/test';

/** The app shell around every signed-in page. */
export class Shell {
  constructor(readonly page: Page) {}

  sideMenu() {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }

  bottomBar() {
    return this.page.getByRole('navigation', { name: 'Bottom bar' });
  }

  /** The tabs above every page of an event (Program, Speakers, …). */
  eventTabs() {
    return this.page.getByRole('navigation', { name: 'Event tabs' });
  }

  languageSwitch() {
    return this.page.getByLabel('Language');
  }
}
