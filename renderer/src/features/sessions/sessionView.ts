import { SESSION_STARTING_MS } from '@shared/constants';
import { hasSeat } from '@shared/rules/collisions';
import {
  sessionButtons,
  type EventType,
  type MyFacts,
  type SessionButtons,
} from '@shared/rules/sessionButton';
import { occurrencesTiming, sessionTimeLabel, type SessionTimeLabel } from '@shared/rules/sessionState';
import type { PublicSessionState, Session, SessionMe, SessionOccurrence } from '@shared/schemas/sessions';

/** What the session card and details show besides text: its label, the occurrences to pick from, the buttons. */
export interface SessionView {
  /** Live / Upcoming / Past of the occurrence the view is about. */
  label: SessionTimeLabel;
  current: SessionOccurrence | null;
  /** Occurrences I can take: not ended, with a free seat, not colliding with my blocking plans (availableSesArray). */
  available: SessionOccurrence[];
  buttons: SessionButtons;
}

/**
 * Feeds the shared button rules (shared/rules/sessionButton.ts) with a session as the API gives it:
 * the server says which occurrences collide with my plans (me.collidingOccurrenceIds); seats and
 * the clock are read here, so both follow the live topics and the minute timer.
 *
 * `occurrences` are the ones the view is about: a program card's day or an agenda row's occurrence
 * (the whole session in its details). Their own times, seats and my place in them decide the
 * buttons, so a past day's card offers nothing and another day's card does not show my request.
 */
export function sessionView(
  session: Session,
  eventType: EventType,
  now: number,
  occurrences: readonly SessionOccurrence[] = session.occurrences,
): SessionView {
  const timing = occurrencesTiming(occurrences, now, SESSION_STARTING_MS);
  const colliding = new Set(session.me.collidingOccurrenceIds);
  const open = occurrences.filter((o) => now < o.endsAt);
  const seated = open.filter(hasSeat);
  const available = seated
    .filter((o) => !colliding.has(o.id))
    .sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);

  const buttons = sessionButtons(
    {
      type: session.type,
      state: timing.state,
      allExpired: timing.allExpired,
      eventType,
      onSite: session.onSite,
      occurrences: available.length,
      full: open.length > 0 && seated.length === 0,
      collision: seated.length > 0 && available.length === 0,
      blocking: session.blocking,
      externalLink: session.externalLink,
      offlineLink: session.offlineLink,
      confType: session.confType,
      // The server's flag, also carried by the public topic (withPublicState).
      rehearsalStarted: session.rehearsalStarted,
    },
    myFactsIn(session.me, occurrences),
  );
  return {
    label: timing.current ? sessionTimeLabel(timing.current, now) : 'past',
    current: timing.current,
    available,
    buttons,
  };
}

/**
 * My state as far as these occurrences go. My seat and a pending request belong to one occurrence
 * (joining another moves them there); a declined request holds for the whole session, since the
 * server refuses every occurrence until I remove it.
 */
function myFactsIn(me: SessionMe, occurrences: readonly SessionOccurrence[]): MyFacts {
  const here = (id: string | null) => id === null || occurrences.some((o) => o.id === id);
  return {
    inAgenda: me.inAgenda !== null && here(me.inAgenda),
    request: me.request === 'pending' && !here(me.requestOccurrenceId) ? 'none' : me.request,
    role: me.role,
  };
}

/** A session with the seats and the rehearsal flag its public topic just reported. */
export function withPublicState(session: Session, state: PublicSessionState): Session {
  return session.id === state.id
    ? { ...session, occurrences: state.occurrences, rehearsalStarted: state.rehearsalStarted }
    : session;
}

/** Seats left over a set of occurrences; null when any of them has no limit. */
export function seatsLeft(occurrences: readonly SessionOccurrence[]): number | null {
  let left = 0;
  for (const o of occurrences) {
    if (o.capacity === null) return null;
    left += Math.max(0, o.capacity - o.usedCapacity);
  }
  return left;
}
