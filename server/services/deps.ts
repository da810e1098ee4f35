import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

/*
 * What services are built from. Apart from the container (./index.ts) that builds them, so a
 * service that needs only these types does not import the module that imports every service.
 */

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
