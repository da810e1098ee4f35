import type { SessionRole } from '@shared/schemas/sessions';
import type { SessionRow } from '../../db/repositories/sessions';

/** The facts about the caller that decide what they see of a session. */
export interface SessionViewer {
  participantId: string;
  typeId: string;
  organizer: boolean;
}

/** Organizer first (they moderate every session), then speaker, moderator, translator, attendee. */
export function sessionRoleOf(session: SessionRow, viewer: SessionViewer): SessionRole {
  if (viewer.organizer) return 'organizer';
  if (session.speakers.includes(viewer.participantId)) return 'speaker';
  if (session.moderators.includes(viewer.participantId)) return 'moderator';
  if (session.translators.includes(viewer.participantId)) return 'translator';
  return 'attendee';
}

/**
 * Spec core §4 session visibility: organizers see every session; the session's own speakers,
 * moderators and translators see it; everyone else does not see hidden sessions or sessions not
 * visible to participants, and sees a restricted session only when their type is allowed.
 * Off-time placeholders (_participant_off_) are never part of the program.
 */
export function canSeeSession(session: SessionRow, viewer: SessionViewer): boolean {
  if (session.type === '_participant_off_') return viewer.organizer;
  if (sessionRoleOf(session, viewer) !== 'attendee') return true;
  if (session.hidden || !session.visibleToParticipant) return false;
  if (session.restricted) return session.allowedParticipants.includes(viewer.typeId);
  return true;
}
