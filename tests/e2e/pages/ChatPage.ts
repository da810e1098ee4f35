import type { Locator, Page } from '@playwright/test';
import { expect } from '../support';
import { Shell } from './Shell';

/** /chat, its room list and conversation, and the Chats links with their unread badge. */
export class ChatPage {
  constructor(readonly page: Page) {}

  /** The Chats link of the side menu (desktop) or the bottom bar (phone). */
  menuLink(place: 'sideMenu' | 'bottomBar' = 'sideMenu'): Locator {
    const shell = new Shell(this.page);
    const menu = place === 'sideMenu' ? shell.sideMenu() : shell.bottomBar();
    return menu.getByRole('link', { name: /^Chats/ });
  }

  /** The unread total on that link (absent at zero). */
  badge(place: 'sideMenu' | 'bottomBar' = 'sideMenu'): Locator {
    return this.menuLink(place).getByTestId('chat-unread-badge');
  }

  /** The unread total the link shows now, 0 without a badge. */
  async unread(place: 'sideMenu' | 'bottomBar' = 'sideMenu'): Promise<number> {
    const badge = this.badge(place);
    if ((await badge.count()) === 0) return 0;
    return Number((await badge.locator('[aria-hidden="true"]').textContent())?.replace('+', '') ?? 0);
  }

  async expectOpen(): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Chats' })).toBeAttached();
  }

  room(name: string): Locator {
    return this.page.getByTestId('chat-room').filter({ hasText: name });
  }

  /** The open conversation (a region named by the person). */
  conversation(name: string): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  composer(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  message(text: string): Locator {
    return this.page.getByTestId('chat-message').filter({ hasText: text });
  }
}
