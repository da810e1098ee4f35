import { AVATAR_SIZES, IMAGE_MAX_BYTES, PROFILE_PHOTO_TYPES } from '../constants';

export type ProfilePhotoType = (typeof PROFILE_PHOTO_TYPES)[number];

/** Why a profile photo is refused: the i18n key of the message (spec networking §5 and §8). */
export type ProfilePhotoRefusal = 'validation.error.imageType' | 'validation.error.imageTooLarge';

/**
 * The pure part of the profile photo rule (spec networking §5: "jpeg or png, one file"; §8: "File is
 * larger than 2 Mb."). `type` is the media type found in the file's content (the server detects it
 * from the magic bytes, never trusting the name or the declared type; the form may pass the
 * browser's type to refuse early). The type is checked first: a file that is no image is refused as
 * such whatever its size. Exactly IMAGE_MAX_BYTES passes, one byte more does not.
 */
export function checkProfilePhoto(type: string | undefined, bytes: number): ProfilePhotoRefusal | null {
  if (type === undefined || !(PROFILE_PHOTO_TYPES as readonly string[]).includes(type)) {
    return 'validation.error.imageType';
  }
  return bytes > IMAGE_MAX_BYTES ? 'validation.error.imageTooLarge' : null;
}

export type AvatarSize = keyof typeof AVATAR_SIZES;

/** Where the server serves uploaded profile photos (server/http/profilePhotos.ts). */
export const PROFILE_PHOTOS_PREFIX = '/photos/';

/**
 * An uploaded photo's path at one avatar size: one file per size and upload, named by the upload's
 * version so a path never changes content (served as immutable). users.profilePhotoPath holds the
 * xl one.
 */
export function profilePhotoPath(userId: string, version: string, size: AvatarSize): string {
  return `${PROFILE_PHOTOS_PREFIX}${userId}/${version}-${size}.jpg`;
}

const UPLOADED = /^(\/photos\/[^/]+\/[0-9a-f]+)-xl\.jpg$/;

/**
 * The stored photo at the size an avatar shows it (spec §9 sizes): an uploaded photo's own file for
 * that size; any other path (the demo's portraits, a link) is one image for every size.
 */
export function profilePhotoAtSize(path: string, size: AvatarSize): string {
  const uploaded = UPLOADED.exec(path);
  return uploaded ? `${uploaded[1]}-${size}.jpg` : path;
}
