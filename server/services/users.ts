import { randomUUID } from 'node:crypto';
import { IDENTITY_PROVIDER } from '@shared/constants';
import type { z } from 'zod';
import type { AppTokens, UpdateProfileBody, UserProfile, userSignupBody } from '@shared/schemas/user';
import { isUniqueViolation, poolErrors } from '../auth/errors';
import { meetsPasswordRule } from '../auth/passwords';
import { identityPolicy as policy } from '../auth/policy';
import { passwordVersionOf, type TokenClaims } from '../auth/tokens';
import { createVerifiedTokens } from '../auth/verifiedTokens';
import { createIdentityRepository } from '../db/repositories/identity';
import { createUsersRepository, type UserRow } from '../db/repositories/users';
import { appError, conflict, forbidden, invalidField, unauthorized } from '../http/errors';
import type { AuthUser } from '../http/route';
import type { AppDeps } from './deps';
import { createProfilePhotoStore } from './profilePhotos';
import type { SpeakersService } from './speakers';

export type UsersServiceDeps = Pick<
  AppDeps,
  'config' | 'database' | 'hasher' | 'tokens' | 'authTokens' | 'now' | 'publish' | 'endSessions'
>;

type SignupInput = z.output<typeof userSignupBody>;

const invalidProvider = () => appError('InvalidProvider', 'Invalid provider', { field: 'provider' });
const emailAlreadyRegistered = () =>
  conflict(
    'EmailAlreadyRegistered',
    'An account with this e-mail already exists. Reset your password or log in.',
    { field: 'email' },
  );
/** Ticket sign-up where the event does not use it (or no such event): nothing about the ticket is looked at. */
const ticketSignupClosed = () => forbidden('This event does not take sign-ups with a ticket.', 'ticketId');
const tokenRefused = (message: string) => appError('TokenRefused', message);

