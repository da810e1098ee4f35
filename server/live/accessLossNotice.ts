import { z } from 'zod';

/**
 * Most users one notice names: 100 ids of 36 characters keep a notice well under what one NOTIFY
 * carries (bus.ts NOTIFY_MAX_BYTES), so a loss of many users goes out as several notices.
 */
export const ACCESS_LOSS_MAX_USERS = 100;

const id = z.string().min(1).max(100);

/** A loss as it travels between nodes, checked before a hub trusts it. */
export const accessLossSchema = z
  .object({
    userIds: z.array(id).max(ACCESS_LOSS_MAX_USERS).optional(),
    eventId: id.optional(),
    roomId: id.optional(),
  })
  .refine((loss) => loss.userIds !== undefined || loss.eventId !== undefined || loss.roomId !== undefined);
