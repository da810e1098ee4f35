import type { z } from 'zod';
import type { PingResult, pingBody } from '@shared/schemas/sessions';
import type { EventRow } from '../../db/repositories/events';
import type { SessionRow } from '../../db/repositories/sessions';
import { conferenceRoomUrl } from '../conferenceRoom';
import type { SessionsContext } from './context';
import { sessionRoleOf, type SessionViewer } from './visibility';

/** Who may rehearse, and who may moderate, in a session's room. */
export const REHEARSES = new Set(['organizer', 'speaker', 'translator', 'moderator']);
const MODERATES = new Set(['organizer', 'moderator']);

/** The session's room on the conference host: one per session (session ids are unique). */
export const sessionRoomId = (sessionId: string) => `lanyard-${sessionId}`;

/**
 * Where the caller's conference window goes (DECISIONS 6): the session's externalLink as it is;
 * nothing when the session has no online conference; else the room on CONFERENCE_URL
 * (conferenceRoomUrl) with the flags the caller's role allows.
 */
export function createConferenceEntry(ctx: SessionsContext) {
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
    const conferenceUrl = await conferenceRoomUrl(ctx, {
      userId,
      roomId,
      sessionId: session.id,
      rehearsal,
      moderator,
      popup: false,
    });
    return { roomId, conferenceUrl };
  };
}
