import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from '../../../renderer/src/features/profile/components/ProfileForm';
import { anOwnProfile } from '../../unit/renderer/features/profile/builders';
import { anEvent } from '../support/builders';
import { accessibleDescription } from '../support/accessibleDescription';
import { renderScreen } from '../support/renderScreen';

describe('the event profile form', () => {
  it("shows a field's error under it and focuses the first wrong field, before asking the server", async () => {
    const { user } = renderScreen(
      <ProfileForm event={anEvent()} own={anOwnProfile({ typeId: 'attendee', website: null })} />,
    );
    const firstName = screen.getByLabelText('First name', { exact: true });
    const website = screen.getByLabelText('Website', { exact: true });
    await user.clear(firstName);
    await user.click(website);
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(accessibleDescription(firstName)).toBe('This field is required.');
    expect(accessibleDescription(website)).toBe('Please enter a valid web address.');
    expect(document.activeElement).toBe(firstName);
  });
});
