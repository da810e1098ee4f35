import { z } from 'zod';
import { text, tokenSchema } from '../schemas/common';

/*
 * The realtime socket's messages. Topics (what a subscribe names) are in ./topics/.
 */

const topicField = text(300).min(1);

/** Client → server. The first message must be auth, within 5 s, or the socket closes with 4401. */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: tokenSchema }),
  z.object({ type: z.literal('subscribe'), topic: topicField }),
  z.object({ type: z.literal('unsubscribe'), topic: topicField }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/**
 * Server → client. A subscribe answers with snapshot (or error); changes follow as events, until
 * the client unsubscribes or the server ends the subscription (unsubscribed).
 */
export const liveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('snapshot'), topic: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('value'), topic: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('child_added'), topic: z.string(), key: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('child_changed'), topic: z.string(), key: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('child_removed'), topic: z.string(), key: z.string() }),
  /**
   * The subscription ended because the user's access to the topic was taken away (removed from
   * the room or the event, a role withdrawn): nothing more follows on it (docs/realtime.md).
   */
  z.object({
    type: z.literal('unsubscribed'),
    topic: z.string(),
    errorCode: z.string(),
    errorMessage: z.string(),
  }),
  z.object({
    type: z.literal('error'),
    topic: z.string().optional(),
    errorCode: z.string(),
    errorMessage: z.string(),
  }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessage>;

export const LIVE_AUTH_TIMEOUT_MS = 5000;
export const LIVE_CLOSE_UNAUTHORIZED = 4401;
