import type { Locator, Page } from '@playwright/test';
import { expect } from '../support';
import { Shell } from './Shell';

/** /notifications and the Notifications links with their unseen badge. */
export class NotificationsPage {
  constructor(readonly page: Page) {}

  /** The Notifications link of the side menu (desktop) or the bottom bar (phone). */
  menuLink(place: 'sideMenu' | 'bottomBar' = 'sideMenu'): Locator {
    const shell = new Shell(this.page);
    const menu = place === 'sideMenu' ? shell.sideMenu() : shell.bottomBar();
    return menu.getByRole('link', { name: /^Notifications/ });
  }

  /** The badge on that link: its visible count. */
  badge(place: 'sideMenu' | 'bottomBar' = 'sideMenu'): Locator {
    return this.menuLink(place).getByTestId('unseen-badge');
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  }

  /** The feed's items, newest first. */
  items(): Locator {
    return this.page.getByRole('main').getByTestId('notification');
  }

  /** The link that opens an item (laid over the whole card), named by its sentence. */
  openLink(item: Locator): Locator {
    return item.getByTestId('notification-open');
  }

  /** An item's link to the profile of the one who caused it, by their name. */
  personLink(item: Locator, name: string): Locator {
    return item.getByRole('link', { name, exact: true });
  }

  markAllRead(): Locator {
    return this.page.getByRole('button', { name: 'Mark all as read' });
  }
}
