import { expect, type Page } from '@playwright/test';

/**
 * The login, registration and password-reset screens, as a user sees them; `base` is where the
 * app is served ('' for the web bundle, '/desktop' for the desktop renderer).
 */
export class AuthPages {
  constructor(
    readonly page: Page,
    readonly base = '',
  ) {}

  async acceptCookies(): Promise<void> {
    const banner = this.page.getByRole('region', { name: 'Cookie consent' });
    if (await banner.isVisible()) await banner.getByRole('button', { name: 'Accept' }).click();
  }

  async openLogin(): Promise<void> {
    await this.page.goto(`${this.base}/login`);
    await this.acceptCookies();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.openLogin();
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }

  async register(account: { name: string; surname: string; email: string; password: string }): Promise<void> {
    await this.page.goto(`${this.base}/registration`);
    await this.acceptCookies();
    await this.page.getByLabel('First name').fill(account.name);
    await this.page.getByLabel('Last name').fill(account.surname);
    await this.page.getByLabel('Email').fill(account.email);
    await this.page.getByLabel('Password').fill(account.password);
    await this.page.getByRole('checkbox').check();
    await this.page.getByRole('button', { name: 'Create account' }).click();
  }

  async requestResetCode(email: string): Promise<void> {
    await this.openLogin();
    await this.page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(this.page).toHaveURL(/\/forgot-password$/);
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'Send code' }).click();
    await expect(this.page).toHaveURL(/\/forgot-password-confirm/);
  }

  /** The error shown after a refused sign-in, with the way out it suggests. */
  signInError() {
    return this.page.getByRole('alert');
  }

  async confirmReset(code: string, newPassword: string): Promise<void> {
    await this.page.getByLabel('Verification code').fill(code);
    await this.page.getByLabel('New password').fill(newPassword);
    await this.page.getByRole('button', { name: 'Reset password' }).click();
  }
}
