import { expect, type Locator, type Page } from '@playwright/test';

export interface KioskSetupChoices {
  scanMethod?: 'Camera' | 'Handheld scanner';
  /** The area's id (its option's value): allEvent, mainHall, vipLounge in the demo. */
  areaId?: string;
  printMode?: 'Directly' | 'Print queue';
  /** A printer option's label, e.g. 'No printing' or 'Browser print dialog'. */
  printer?: string;
}

/**
 * The self-service kiosk (/event/:eventId/kiosk) and the print station (/event/:eventId/print-station)
 * as staff and attendees use them; shared by the web and desktop runs.
 */
export class Kiosk {
  constructor(readonly page: Page) {}

  /** From the event page: the "Self-service kiosk" action. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Self-service kiosk', exact: true }).click();
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f]{32}\/kiosk$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Self-service kiosk' })).toBeVisible();
  }

  async setUp(choices: KioskSetupChoices): Promise<void> {
    const radio = (group: string, name: string) =>
      this.page.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
    if (choices.scanMethod) await radio('Scan method', choices.scanMethod).check();
    if (choices.areaId) {
      await expect(this.page.getByLabel('Area', { exact: true })).toBeEnabled();
      await this.page.getByLabel('Area', { exact: true }).selectOption(choices.areaId);
    }
    if (choices.printMode) await radio('Print mode', choices.printMode).check();
    if (choices.printer) {
      await expect(this.page.getByLabel('Printer', { exact: true })).toBeEnabled();
      await this.page.getByLabel('Printer', { exact: true }).selectOption({ label: choices.printer });
    }
  }

  /** From the event page to a running kiosk with these settings. */
  async launch(choices: KioskSetupChoices): Promise<void> {
    await this.open();
    await this.setUp(choices);
    await this.start();
  }

  async start(): Promise<void> {
    await this.page.getByRole('button', { name: 'Start kiosk' }).click();
    await expect(this.welcome()).toBeVisible();
  }

  /** The attendees' start screen. */
  welcome(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Scan your ticket' });
  }

  /** One attendee's result (data-outcome: welcome, welcomeBack, ticketNotFound…). */
  result(): Locator {
    return this.page.getByTestId('kiosk-result');
  }

  /** The result's heading ("Welcome, Ada Lovelace!", "We could not find your ticket"…). */
  resultHeading(): Locator {
    return this.result().getByRole('heading', { level: 1 });
  }

  /** Staff leave the kiosk with the signed-in account's password. */
  async exit(password: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Staff: exit kiosk' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Leave the kiosk' });
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByRole('button', { name: 'Exit kiosk' }).click();
  }
}

/** The print station page. */
export class PrintStation {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Print station', exact: true }).click();
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f]{32}\/print-station$/);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Print station' })).toBeVisible();
  }

  /** Owns an event printer (by label) and prints it on the device with that URI. */
  async own(printerLabel: string, deviceUri: string): Promise<void> {
    await this.page.getByRole('checkbox', { name: printerLabel, exact: true }).check();
    await this.page.getByRole('combobox', { name: `Device for ${printerLabel}` }).selectOption(deviceUri);
  }

  pauseButton(): Locator {
    return this.page.getByRole('button', { name: 'Pause printing' });
  }

  /** The row of a job on the list, by ticket id (data-state: waiting, printing, printed, failed…). */
  job(ticketId: string): Locator {
    return this.page
      .getByRole('list', { name: 'Print jobs' })
      .locator(`[data-testid="print-job"][data-ticket="${ticketId}"]`);
  }
}
