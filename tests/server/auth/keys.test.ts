import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { keyFilePath, loadSigningKeys } from '../../../server/auth/keys';
import { createTokenSigner } from '../../../server/auth/tokens';

describe('JWT signing keys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-keys-'));
  });
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('generates one key on first start, readable only by its owner, and reuses it after', async () => {
    const first = await loadSigningKeys({ dataDir, jwtPrivateKey: null });
    const stat = await fs.stat(keyFilePath(dataDir));
    expect(stat.mode & 0o777).toBe(0o600);
    const again = await loadSigningKeys({ dataDir, jwtPrivateKey: null });
    expect(again.kid).toBe(first.kid);
  });

  it('agrees on one key when several processes start at once', async () => {
    const keys = await Promise.all(
      Array.from({ length: 5 }, () => loadSigningKeys({ dataDir, jwtPrivateKey: null })),
    );
    expect(new Set(keys.map((k) => k.kid)).size).toBe(1);
    expect((await fs.readdir(path.dirname(keyFilePath(dataDir)))).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it('uses JWT_PRIVATE_KEY when set, so nodes sharing it verify each other’s tokens', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const jwk = JSON.stringify(await exportJWK(privateKey));
    const now = () => Date.now();
    const nodeA = createTokenSigner(() => loadSigningKeys({ dataDir, jwtPrivateKey: jwk }), now);
    const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-keys-'));
    const nodeB = createTokenSigner(() => loadSigningKeys({ dataDir: otherDir, jwtPrivateKey: jwk }), now);
    const token = await nodeA.sign('app', { sub: 'user-1' }, 60_000);
    expect(await nodeB.verify('app', token)).toMatchObject({ sub: 'user-1' });
    expect(await nodeB.verify('identity', token)).toBeNull();
    await expect(fs.stat(keyFilePath(dataDir))).rejects.toThrow();
    await fs.rm(otherDir, { recursive: true, force: true });
  });

  it('refuses a JWT_PRIVATE_KEY that is not a private P-256 JWK', async () => {
    await expect(loadSigningKeys({ dataDir, jwtPrivateKey: 'not json' })).rejects.toThrow(/JWT_PRIVATE_KEY/);
    await expect(loadSigningKeys({ dataDir, jwtPrivateKey: '{"kty":"EC","crv":"P-256"}' })).rejects.toThrow(
      /private EC P-256/,
    );
  });

  it('refuses a token signed by another install', async () => {
    const otherDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lanyard-keys-'));
    const mine = createTokenSigner(() => loadSigningKeys({ dataDir, jwtPrivateKey: null }), Date.now);
    const theirs = createTokenSigner(
      () => loadSigningKeys({ dataDir: otherDir, jwtPrivateKey: null }),
      Date.now,
    );
    expect(await mine.verify('app', await theirs.sign('app', { sub: 'user-1' }, 60_000))).toBeNull();
    await fs.rm(otherDir, { recursive: true, force: true });
  });
});
