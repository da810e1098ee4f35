import { loadSigningKeys } from '../auth/keys';
import { createPasswordHasher } from '../auth/passwords';
import { createTokenSigner } from '../auth/tokens';
import { createMailer } from '../mail/mailer';
import { createAreasService } from './areas';
import { createAuthTokens } from './authTokens';
import { createBadgesService } from './badges';
import { createCheckInService } from './checkIn';
import type { ServiceDeps } from './deps';
import { createEventAccess } from './eventAccess';
import { createEventsService } from './events';
import { createHealthService } from './health';
import { createIdentityService } from './identity';
import { createLiveService } from './live';
import { createPrintJobsService } from './printJobs';
import { createSessionsService } from './sessions';
import { createUsersService } from './users';

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
    live: createLiveService({ database: deps.database, access, now }),
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
