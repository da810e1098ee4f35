import { expect, type Locator, type Page } from '@playwright/test';

/** /event/:eventId/invitation/:participantId…: the attendeeMeet dialog with one person. */
export class InvitationScreen {
  constructor(
    readonly page: Page,
    /** The other person's name, the dialog's title. */
    readonly name: string,
  ) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: this.name });
  }

  panel(): Locator {
    return this.dialog().getByTestId('invitation-panel');
  }

  /** Waits for the view status of spec core §4's table (the panel's data-status). */
  async expectStatus(status: string): Promise<void> {
    await expect(this.panel()).toHaveAttribute('data-status', status);
  }

  button(name: string): Locator {
    return this.dialog().getByRole('button', { name, exact: true });
  }

  message(label = 'Message'): Locator {
    return this.dialog().getByRole('textbox', { name: label });
  }

  /**
   * Shows the picker's last day (the live event's last: its slots are all ahead whenever the test
   * runs). Once today's last slot has begun only that day is left, and the picker shows it without
   * day buttons.
   */
  async chooseLastDay(): Promise<void> {
    await expect(this.dialog().getByRole('group', { name: /^Time slots on / })).toBeVisible();
    const days = this.dialog().getByRole('group', { name: 'Days' });
    if ((await days.count()) > 0) await days.getByRole('button').last().click();
  }

  /** The picker's slots that are free for both. */
  freeSlots(): Locator {
    return this.dialog().getByRole('radio', { disabled: false });
  }

  /** The meeting's time in the leading zone (the event's), as the dialog shows it. */
  meetingTime(): Locator {
    return this.dialog().getByTestId('meeting-summary').locator('time').first();
  }
}
