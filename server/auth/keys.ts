import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type CryptoKey,
  type JWK,
} from 'jose';

export const JWT_ALG = 'ES256';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
}

export interface KeySource {
  dataDir: string;
  /** JWT_PRIVATE_KEY: a private EC P-256 JWK as JSON; wins over the key file. */
  jwtPrivateKey: string | null;
}

/** Where the generated key lives. Several nodes must share this file or set JWT_PRIVATE_KEY. */
export const keyFilePath = (dataDir: string) => path.join(dataDir, 'keys', 'jwt-signing.json');

/**
 * The install's signing key: from JWT_PRIVATE_KEY, else DATA_DIR/keys/jwt-signing.json, else a
 * new key written there (mode 0600). Creation links a finished temp file into place, so two
 * processes starting at once agree on one key instead of overwriting each other's.
 */
export async function loadSigningKeys(source: KeySource): Promise<SigningKeys> {
  if (source.jwtPrivateKey) return importPrivateJwk(parseJwk(source.jwtPrivateKey, 'JWT_PRIVATE_KEY'));
  const file = keyFilePath(source.dataDir);
  const existing = await readKeyFile(file);
  if (existing) return importPrivateJwk(existing);

  const { privateKey } = await generateKeyPair(JWT_ALG, { extractable: true });
  const jwk = await exportJWK(privateKey);
  jwk.alg = JWT_ALG;
  jwk.kid = await calculateJwkThumbprint(jwk);
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${randomUUID()}.tmp`;
  await fs.writeFile(temp, JSON.stringify(jwk, null, 2), { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(temp, { force: true });
  }
  const stored = await readKeyFile(file);
  if (!stored) throw new Error(`Could not read the signing key at ${file}`);
  return importPrivateJwk(stored);
}

async function readKeyFile(file: string): Promise<JWK | null> {
  try {
    return parseJwk(await fs.readFile(file, 'utf8'), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function parseJwk(text: string, where: string): JWK {
  let jwk: JWK;
  try {
    jwk = JSON.parse(text) as JWK;
  } catch {
    throw new Error(`${where} is not a JSON Web Key`);
  }
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) {
    throw new Error(`${where} must be a private EC P-256 JWK (kty EC, crv P-256, with d)`);
  }
  return jwk;
}

async function importPrivateJwk(jwk: JWK): Promise<SigningKeys> {
  const { d: _private, ...publicJwk } = jwk;
  const kid = jwk.kid ?? (await calculateJwkThumbprint(publicJwk));
  return {
    kid,
    privateKey: (await importJWK({ ...jwk, alg: JWT_ALG }, JWT_ALG)) as CryptoKey,
    publicKey: (await importJWK({ ...publicJwk, alg: JWT_ALG }, JWT_ALG)) as CryptoKey,
  };
}
