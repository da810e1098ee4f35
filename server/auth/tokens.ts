import { SignJWT, jwtVerify, type JWTPayload } from 'jose';
import { JWT_ALG, type SigningKeys } from './keys';

/**
 * What a token is for. Identity tokens come from the user-pool operations (/v1/auth/*); app tokens
 * from GET /v1/user/token; conference tokens from POST /v1/event/schedule/ping, for the conference
 * host only (DECISIONS 6). A token of one audience is never accepted where another is expected.
 */
type TokenAudience = 'identity' | 'identity-refresh' | 'app' | 'app-refresh' | 'conference';

const ISSUER = 'lanyard';

export interface TokenClaims extends JWTPayload {
  sub: string;
  /**
   * The password version the token was issued under: its account's credentials.updated_at then.
   * Identity, app and refresh tokens carry it; a new password (change or reset) moves the
   * version, which ends every token of the older one (server/services/authTokens.ts).
   */
  pwd_at?: number;
}

/** The password version a token names; null for a token without one. */
export function passwordVersionOf(claims: TokenClaims): number | null {
  return typeof claims.pwd_at === 'number' ? claims.pwd_at : null;
}

export interface TokenSigner {
  sign(audience: TokenAudience, claims: TokenClaims, ttlMs: number, jti?: string): Promise<string>;
  /** The claims when the token is genuine, of this audience and unexpired at now(); else null. */
  verify(audience: TokenAudience, token: string): Promise<TokenClaims | null>;
}

/** Signs and verifies JWTs with the install's key, on the injected clock. Keys load on first use. */
export function createTokenSigner(loadKeys: () => Promise<SigningKeys>, now: () => number): TokenSigner {
  let keys: Promise<SigningKeys> | null = null;
  const getKeys = () => {
    keys ??= loadKeys().catch((err: unknown) => {
      keys = null;
      throw err;
    });
    return keys;
  };
  return {
    async sign(audience, claims, ttlMs, jti) {
      const { kid, privateKey } = await getKeys();
      const issuedAt = Math.floor(now() / 1000);
      const jwt = new SignJWT(claims)
        .setProtectedHeader({ alg: JWT_ALG, kid, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + Math.floor(ttlMs / 1000));
      if (jti) jwt.setJti(jti);
      return jwt.sign(privateKey);
    },
    async verify(audience, token) {
      const { publicKey } = await getKeys();
      try {
        const { payload } = await jwtVerify(token, publicKey, {
          algorithms: [JWT_ALG],
          issuer: ISSUER,
          audience,
          currentDate: new Date(now()),
          clockTolerance: 0,
        });
        return typeof payload.sub === 'string' ? (payload as TokenClaims) : null;
      } catch {
        return null;
      }
    },
  };
}
