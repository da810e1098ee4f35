import type { z } from 'zod';
import { HOUR_MS } from '@shared/constants';
import type { PingResult, pingBody } from '@shared/schemas/sessions';
import type { EventRow } from '../../db/repositories/events';
import type { SessionRow } from '../../db/repositories/sessions';
import type { SessionsContext } from './context';
import { sessionRoleOf, type SessionViewer } from './visibility';

/** How long a conference token opens the room for. */
const CONFERENCE_TOKEN_TTL_MS = 2 * HOUR_MS;
/** Who may rehearse, and who may moderate, in a session's room. */
export const REHEARSES = new Set(['organizer', 'speaker', 'translator', 'moderator']);
const MODERATES = new Set(['organizer', 'moderator']);

/** The session's room on the conference host: one per session (session ids are unique). */
export const sessionRoomId = (sessionId: string) => `lanyard-${sessionId}`;

/**
 * Where the caller's conference window goes (DECISIONS 6): the session's externalLink as it is;
 * nothing when the session has no online conference; else the room on CONFERENCE_URL with a
 * short-lived conference token (never the app token) and the flags the caller's role allows.
 */
export function createConferenceEntry({ tokens, config }: SessionsContext) {
  return async function conferenceEntry(
    userId: string,
    event: EventRow,
    session: SessionRow,
    me: SessionViewer,
    body: z.output<typeof pingBody>,
  ): Promise<Pick<PingResult, 'roomId' | 'conferenceUrl'>> {
    if (session.externalLink) return { roomId: null, conferenceUrl: session.externalLink };
    if (session.confType !== 'auto' || session.onSite || event.eventType === 'normal') {
      return { roomId: null, conferenceUrl: null };
    }
    const role = sessionRoleOf(session, me);
    const roomId = sessionRoomId(session.id);
    const rehearsal = body.rehearsal === true && REHEARSES.has(role);
    const moderator = body.asModerator === true && MODERATES.has(role);
    const token = await tokens.sign(
      'conference',
      { sub: userId, sessionId: session.id, roomId, moderator, rehearsal },
      CONFERENCE_TOKEN_TTL_MS,
    );
    const query = new URLSearchParams({
      token,
      sessionId: session.id,
      rehearsal: String(rehearsal),
      moderator: String(moderator),
      popup: 'false',
    });
    const base = config.conferenceUrl.replace(/\/$/, '');
    return { roomId, conferenceUrl: `${base}/${encodeURIComponent(roomId)}?${query.toString()}` };
  };
}
