import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_SIZES, IMAGE_MAX_BYTES } from '@shared/constants';
import type { LiveServerMessage } from '@shared/live/messages';
import { topicPath } from '@shared/live/topics';
import { profilePhotoAtSize } from '@shared/rules/profilePhoto';
import type { UserProfile } from '@shared/schemas/user';
import { signedUpUser } from '../../support/accounts';
import { insertEvent, insertParticipant } from '../../support/builders';
import { openLive } from '../../support/live';
import { createTestApp, engines, type TestApp } from '../../support/testApp';

type User = Awaited<ReturnType<typeof signedUpUser>>;

const image = (format: 'png' | 'jpeg', width = 300, height = 200) =>
  sharp({ create: { width, height, channels: 3, background: '#1b998b' } })
    [format]()
    .toBuffer();

/**
 * The profile photo (spec networking §5, §8, §9; DECISIONS 21): PUT /v1/user/profile action photo
 * judged by its content — there is no file name on the wire, so a PNG "renamed .jpg" is just PNG
 * bytes and a text "renamed .png" is text —, at most 2 MB, stored square at the avatar sizes and
 * served with long cache headers.
 */
describe.each(engines)('profile photo on %s', (engine) => {
  let t: TestApp;
  let me: User;

  let webDir: string;

  beforeAll(async () => {
    // A web bundle, whose index.html answers unknown paths: a missing photo must not get it.
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>Lanyard</title>');
    t = await createTestApp({ engine, env: { WEB_DIR: webDir } });
    me = await signedUpUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const putPhoto = (who: User | null, photo: string | null) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/user/profile',
      headers: who?.auth ?? {},
      payload: { action: 'photo', photo },
    });
  const storedFiles = async (userId: string) =>
    (await fs.readdir(path.join(t.dataDir, 'photos', userId)).catch(() => [] as string[])).sort();

  it('takes a PNG (content decides, whatever a name said) and stores it square at every avatar size', async () => {
    const res = await putPhoto(me, (await image('png')).toString('base64'));
    expect(res.statusCode).toBe(200);
    const stored = (res.json().data as UserProfile).profilePhotoPath!;
    expect(stored).toMatch(new RegExp(`^/photos/${me.userId}/[0-9a-f]+-xl\\.jpg$`));
    expect(await storedFiles(me.userId)).toHaveLength(Object.keys(AVATAR_SIZES).length);
    for (const [size, px] of Object.entries(AVATAR_SIZES) as [keyof typeof AVATAR_SIZES, number][]) {
      const file = await t.app.inject({ method: 'GET', url: profilePhotoAtSize(stored, size) });
      expect(file.statusCode, size).toBe(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(file.rawPayload).metadata()).toMatchObject({ width: px * 2, height: px * 2 });
    }
    const profile = await t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: me.auth });
    expect(profile.json().data.profilePhotoPath).toBe(stored);
  });

  it('takes a JPEG sent as a data URL, and a new upload replaces the files of the previous one', async () => {
    const before = await storedFiles(me.userId);
    const res = await putPhoto(me, `data:image/jpeg;base64,${(await image('jpeg')).toString('base64')}`);
    expect(res.statusCode).toBe(200);
    const after = await storedFiles(me.userId);
    expect(after).toHaveLength(Object.keys(AVATAR_SIZES).length);
    expect(after.some((f) => before.includes(f))).toBe(false);
  });

  it('refuses what is not a JPEG or PNG by its content: text, GIF, SVG, broken image, not base64', async () => {
    const png = await image('png');
    const refused = [
      Buffer.from('just some text, saved as photo.png').toString('base64'),
      (await sharp(png).gif().toBuffer()).toString('base64'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64'),
      Buffer.concat([png.subarray(0, 64), Buffer.alloc(200, 7)]).toString('base64'),
      'this is not base64!',
    ];
    const stored = (await t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: me.auth })).json()
      .data.profilePhotoPath;
    for (const photo of refused) {
      const res = await putPhoto(me, photo);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errorCode: 'MST-00400',
        field: 'photo',
        errorMessage: 'photo: validation.error.imageType',
      });
    }
    const profile = await t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: me.auth });
    expect(profile.json().data.profilePhotoPath).toBe(stored);
  });

  it('refuses a photo over 2 MB with the spec message, though its body is over the default 1 MB limit', async () => {
    const png = await image('png');
    const big = Buffer.concat([png, Buffer.alloc(IMAGE_MAX_BYTES + 1 - png.length)]);
    const res = await putPhoto(me, big.toString('base64'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'photo',
      errorMessage: 'photo: validation.error.imageTooLarge',
    });
  });

  it('removes the photo and its files with null; the old address then answers 404', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/v1/user/profile', headers: me.auth })).json()
      .data.profilePhotoPath as string;
    const res = await putPhoto(me, null);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.profilePhotoPath).toBeNull();
    expect(await storedFiles(me.userId)).toEqual([]);
    const gone = await t.app.inject({ method: 'GET', url: before });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ errorCode: 'MST-00404' });
  });

  it('refuses a caller without a token', async () => {
    expect((await putPhoto(null, (await image('png')).toString('base64'))).statusCode).toBe(401);
  });

  it('pushes the new photo on profiles/{userId}/public to someone who shares an event', async () => {
    const colleague = await signedUpUser(t.app);
    const event = await insertEvent(t.database.db);
    await insertParticipant(t.database.db, event.id, { userId: me.userId });
    await insertParticipant(t.database.db, event.id, { userId: colleague.userId });
    const client = await openLive(t.app);
    try {
      await client.authenticate(colleague.token);
      const topic = topicPath('publicProfile', { userId: me.userId });
      await client.subscribe(topic);
      const res = await putPhoto(me, (await image('png')).toString('base64'));
      const pushed = await client.waitFor(
        (m: LiveServerMessage) =>
          m.type === 'value' && m.topic === topic && (m.value as UserProfile).profilePhotoPath !== null,
      );
      expect(pushed).toMatchObject({
        value: { id: me.userId, profilePhotoPath: res.json().data.profilePhotoPath },
      });
    } finally {
      client.close();
    }
  });
});
