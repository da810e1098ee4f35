import type {
  NotificationDetails,
  NotificationFeed,
  UserNotificationType,
} from '@shared/schemas/notifications';
import { signedUpUser } from '../../support/accounts';
import { apiCall } from '../../support/apiCall';
import { insertEvent, insertParticipant } from '../../support/builders';
import type { TestApp } from '../../support/testApp';

export type Person = Awaited<ReturnType<typeof signedUpUser>>;

/**
 * Two events and their people, the feed's calls over HTTP, and notifications written the way other
 * services write them: through the app's notifier, in a transaction, published after commit.
 */
export async function createNotificationsScene(t: TestApp) {
  const db = t.database.db;
  const { notifier } = t.services.notifications;
  const event = await insertEvent(db);
  const otherEvent = await insertEvent(db);

  return {
    event,
    otherEvent,

    /** A signed-up user taking part in the event (`state: 'deleted'` for a removed participant). */
    async member(eventId = event.id, fields: Parameters<typeof insertParticipant>[2] = {}) {
      const user = await signedUpUser(t.app);
      const participant = await insertParticipant(db, eventId, { userId: user.userId, ...fields });
      return { ...user, participantId: participant.id };
    },

    stranger: () => signedUpUser(t.app),

    /** User notifications to these people, as the meetings service sends them; answers the ids. */
    async tell(
      people: Person[],
      type: UserNotificationType = 'confirmed',
      eventId = event.id,
      details: Partial<NotificationDetails> = {},
    ) {
      const ids = await db.transaction((tx) =>
        notifier.toUsers(
          tx,
          people.map((p) => p.userId),
          { eventId, type, sessionId: 'meeting-1', details: { meetingId: 'meeting-1', ...details } },
        ),
      );
      await notifier.publishFor(people.map((p) => p.userId));
      return ids;
    },

    /** An announcement to everyone in the event; answers its id. */
    async announce(eventId = event.id) {
      const id = await notifier.toEvent(db, { eventId, type: 'announcement', details: { postId: 'post-1' } });
      await notifier.publishFor([], eventId);
      return id;
    },

    async feed(who: Person, query: Record<string, string | number> = {}) {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const res = await apiCall<NotificationFeed>(t.app, who, 'GET', `/v1/notifications?${search}`);
      if (res.status !== 200) throw new Error(`feed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.data;
    },

    seen: (who: Person | null, body: { ids?: string[]; seenAll?: boolean }) =>
      apiCall<{ seenIds: string[]; unseen: number; lastNotificationDate: number | null }>(
        t.app,
        who,
        'POST',
        '/v1/notifications/seen',
        body,
      ),
  };
}
