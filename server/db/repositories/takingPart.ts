import { and, eq, ne } from 'drizzle-orm';
import { participants } from '../schema';

/**
 * The user's participant rows that make them a member of their events: a participant whose state
 * is deleted was removed from the event and loses its pages, routes, topics and feed (spec §3:
 * deleted participants are dropped). Every "is this user in the event" read filters with this.
 */
export const takingPart = (userId: string) => and(eq(participants.userId, userId), notRemoved);

/** A participant row still in its event (any person's): the state half of takingPart. */
export const notRemoved = ne(participants.state, 'deleted');
