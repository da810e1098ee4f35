import type { Session } from '@shared/schemas/sessions';
import { sessionNotFound, type SessionsContext } from './context';
import type { SessionPresenter } from './present';
import { canSeeSession } from './visibility';

/** The program: every session the caller may see, and one of them. */
export function createProgram(
  { access, repos }: SessionsContext,
  { loadView, present, presentOne }: SessionPresenter,
) {
  return {
    /** GET /v1/event/sessions: the program as the caller may see it. */
    async list(userId: string, eventId: string): Promise<Session[]> {
      const me = await access.require(userId, { permission: 'event.member', eventId: eventId });
      const visible = (await repos.sessions.sessionsOf(eventId)).filter((s) => canSeeSession(s, me));
      const view = await loadView(eventId, me, visible);
      return visible
        .map((s) => present(s, me, view))
        .sort(
          (a, b) =>
            (a.occurrences[0]?.startsAt ?? Infinity) - (b.occurrences[0]?.startsAt ?? Infinity) ||
            a.name.localeCompare(b.name) ||
            (a.id < b.id ? -1 : 1),
        );
    },

    /** GET /v1/event/session: one session; 404 when the caller may not see it. */
    async get(userId: string, eventId: string, sessionId: string): Promise<Session> {
      const me = await access.require(userId, { permission: 'event.member', eventId: eventId });
      const session = await repos.sessions.findSession(eventId, sessionId);
      if (!session || !canSeeSession(session, me)) throw sessionNotFound();
      return presentOne(eventId, session, me);
    },
  };
}
