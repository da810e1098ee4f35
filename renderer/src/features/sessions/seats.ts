import type { PublicSessionState, Session } from '@shared/schemas/sessions';
import { withPublicState } from './sessionView';

/** Where the sessions are in a cached answer: gives back the answer with `change` applied to each. */
export type EachSession<T> = (data: T, change: (session: Session) => Session) => T;

/** The sessions of the program's list. */
export const sessionsInList: EachSession<Session[]> = (sessions, change) => sessions.map(change);

/** The one session of its details. */
export const theSession: EachSession<Session> = (session, change) => change(session);

/**
 * The one merge of a session's public topic (seats, the rehearsal flag) into a cached answer,
 * wherever that answer keeps its sessions: the session it is about takes the new state, the others
 * stay as they are. Nothing cached yet stays nothing.
 */
export const withSeats =
  <T>(each: EachSession<T>) =>
  (cached: T | undefined, state: PublicSessionState): T | undefined =>
    cached === undefined ? undefined : each(cached, (session) => withPublicState(session, state));
