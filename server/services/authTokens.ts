import { randomUUID } from 'node:crypto';
import type { IdentityTokens } from '@shared/schemas/auth';
import type { AppTokens } from '@shared/schemas/user';
import { identityPolicy as policy } from '../auth/policy';
import { passwordVersionOf, type TokenClaims, type TokenSigner } from '../auth/tokens';
import type { Db } from '../db/client';
import { createIdentityRepository, type RefreshKind, type UserRow } from '../db/repositories/identity';

export interface AuthTokensDeps {
  db: Db;
  tokens: TokenSigner;
  now: () => number;
}

/**
 * Issues the identity and app tokens (with their stored refresh rows) and resolves who a token
 * names. Every token carries its account's password version (pwd_at): owner() answers the user
 * only while that version is current, so a password change or reset ends every older token of
 * every kind at once, on every node, with no list of tokens to revoke.
 */
export function createAuthTokens({ db, tokens, now }: AuthTokensDeps) {
  const repo = createIdentityRepository(db);

  const versionClaim = (passwordSetAt: number | null) =>
    passwordSetAt === null ? {} : { pwd_at: passwordSetAt };

  /** A refresh token: a stored, revocable row whose id the JWT carries as jti. */
  async function refreshToken(user: UserRow, kind: RefreshKind, passwordSetAt: number | null) {
    const id = randomUUID();
    const at = now();
    const ttl = kind === 'identity' ? policy.identityRefreshTtlMs : policy.appRefreshTtlMs;
    await repo.insertRefreshToken({ id, userId: user.id, kind, expiresAt: at + ttl, now: at });
    const audience = kind === 'identity' ? 'identity-refresh' : 'app-refresh';
    return tokens.sign(audience, { sub: user.id, ...versionClaim(passwordSetAt) }, ttl, id);
  }

  return {
    /** Identity tokens; a refresh keeps the session's refresh token, a sign-in gets a new one. */
    async identity(
      user: UserRow,
      passwordSetAt: number | null,
      existingRefreshToken?: string,
    ): Promise<IdentityTokens> {
      const ttl = policy.identityTokenTtlMs;
      const version = versionClaim(passwordSetAt);
      const [idToken, accessToken, refresh] = await Promise.all([
        tokens.sign(
          'identity',
          { sub: user.id, email: user.email, username: user.username, token_use: 'id', ...version },
          ttl,
        ),
        tokens.sign(
          'identity',
          { sub: user.id, username: user.username, token_use: 'access', ...version },
          ttl,
        ),
        existingRefreshToken ?? refreshToken(user, 'identity', passwordSetAt),
      ]);
      return { idToken, accessToken, refreshToken: refresh, expiresIn: Math.floor(ttl / 1000) };
    },

    /** The app token and its (rotating) refresh token. */
    async app(user: UserRow, passwordSetAt: number | null): Promise<AppTokens> {
      const [token, refresh] = await Promise.all([
        tokens.sign(
          'app',
          { sub: user.id, username: user.username, ...versionClaim(passwordSetAt) },
          policy.appTokenTtlMs,
        ),
        refreshToken(user, 'app', passwordSetAt),
      ]);
      return { token, refreshToken: refresh, username: user.username };
    },

    /** The account a verified token names, while the token's password version is current. */
    owner(claims: TokenClaims): Promise<UserRow | null> {
      return repo.findTokenOwner(claims.sub, passwordVersionOf(claims));
    },
  };
}

export type AuthTokens = ReturnType<typeof createAuthTokens>;
