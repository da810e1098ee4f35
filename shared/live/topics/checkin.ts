import { z } from 'zod';
import { area } from '../../schemas/checkin';
import { topic } from '../topic';

/** Check-in (rules: server/services/checkinTopicRules.ts). */
export const checkinTopics = {
  /** Live occupancy: every area of the event (check-in admins and organizers). */
  areas: topic('newEvents/{eventId}/areas', z.array(area)),
};