/** The spec's user calls (core §7): app tokens, registration, profile, account deletion. */
export function createUsersService(
  deps: UsersServiceDeps,
  speakers: Pick<SpeakersService, 'publishForUser'>,
) {
  const { config, database, hasher, tokens, authTokens, now, publish, endSessions } = deps;
  const users = createUsersRepository(database.db);
  const photos = createProfilePhotoStore(config.dataDir);
  const identity = createIdentityRepository(database.db);
  const verified = createVerifiedTokens({
    ttlMs: policy.verifiedTokenTtlMs,
    maxEntries: policy.verifiedTokenEntries,
    now,
  });

  function toProfile(user: UserRow): UserProfile {
    return {
      id: user.id,
      name: user.name,
      surname: user.surname,
      username: user.username,
      email: user.email,
      timezone: user.timezone,
      phone: user.phone,
      profilePhotoPath: user.profilePhotoPath,
      channels: { sms: user.phone },
      uiSettings: user.uiSettings,
    };
  }

  /** The profile, after telling open screens of the user's new name or photo (profiles/{userId}/public). */
  async function published(user: UserRow | null): Promise<UserProfile> {
    if (!user) throw unauthorized('This account no longer exists');
    const profile = toProfile(user);
    const { id, name, surname, profilePhotoPath } = profile;
    await publish('publicProfile', { userId: id }, { id, name, surname, profilePhotoPath });
    return profile;
  }

  async function requireUser(userId: string): Promise<UserRow> {
    const user = await users.findById(userId);
    // The token outlived its account: the client should sign in again.
    if (!user) throw unauthorized('This account no longer exists');
    return user;
  }

  return {
    /**
     * The caller of an auth:'user' route, from `Authorization: Bearer <app token>`. Any failure is
     * 401 MST-00401, which tells the client to refresh its token (spec core §7).
     */
    async authenticate(authorization: string | undefined): Promise<AuthUser> {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      const token = match?.[1];
      if (!token) throw unauthorized('Missing app token');
      const known = verified.get(token);
      if (known) return known;
      const claims = await tokens.verify('app', token);
      if (!claims) throw unauthorized('Invalid or expired app token');
      const user = await authTokens.owner(claims);
      if (!user) throw unauthorized('This account no longer exists or its password has changed');
      const authUser = { userId: user.id, username: user.username };
      verified.set(token, authUser, (claims.exp ?? 0) * 1000);
      return authUser;
    },

    /**
     * GET /v1/user/token. Without refresh, accessToken is an identity token from the pool; with
     * refresh, it is an app refresh token, which is revoked as it is used (rotation).
     */
    async exchangeToken(query: {
      provider: string;
      accessToken: string;
      refresh: boolean;
    }): Promise<AppTokens> {
      if (query.provider !== IDENTITY_PROVIDER) throw invalidProvider();
      let claims: TokenClaims | null;
      if (query.refresh) {
        claims = await tokens.verify('app-refresh', query.accessToken);
        if (!claims?.jti || !(await identity.revokeIfActive(claims.jti, claims.sub, 'app', now()))) {
          throw tokenRefused('Invalid Refresh Token.');
        }
      } else {
        claims = await tokens.verify('identity', query.accessToken);
        if (!claims) throw tokenRefused('Invalid or expired identity token.');
      }
      // Gone, or issued under a password that has changed since.
      const user = await authTokens.owner(claims);
      if (!user) throw tokenRefused('User does not exist.');
      return authTokens.app(user, passwordVersionOf(claims));
    },

    /**
     * POST /v1/user/signup: the identity and the user in one transaction. Ticket-based signup, only
     * where the event has useTicketIdForSignup on, finds the holder of the ticket's secret in the
     * event, takes their e-mail unless one is given, and links their participant row to the new
     * user; a ticket already linked to an account is refused (MST-00082), so it is claimed once.
     */
    async signup(body: SignupInput): Promise<{ userId: string; username: string }> {
      if (!body.viaPool) throw invalidProvider();
      if (!meetsPasswordRule(body.password)) throw poolErrors.invalidPassword();

      let participantId: string | null = null;
      let email = body.email ?? null;
      if (body.ticketId !== undefined) {
        if (body.eventId === undefined) {
          throw invalidField('eventId', 'validation.error.required');
        }
        if (!(await users.takesTicketSignup(body.eventId))) throw ticketSignupClosed();
        const holder = await users.findParticipantByTicket(body.eventId, body.ticketId);
        if (!holder) {
          throw appError('NotFound', `No ticket ${body.ticketId} was found for this event.`, {
            field: 'ticketId',
          });
        }
        if (holder.userId !== null) throw emailAlreadyRegistered();
        participantId = holder.id;
        email ??= holder.email?.trim().toLowerCase() || null;
      }
      if (!email) throw invalidField('email', 'validation.error.required');
      const username = body.username ?? email;
      if (await users.isTaken(email, username)) throw emailAlreadyRegistered();

      const passwordHash = await hasher.hash(body.password);
      const id = randomUUID();
      try {
        await database.db.transaction(async (tx) => {
          const txUsers = createUsersRepository(tx);
          const at = now();
          await txUsers.insert({
            id,
            email,
            username,
            name: body.name,
            surname: body.surname,
            createdAt: at,
          });
          await createIdentityRepository(tx).insertCredential(id, passwordHash, at);
          if (participantId !== null && !(await txUsers.linkParticipant(participantId, id))) {
            throw emailAlreadyRegistered();
          }
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailAlreadyRegistered();
        throw err;
      }
      return { userId: id, username };
    },

    async getProfile(userId: string): Promise<UserProfile> {
      return toProfile(await requireUser(userId));
    },

    /**
     * PUT /v1/user/profile: the person, the UI settings, or the profile photo (checked by content,
     * stored at the avatar sizes: ./profilePhotos.ts; null removes it). Subscribers of
     * profiles/{id}/public or ui/{id} get the new value, and of the speakers where the user speaks
     * when the photo changed.
     */
    async updateProfile(userId: string, body: UpdateProfileBody): Promise<UserProfile> {
      if (body.action === 'uiSettings') {
        const user = await users.mergeUiSettings(userId, body.uiSettings);
        if (!user) throw unauthorized('This account no longer exists');
        await publish('ui', { userId }, user.uiSettings);
        return toProfile(user);
      }
      if (body.action === 'photo') {
        // Checked and stored first: a refused file changes nothing.
        const path = body.photo === null ? null : await photos.save(userId, body.photo);
        const user = await users.setProfilePhoto(userId, path);
        if (body.photo === null) await photos.remove(userId);
        const profile = await published(user);
        // The photo is on the user's speaker cards too.
        await speakers.publishForUser(userId);
        return profile;
      }
      return published(
        await users.updateProfile(userId, {
          name: body.name,
          surname: body.surname,
          timezone: body.timezone,
          phone: body.channels === undefined ? undefined : body.channels.sms || null,
        }),
      );
    },

    /** DELETE /v1/user: the account, its tokens and sockets go; its participant rows stay, unlinked. */
    async deleteAccount(userId: string): Promise<void> {
      if (!(await users.delete(userId))) throw unauthorized('This account no longer exists');
      await endSessions(userId);
    },

    /** This node forgets the user's verified tokens (their sessions ended, on this node or another). */
    forgetSessions(userId: string): void {
      verified.forgetUser(userId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
