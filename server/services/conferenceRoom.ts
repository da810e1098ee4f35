import { HOUR_MS } from '@shared/constants';
import type { AppDeps } from './deps';

/** How long a conference token opens the room for. */
const CONFERENCE_TOKEN_TTL_MS = 2 * HOUR_MS;

/** Who enters which room on the conference host, and with which flags (DECISIONS 6). */
export interface ConferenceSeat {
  userId: string;
  roomId: string;
  /** The session (or meeting) the room belongs to: the window's `sessionId`. */
  sessionId: string;
  rehearsal: boolean;
  moderator: boolean;
  /** Spec core §4: the window's "popup meeting" flag — a 1:1 meeting's room, not a session's. */
  popup: boolean;
}

/**
 * The room's URL on CONFERENCE_URL (DECISIONS 6), for sessions (sessions/conference.ts) and 1:1
 * meetings (meetings/room.ts) alike: `{base}/{roomId}` with a short-lived token of audience
 * `conference` (refused by every API route; the app token never goes into a URL), the session id
 * and the rehearsal, moderator and popup flags.
 */
export async function conferenceRoomUrl(
  { tokens, config }: Pick<AppDeps, 'tokens' | 'config'>,
  seat: ConferenceSeat,
): Promise<string> {
  const { userId, roomId, sessionId, rehearsal, moderator, popup } = seat;
  const token = await tokens.sign(
    'conference',
    { sub: userId, sessionId, roomId, moderator, rehearsal },
    CONFERENCE_TOKEN_TTL_MS,
  );
  const query = new URLSearchParams({
    token,
    sessionId,
    rehearsal: String(rehearsal),
    moderator: String(moderator),
    popup: String(popup),
  });
  const base = config.conferenceUrl.replace(/\/$/, '');
  return `${base}/${encodeURIComponent(roomId)}?${query.toString()}`;
}
