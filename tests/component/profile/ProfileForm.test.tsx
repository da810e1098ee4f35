import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileForm } from '../../../renderer/src/features/profile/components/ProfileForm';
import { anOwnProfile } from '../../unit/renderer/features/profile/builders';
import { anEvent } from '../support/builders';
import { renderScreen } from '../support/renderScreen';

/** The text of the elements a field names in aria-describedby: what a screen reader says after its label. */
function description(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .flatMap((id) => {
      const text = (id && document.getElementById(id)?.textContent) || '';
      return text ? [text] : [];
    })
    .join(' ');
}

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
    expect(description(firstName)).toBe('This field is required.');
    expect(description(website)).toBe('Please enter a valid web address.');
    expect(document.activeElement).toBe(firstName);
  });
});
