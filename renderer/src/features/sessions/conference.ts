/** What the conference window needs to know (DECISIONS 6). */
export interface ConferenceTarget {
  base: string;
  /** The session's room on the conference host. */
  roomId: string;
  sessionId: string;
  /** A token for the conference host, when the deployment issues one; never the app token. */
  token?: string;
  rehearsal: boolean;
  moderator: boolean;
  /** Opened as a separate pop-up window (always, from the program and the agenda). */
  popup: boolean;
}

/** `{base}/{roomId}?sessionId=…&rehearsal=…&moderator=…&popup=…[&token=…]` (DECISIONS 6). */
export function conferenceUrl(t: ConferenceTarget): string {
  const query = new URLSearchParams({
    sessionId: t.sessionId,
    rehearsal: String(t.rehearsal),
    moderator: String(t.moderator),
    popup: String(t.popup),
  });
  if (t.token) query.set('token', t.token);
  return `${t.base.replace(/\/$/, '')}/${encodeURIComponent(t.roomId)}?${query.toString()}`;
}

/** The session's room: one per session and event, the same for everyone who joins it. */
export const sessionRoomId = (eventId: string, sessionId: string) => `lanyard-${eventId}-${sessionId}`;
