import { loadSigningKeys } from '../auth/keys';
import { createPasswordHasher } from '../auth/passwords';
import { createTokenSigner } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createMailer, type Mailer } from '../mail/mailer';
import { createAreasService } from './areas';
import { createAuthTokens } from './authTokens';
import { createBadgesService } from './badges';
import { createCheckInService } from './checkIn';
import { createEventAccess } from './eventAccess';
import { createEventsService } from './events';
import { createHealthService } from './health';
import { createIdentityService } from './identity';
import { createLiveService } from './live';
import { createPrintJobsService } from './printJobs';
import { createSessionsService } from './sessions';
import { createUsersService } from './users';

/** Pushes a topic's new value to every subscriber on every node (server/live/bus.ts). */
export type Publish = (topicPath: string, value: unknown) => Promise<void>;

export interface ServiceDeps {
  config: Config;
  database: Database;
  /**
   * Realtime: call AFTER the transaction that changed the data has committed, with the topic path
   * (shared/live/topics.ts topicPath) and the topic's full new value, e.g.
   * `await deps.publish(topicPath('ui', { userId }), settings)`.
   */
  publish: Publish;
  /**
   * Ends a user's sessions on every node (their verified tokens forgotten, their sockets closed):
   * call AFTER the transaction that changed the password or deleted the account has committed.
   */
  endSessions: (userId: string) => Promise<void>;
  /** The clock every expiry, lockout and token lifetime is measured on; tests inject their own. */
  now?: () => number;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
  mailer?: Mailer;
}

/** Builds every service once per app; routes receive this container. */
export function createServices(deps: ServiceDeps) {
  const now = deps.now ?? Date.now;
  const mailer = deps.mailer ?? createMailer(deps.config);
  const hasher = createPasswordHasher(deps.config.argon2);
  const tokens = createTokenSigner(() => loadSigningKeys(deps.config), now);
  const authTokens = createAuthTokens({ db: deps.database.db, tokens, now });
  const identityDeps = {
    database: deps.database,
    hasher,
    tokens,
    authTokens,
    now,
    endSessions: deps.endSessions,
  };
  const access = createEventAccess(deps.database.db, now);
  const areas = createAreasService({ database: deps.database, publish: deps.publish, access });
  return {
    mailer,
    identity: createIdentityService({ ...identityDeps, mailer }),
    users: createUsersService({ ...identityDeps, publish: deps.publish }),
    health: createHealthService(deps.database),
    events: createEventsService(deps, now),
    live: createLiveService(deps, now),
    areas,
    checkIn: createCheckInService({ database: deps.database, access, areas, now }),
    badges: createBadgesService(deps, now),
    printJobs: createPrintJobsService(deps, now),
    sessions: createSessionsService({
      database: deps.database,
      publish: deps.publish,
      access,
      mailer,
      now,
      tokens,
      conferenceUrl: deps.config.conferenceUrl,
    }),
  };
}

export type Services = ReturnType<typeof createServices>;
