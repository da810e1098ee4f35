import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { events, participants } from './events';
import { users } from './users';

/**
 * The networking area's own table: what one user marked another participant as (spec networking
 * §3 "Profile tags per participant: fav, ignored"), kept per user. One tag per pair: marking a
 * favourite un-ignores and the other way round.
 */
export const participantTags = pgTable(
  'participant_tags',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    participantId: text('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    eventId: text('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tag: text('tag', { enum: ['fav', 'ignored'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.participantId] }),
    index('participant_tags_user_event_idx').on(t.userId, t.eventId, t.tag),
  ],
);

/**
 * Which participants' directory facts changed, and in which transaction (docs/networking.md
 * "Directory index"): rows written by triggers of migration 0008 on participants, booths and the
 * venue entrance's check-in states, read by every node's in-memory directory to refresh the people
 * changed since it last looked. `xid` is the writing transaction's id, so a reader that remembers
 * its snapshot's xmin misses no transaction that committed after it looked. No foreign keys: the
 * rows of a deleted event's participants are written while the event itself is being deleted.
 */
export const directoryChanges = pgTable(
  'directory_changes',
  {
    eventId: text('event_id').notNull(),
    participantId: text('participant_id').notNull(),
    xid: bigint('xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    createdAt: createdAt(),
  },
  (t) => [
    index('directory_changes_event_xid_idx').on(t.eventId, t.xid),
    index('directory_changes_created_idx').on(t.createdAt),
  ],
);
