import type { sessionsTopics } from '@shared/live/topics/sessions';
import { createAgendaEntriesRepository } from '../db/repositories/agendaEntries';
import { createParticipantsRepository } from '../db/repositories/participants';
import { createSessionsRepository } from '../db/repositories/sessions';
import { unlessRefused, type TopicRuleDeps, type TopicRules } from './topicRule';
import { mySessionEntryOf, publicSessionStateOf } from './sessions/topics';
import { canSeeSession } from './sessions/visibility';

/** The rules of shared/live/topics/sessions.ts. */
export function createSessionsTopicRules({
  database,
  access,
  now,
}: TopicRuleDeps): TopicRules<keyof typeof sessionsTopics> {
  const sessions = createSessionsRepository(database.db);
  const entries = createAgendaEntriesRepository(database.db);
  const participants = createParticipantsRepository(database.db);
  return {
    /** newEvents/{eventId}/public_sessions/{sessionId}: seats per occurrence, for members who may see the session. */
    publicSession: {
      canSubscribe: async (viewer, { eventId, sessionId }) => {
        const member = await unlessRefused(access.member(viewer.userId, eventId));
        const session = member && (await sessions.findSession(eventId, sessionId));
        return Boolean(member && session && canSeeSession(session, member));
      },
      snapshot: async ({ eventId, sessionId }) => publicSessionStateOf(sessions, eventId, sessionId, now()),
    },

    /** newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}: my agenda entry; only my own user. */
    mySession: {
      canSubscribe: async (viewer, { eventId, participantId }) => {
        const participant = await participants.participant(eventId, participantId);
        return participant !== null && participant.userId === viewer.userId;
      },
      snapshot: async ({ participantId, sessionId }) => mySessionEntryOf(entries, participantId, sessionId),
    },
  };
}
