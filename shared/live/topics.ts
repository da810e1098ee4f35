import { z } from 'zod';
import { area } from '../schemas/checkin';
import { text, tokenSchema } from '../schemas/common';
import { serverPrintJob } from '../schemas/printJobs';
import { mySessionTopicValue, publicSessionState } from '../schemas/sessions';
import { publicProfile, uiSettings } from '../schemas/user';

/**
 * Realtime topics: the spec's realtime-database paths, each with its payload schema.
 * Access rules live in server/live/rules.ts, one per topic.
 */
export const topics = {
  ui: { pattern: 'ui/{userId}', payload: uiSettings },
  publicProfile: { pattern: 'profiles/{userId}/public', payload: publicProfile },
  /** Live occupancy: every area of the event (check-in admins and organizers). */
  areas: { pattern: 'newEvents/{eventId}/areas', payload: z.array(area) },
  /** A printer's pending badge jobs; the print station that owns the printer listens here. */
  printQueue: { pattern: 'printQueue/{eventId}/{printerId}', payload: z.array(serverPrintJob) },
  /** One job, for the console or kiosk that asked for it. */
  printJob: { pattern: 'printJobs/{eventId}/{jobId}', payload: serverPrintJob },
  /** A session's occurrences with their seats, for every member who may see the session. */
  publicSession: { pattern: 'newEvents/{eventId}/public_sessions/{sessionId}', payload: publicSessionState },
  /** My agenda entry for one session (null when none); only that participant's user. */
  mySession: {
    pattern: 'newEvents/{eventId}/participants/{participantId}/sessions/{sessionId}',
    payload: mySessionTopicValue,
  },
} as const;
export type TopicName = keyof typeof topics;

/** Fills a pattern: topicPath('ui', { userId }) → 'ui/123'. */
export function topicPath(name: TopicName, params: Record<string, string>): string {
  return topics[name].pattern.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value.includes('/')) throw new Error(`topic ${name}: bad ${key}`);
    return value;
  });
}

/** Matches a concrete path against the patterns; returns the topic and its parameters. */
export function matchTopic(path: string): { name: TopicName; params: Record<string, string> } | null {
  const segments = path.split('/');
  for (const name of Object.keys(topics) as TopicName[]) {
    const pattern = topics[name].pattern.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const ok = pattern.every((part, i) => {
      const seg = segments[i] ?? '';
      const m = /^\{(\w+)\}$/.exec(part);
      if (m?.[1]) {
        params[m[1]] = seg;
        return seg.length > 0;
      }
      return part === seg;
    });
    if (ok) return { name, params };
  }
  return null;
}

const topicField = text(300).min(1);

/** Client → server. The first message must be auth, within 5 s, or the socket closes with 4401. */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('auth'), token: tokenSchema }),
  z.object({ type: z.literal('subscribe'), topic: topicField }),
  z.object({ type: z.literal('unsubscribe'), topic: topicField }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** Server → client. A subscribe answers with snapshot (or error); changes follow as events. */
export const liveServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready'), userId: z.string() }),
  z.object({ type: z.literal('snapshot'), topic: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('value'), topic: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('child_added'), topic: z.string(), key: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('child_changed'), topic: z.string(), key: z.string(), value: z.unknown() }),
  z.object({ type: z.literal('child_removed'), topic: z.string(), key: z.string() }),
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
