import { publicProfile, uiSettings } from '../../schemas/user';
import { topic } from '../topic';

/** The user's own settings and public profile (rules: server/services/userTopicRules.ts). */
export const userTopics = {
  ui: topic('ui/{userId}', uiSettings),
  publicProfile: topic('profiles/{userId}/public', publicProfile),
};
