import { loadSigningKeys } from '../auth/keys';
import { createPasswordHasher } from '../auth/passwords';
import { createTokenSigner } from '../auth/tokens';
import { createMailer } from '../mail/mailer';
import { createJobQueue } from '../queue/jobQueue';
import { createAreasService } from './areas';
import { createAuthTokens } from './authTokens';
import { createBadgesService } from './badges';
import { createChatService } from './chat';
import { createCheckInService } from './checkIn';
import type { AppDeps, ServiceDeps } from './deps';
import { createDirectoryIndexCacheOn } from './directoryIndexCache';
import { createAccess } from './access';
import { createEventsService } from './events';
import { createHealthService } from './health';
import { createIdentityService } from './identity';
import { createLiveService } from './live';
import { createMeetingsService } from './meetings';
import { createMeetingSlotsService } from './meetingSlots';
import { createNetworkingService } from './networking';
import { createNotificationsService } from './notifications';
import { createPrintJobsService } from './printJobs';
import { createProfilesService } from './profiles';
import { createSessionsService } from './sessions';
import { createSpeakersService } from './speakers';
import { createUsersService } from './users';

/** The pieces every service shares, made once per app from its ServiceDeps. */
export function createAppDeps(deps: ServiceDeps): AppDeps {
  const now = deps.now ?? Date.now;
  const tokens = createTokenSigner(() => loadSigningKeys(deps.config), now);
  const { accessLost, ...rest } = deps;
  return {
    ...rest,
    now,
    mailer: deps.mailer ?? createMailer(deps.config),
    jobQueue: createJobQueue(deps.database, now),
    hasher: createPasswordHasher(deps.config.argon2),
    tokens,
    authTokens: createAuthTokens({ db: deps.database.db, tokens, now }),
    directoryIndexCache: createDirectoryIndexCacheOn(deps.database.db, {
      now,
      budgetBytes: deps.config.directoryIndexBudgetBytes,
    }),
    access: createAccess({ db: deps.database.db, now, accessLost }),
  };
}

/** Builds every service once per app, each from the one AppDeps; routes receive this container. */
export function createServices(serviceDeps: ServiceDeps) {
  const deps = createAppDeps(serviceDeps);
  const areas = createAreasService(deps);
  const speakers = createSpeakersService(deps);
  return {
    mailer: deps.mailer,
    jobQueue: deps.jobQueue,
    /**
     * The access module: after a commit that took access away, `access.revoke` ends the live
     * subscriptions it ended on every node — the one call for whatever changes roles, rights or
     * participation.
     */
    access: deps.access,
    identity: createIdentityService(deps),
    users: createUsersService(deps, speakers),
    health: createHealthService(deps),
    events: createEventsService(deps),
    live: createLiveService(deps),
    areas,
    checkIn: createCheckInService(deps, areas),
    badges: createBadgesService(deps),
    printJobs: createPrintJobsService(deps),
    sessions: createSessionsService(deps),
    networking: createNetworkingService(deps),
    meetings: createMeetingsService(deps),
    meetingSlots: createMeetingSlotsService(deps),
    notifications: createNotificationsService(deps),
    chat: createChatService(deps),
    profiles: createProfilesService(deps, speakers),
    speakers,
  };
}

export type Services = ReturnType<typeof createServices>;
