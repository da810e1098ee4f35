import type { ButtonTarget } from '@shared/rules/sessionButton';
import type { PingResult } from '@shared/schemas/sessions';

/** What the session button asks the server for (DECISIONS 6): the flags of its target. */
export interface ConferenceRequest {
  rehearsal: boolean;
  asModerator: boolean;
}

/**
 * The ping flags for a button's target, or null when it opens no window. The server decides what
 * the caller may have: it drops a rehearsal or moderator flag their role does not allow.
 */
export function conferenceRequest(target: ButtonTarget): ConferenceRequest | null {
  if (target.kind === 'none') return null;
  if (target.kind === 'externalLink') return { rehearsal: false, asModerator: false };
  return { rehearsal: target.rehearsal, asModerator: target.moderator };
}

/**
 * Where the window goes once ping answered: the session's externalLink as the program knows it,
 * else the server's conference URL (CONFERENCE_URL, the room and a conference token); null when
 * there is nothing to open.
 */
export function conferenceWindowUrl(
  target: ButtonTarget,
  answer: Pick<PingResult, 'conferenceUrl'> | null,
): string | null {
  if (target.kind === 'externalLink') return target.url;
  if (target.kind === 'none') return null;
  return answer?.conferenceUrl ?? null;
}
