import type { TopicName, TopicParamsOf, TopicPublishInput } from '@shared/live/topics';
import type { PasswordHasher } from '../auth/passwords';
import type { TokenSigner } from '../auth/tokens';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';
import type { JobQueue } from '../queue/jobQueue';
import type { AuthTokens } from './authTokens';
import type { DirectoryIndexCache } from './directoryIndexCache';
import type { Access } from './access';
import type { AccessLost } from './access/loss';

/*
 * What services are built from. Apart from the container (./index.ts) that builds them, so a
 * service that needs only these types does not import the module that imports every service.
 */

/**
 * Pushes a topic's new value to every subscriber on every node (server/live/publish.ts): the topic
 * by name and parameters (shared/live/topics/), the value checked against the topic's payload
 * (for a collection topic, one child's change: `{ event: 'child_added', key, value }`).
 */
export type Publish = <N extends TopicName>(
  name: N,
  params: TopicParamsOf<N>,
  value: TopicPublishInput<N>,
) => Promise<void>;

/**
 * Tells every node a topic changed without sending its value (server/live/bus.ts changed): only a
 * node whose sockets follow the topic reads its snapshot. For values that cost a read to make and
 * that few follow, such as a user's notification feed.
 */
export type TopicChanged = <N extends TopicName>(name: N, params: TopicParamsOf<N>) => Promise<void>;

export interface ServiceDeps {
  config: Config;
  database: Database;
  /**
   * Realtime: call AFTER the transaction that changed the data has committed, with the topic's
   * name, its parameters and its full new value, e.g. `await deps.publish('ui', { userId }, settings)`.
   */
  publish: Publish;
  /** Like publish, after the commit, when the subscribers should read the value themselves. */
  changed: TopicChanged;
  /**
   * Ends a user's sessions on every node (their verified tokens forgotten, their sockets closed):
   * call AFTER the transaction that changed the password or deleted the account has committed.
   */
  endSessions: (userId: string) => Promise<void>;
  /**
   * Tells every node that access was taken away (server/live/accessLoss.ts). Services do not call
   * it: the access module does (`access.revoke`, services/access/), so live subscriptions are
   * re-checked by the same named permissions that let them in (docs/realtime.md).
   */
  accessLost: AccessLost;
  /** The clock every expiry, lockout and token lifetime is measured on; tests inject their own. */
  now?: () => number;
  /** Defaults to SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
  mailer?: Mailer;
}

/**
 * What every service is built from: the app's ServiceDeps and the pieces the container makes once
 * from them (./index.ts createAppDeps). A service takes `Pick<AppDeps, …>` of what it uses.
 */
export interface AppDeps extends Omit<ServiceDeps, 'now' | 'mailer' | 'accessLost'> {
  now: () => number;
  mailer: Mailer;
  /** Work a transaction decides that runs after it: mails, chat cards (server/queue/jobQueue.ts). */
  jobQueue: JobQueue;
  hasher: PasswordHasher;
  tokens: TokenSigner;
  /** Issues and checks app tokens and refresh tokens. */
  authTokens: AuthTokens;
  /** Each searched event's attendee directory in memory, within DIRECTORY_INDEX_BUDGET_MB. */
  directoryIndexCache: DirectoryIndexCache;
  /**
   * The access module (services/access/, DECISIONS 20): every named permission services and the
   * realtime topic rules ask, and `revoke` — the only way a service tells that access was taken away.
   */
  access: Access;
}
