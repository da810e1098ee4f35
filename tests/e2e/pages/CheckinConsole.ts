import { expect, type Locator, type Page } from '@playwright/test';

export interface ConsoleSettings {
  scanType?: 'Individual' | 'Fast';
  scanMethod?: 'Camera' | 'Handheld scanner';
  direction?: 'Check in' | 'Check out';
  /** The area's id (its option's value): allEvent, mainHall, vipLounge in the demo. */
  areaId?: string;
  printMode?: 'Directly' | 'Print queue';
  /** A printer option's label, e.g. 'No printing' or 'Browser print dialog'. */
  printer?: string;
}

/**
 * The event page's check-in console (/event/:eventId/checkin), as an operator uses it: the
 * settings step, then scanning, results and the print step. Shared by the web and desktop runs.
 */
export class CheckinConsole {
  constructor(readonly page: Page) {}

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Attendee check-in' });
  }

  /** From the event page: the "Check-in" action opens the console. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Check-in', exact: true }).click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.page).toHaveURL(/\/event\/[0-9a-f]{32}\/checkin$/);
  }

  async configure(settings: ConsoleSettings): Promise<void> {
    const dialog = this.dialog();
    const radio = (group: string, name: string) =>
      dialog.getByRole('group', { name: group }).getByRole('radio', { name, exact: true });
    if (settings.scanType) await radio('Scan type', settings.scanType).check();
    if (settings.scanMethod) await radio('Scan method', settings.scanMethod).check();
    if (settings.direction) await radio('Direction', settings.direction).check();
    if (settings.areaId) {
      await expect(dialog.getByLabel('Area', { exact: true })).toBeEnabled();
      await dialog.getByLabel('Area', { exact: true }).selectOption(settings.areaId);
    }
    if (settings.printMode) await radio('Print mode', settings.printMode).check();
    if (settings.printer) {
      await expect(dialog.getByLabel('Printer', { exact: true })).toBeEnabled();
      await dialog.getByLabel('Printer', { exact: true }).selectOption({ label: settings.printer });
    }
  }

  async start(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Start scanning' }).click();
  }

  /**
   * The settings of a person at the door typing or wedge-scanning tickets: individual scans by
   * handheld scanner, check-in at the venue entrance, no printing; then scanning, the field focused.
   */
  async startHandheldCheckIn(): Promise<void> {
    await this.configure({
      scanType: 'Individual',
      scanMethod: 'Handheld scanner',
      direction: 'Check in',
      areaId: 'allEvent',
      printer: 'No printing',
    });
    await this.start();
    await expect(this.ticketField()).toBeFocused();
  }

  ticketField(): Locator {
    return this.dialog().getByLabel('Ticket number or URL');
  }

  /** Types a ticket id or URL into the console's field and presses Enter. */
  async typeTicket(text: string): Promise<void> {
    await this.ticketField().fill(text);
    await this.ticketField().press('Enter');
  }

  /** Individual mode's result screen (status line, the person's name as a heading, facts). */
  result(): Locator {
    return this.dialog().getByRole('region', { name: 'Scan result' });
  }

  async nextScan(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Next scan' }).click();
  }

  /**
   * The flash each outcome gives beside its sound (data-kind: success, warning, error); its symbol
   * and word say the same as its colour.
   */
  feedback(): Locator {
    return this.dialog().getByTestId('scan-feedback');
  }
}
