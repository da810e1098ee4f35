import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoginPage } from '../../../renderer/src/features/auth/components/LoginPage';
import { accessibleDescription } from '../support/accessibleDescription';
import { renderScreen } from '../support/renderScreen';

describe('the sign-in form', () => {
  it('says at each field what is missing, without asking the server', async () => {
    const { user } = renderScreen(<LoginPage />, { url: '/login' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(email)).toBe('This field is required.');
  });

  it('refuses an address that is no e-mail', async () => {
    const { user } = renderScreen(<LoginPage />, { url: '/login' });
    await user.type(screen.getByLabelText('Email'), 'grace.hopper');
    await user.type(screen.getByLabelText('Password'), 'Whatever123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
  });
});
