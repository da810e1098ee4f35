import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AVATAR_SIZES } from '@shared/constants';
import { checkProfilePhoto, profilePhotoPath, type AvatarSize } from '@shared/rules/profilePhoto';
import { invalidField } from '../http/errors';
import { profilePhotosDir } from '../http/profilePhotos';

/** Each avatar size is stored at twice its CSS pixels, sharp on high-density screens. */
const DENSITY = 2;
/**
 * A 2 MB PNG can hold a picture of hundreds of megapixels (a decompression bomb); 40 MP covers any
 * camera photo and bounds what sharp decodes.
 */
const MAX_INPUT_PIXELS = 40_000_000;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** What a browser's FileReader puts in front of the bytes; taken off when a client sends it along. */
const DATA_URL_PREFIX = /^data:[^,]*;base64,/;
/** Ids of this server's users (UUIDs): the only names that become folders. */
const SAFE_ID = /^[A-Za-z0-9-]{1,64}$/;

const refuse = (key: string) => invalidField('photo', key);

/** The upload's bytes; text that is no base64 is no image either. */
function decode(base64: string): Buffer {
  const text = base64.replace(DATA_URL_PREFIX, '').replace(/\s/g, '');
  if (text.length % 4 !== 0 || !BASE64.test(text)) throw refuse('validation.error.imageType');
  return Buffer.from(text, 'base64');
}

/**
 * The profile photo files (spec networking §5, §9; DECISIONS 21): the upload is judged by its
 * content (file-type reads the magic bytes; the name and the declared type are never seen), jpeg or
 * png at most 2 MB (shared/rules/profilePhoto.ts), then stored square at every avatar size as JPEG
 * under a new version, so each URL always shows the same picture and may be cached for good
 * (server/http/profilePhotos.ts). Earlier versions are removed.
 */
export function createProfilePhotoStore(dataDir: string) {
  const root = profilePhotosDir(dataDir);
  const folderOf = (userId: string) => {
    if (!SAFE_ID.test(userId)) throw new Error(`unexpected user id ${JSON.stringify(userId)}`);
    return path.join(root, userId);
  };

  async function resized(bytes: Buffer, px: number): Promise<Buffer> {
    try {
      return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize(px, px, { fit: 'cover' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      // A file that starts like a JPEG or PNG but does not decode as one.
      throw refuse('validation.error.imageType');
    }
  }

  return {
    /** Checks and stores the upload; the path of its xl size (users.profilePhotoPath). */
    async save(userId: string, base64: string): Promise<string> {
      const bytes = decode(base64);
      const type = await fileTypeFromBuffer(bytes);
      const problem = checkProfilePhoto(type?.mime, bytes.length);
      if (problem) throw refuse(problem);

      const sizes = Object.entries(AVATAR_SIZES) as [AvatarSize, number][];
      const files = await Promise.all(sizes.map(([, px]) => resized(bytes, px * DENSITY)));
      const version = randomBytes(8).toString('hex');
      const folder = folderOf(userId);
      await fs.mkdir(folder, { recursive: true });
      await Promise.all(
        sizes.map(([size], i) => fs.writeFile(path.join(folder, `${version}-${size}.jpg`), files[i]!)),
      );
      await removeExcept(folder, version);
      return profilePhotoPath(userId, version, 'xl');
    },

    /** Removes the user's photo files. */
    async remove(userId: string): Promise<void> {
      await fs.rm(folderOf(userId), { recursive: true, force: true });
    },
  };
}

/** Deletes the folder's files of other versions than `keep`. */
async function removeExcept(folder: string, keep: string): Promise<void> {
  const names = await fs.readdir(folder);
  await Promise.all(
    names.filter((n) => !n.startsWith(`${keep}-`)).map((n) => fs.rm(path.join(folder, n), { force: true })),
  );
}

export type ProfilePhotoStore = ReturnType<typeof createProfilePhotoStore>;
