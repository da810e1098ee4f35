import { invitationPool } from '../../schemas/invitations';
import { topic } from '../topic';

/** 1:1 meetings (rules: server/services/meetingsTopicRules.ts). */
export const meetingsTopics = {
  /** poolId: a participant of the event, or a booth (its team sees the booth's invitations). */
  invitations: topic('newEvents/{eventId}/invitations/{poolId}', invitationPool),
};
