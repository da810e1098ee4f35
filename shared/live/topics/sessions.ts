import { mySessionTopicValue, publicSessionState } from '../../schemas/sessions';
import { topic } from '../topic';

/** Sessions and agendas (rules: server/services/sessionsTopicRules.ts). */
export const sessionsTopics = {
  /** A session's occurrences with their seats, for every member who may see the session. */
  publicSession: topic('newEvents/{eventId}/public_sessions/{sessionId}', publicSessionState),
  /** My agenda entry for one session (null when none); only that participant's user. */
  mySession: topic(
    'newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}',
    mySessionTopicValue,
  ),
};
