import type { Page } from '@playwright/test';

/** The fallback a render crash shows (spec core §2): its heading and two of its ways out. */
export class CrashScreen {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Something went wrong' });
  }

  toEventList() {
    return this.page.getByRole('button', { name: 'Go to event list' });
  }

  reload() {
    return this.page.getByRole('button', { name: 'Reload' });
  }
}
