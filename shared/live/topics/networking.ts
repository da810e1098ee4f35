import { speakerList } from '../../schemas/participants';
import { topic } from '../topic';

/** Networking (rules: server/services/networkingTopicRules.ts). */
export const networkingTopics = {
  speakers: topic('newEvents/{eventId}/speakers', speakerList),
};
