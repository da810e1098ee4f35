import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhotoModal } from '../../../renderer/src/features/profile/components/PhotoModal';
import { EVENT_ID } from '../support/builders';
import { renderScreen } from '../support/renderScreen';

function openPhotoModal() {
  const view = renderScreen(<PhotoModal eventId={EVENT_ID} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'Update photo' });
  expect(within(dialog).getByRole('tab', { name: 'Upload' }).getAttribute('aria-selected')).toBe('true');
  return { ...view, dialog };
}

describe('the photo dialog', () => {
  it('refuses a file that is no image, then one over 2 MB', async () => {
    const { user, dialog } = openPhotoModal();
    const file = within(dialog).getByLabelText(/^Choose an image/);

    await user.upload(file, new File(['not a picture'], 'notes.png', { type: 'text/plain' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Please choose a JPEG or PNG image.');

    await user.upload(
      file,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'large.png', { type: 'image/png' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe('File is larger than 2 Mb.');
  });

  it('says in a banner on the Snap tab when the camera cannot start, and offers no Take photo', async () => {
    const { user, dialog } = openPhotoModal();
    // Arrow keys move between the tabs.
    within(dialog).getByRole('tab', { name: 'Upload' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('tab', { name: 'Snap' }).getAttribute('aria-selected')).toBe('true');
    // happy-dom has no camera, as a browser without one or without the permission.
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/camera/i);
    expect(within(dialog).getByRole('button', { name: 'Take photo' }).hasAttribute('disabled')).toBe(true);
  });
});
