import type { sessionsTopics } from '@shared/live/topics/sessions';
import { createAgendaEntriesRepository } from '../db/repositories/agendaEntries';
import { createSessionsRepository } from '../db/repositories/sessions';
import type { TopicRuleDeps, TopicRules } from './topicRule';
import { mySessionEntryOf, publicSessionStateOf } from './sessions/topics';
import { canSeeSession } from './sessions/visibility';

/** The rules of shared/live/topics/sessions.ts. */
export function createSessionsTopicRules({
  database,
  now,
}: TopicRuleDeps): TopicRules<keyof typeof sessionsTopics> {
  const sessions = createSessionsRepository(database.db);
  const entries = createAgendaEntriesRepository(database.db);
  return {
    /** newEvents/{eventId}/public_sessions/{sessionId}: seats per occurrence, for members who may see the session. */
    publicSession: {
      permission: 'event.member',
      scope: ({ eventId }) => ({ eventId }),
      also: async (me, { eventId, sessionId }) => {
        const session = await sessions.findSession(eventId, sessionId);
        return session !== null && canSeeSession(session, me);
      },
      snapshot: async ({ eventId, sessionId }) => publicSessionStateOf(sessions, eventId, sessionId, now()),
    },

    /** newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}: my agenda entry; only my own user. */
    mySession: {
      permission: 'participant.own',
      scope: ({ eventId, participantId }) => ({ eventId, ids: [participantId] }),
      snapshot: async ({ participantId, sessionId }) => mySessionEntryOf(entries, participantId, sessionId),
    },
  };
}
