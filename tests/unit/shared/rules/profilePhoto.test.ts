import { describe, expect, it } from 'vitest';
import { AVATAR_SIZES, IMAGE_MAX_BYTES } from '@shared/constants';
import { checkProfilePhoto, profilePhotoAtSize, profilePhotoPath } from '@shared/rules/profilePhoto';

describe('checkProfilePhoto', () => {
  it('accepts jpeg and png up to 2 MB exactly', () => {
    expect(IMAGE_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(checkProfilePhoto('image/jpeg', IMAGE_MAX_BYTES)).toBeNull();
    expect(checkProfilePhoto('image/png', 1)).toBeNull();
  });

  it('refuses one byte more than 2 MB with the spec message', () => {
    expect(checkProfilePhoto('image/jpeg', IMAGE_MAX_BYTES + 1)).toBe('validation.error.imageTooLarge');
    expect(checkProfilePhoto('image/png', IMAGE_MAX_BYTES + 1)).toBe('validation.error.imageTooLarge');
  });

  it('refuses any other type, or content of no known type, before looking at the size', () => {
    for (const type of ['image/gif', 'image/webp', 'image/svg+xml', 'text/plain', 'IMAGE/JPEG', undefined]) {
      expect(checkProfilePhoto(type, 10)).toBe('validation.error.imageType');
    }
    expect(checkProfilePhoto('text/plain', IMAGE_MAX_BYTES + 1)).toBe('validation.error.imageType');
  });

  it('has the avatar sizes of spec §9', () => {
    expect(AVATAR_SIZES).toEqual({ sm: 24, md: 32, lg: 40, xl: 72 });
  });
});

describe('profile photo paths', () => {
  it('name one file per upload and size, and find the other sizes from the stored xl one', () => {
    const stored = profilePhotoPath('u-1', '0a1b2c', 'xl');
    expect(stored).toBe('/photos/u-1/0a1b2c-xl.jpg');
    expect(profilePhotoAtSize(stored, 'sm')).toBe('/photos/u-1/0a1b2c-sm.jpg');
    expect(profilePhotoAtSize(stored, 'xl')).toBe(stored);
  });

  it('leave any other photo as it is, at every size', () => {
    for (const other of [
      '/resources/demo/people/speaker-1.png',
      'https://cdn.example/p-xl.jpg',
      '/photos/u/x-xl.jpg',
    ]) {
      expect(profilePhotoAtSize(other, 'md')).toBe(other);
    }
  });
});
