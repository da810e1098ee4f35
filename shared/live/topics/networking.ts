import { myTags, speakerList } from '../../schemas/participants';
import { topic } from '../topic';

/** Networking (rules: server/services/networkingTopicRules.ts). */
export const networkingTopics = {
  speakers: topic('newEvents/{eventId}/speakers', speakerList),
  /** My favourite and ignored marks in the event: every device of mine shows a change at once. */
  myTags: topic('newEvents/{eventId}/tags/{userId}', myTags),
};
