import type { Page } from '@playwright/test';

/** The fallback a render crash shows (spec core §2): the error, its trace and three ways out. */
export class CrashScreen {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { name: 'Something went wrong' });
  }

  message() {
    return this.page.getByTestId('crash-message');
  }

  trace() {
    return this.page.getByRole('group').filter({ hasText: 'Technical details' }).locator('pre');
  }

  toEventList() {
    return this.page.getByRole('button', { name: 'Go to event list' });
  }

  reload() {
    return this.page.getByRole('button', { name: 'Reload' });
  }

  sendFeedback() {
    return this.page.getByRole('button', { name: 'Send feedback' });
  }
}
