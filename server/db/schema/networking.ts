import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
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
