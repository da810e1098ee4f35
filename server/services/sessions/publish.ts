import type { SessionsContext } from './context';
import { publicSessionStateOf, toMySessionEntry } from './topics';

/** The realtime pushes after a schedule change: my agenda entry, and the session's seats. */
export function createSessionsPublisher({ publish, repos, now }: SessionsContext) {
  /** Realtime is best effort once the change is committed: a client that reconnects gets a snapshot. */
  const push: typeof publish = async (name, params, value) => {
    try {
      await publish(name, params, value);
    } catch {
      // See above.
    }
  };

  /** newEvents/{eventId}/public_sessions/{sessionId}: seats and the rehearsal flag, after they change. */
  async function publishSeats(eventId: string, sessionId: string): Promise<void> {
    const state = await publicSessionStateOf(repos.sessions, eventId, sessionId, now());
    if (state) await push('publicSession', { eventId, sessionId }, state);
  }

  async function publishEntry(eventId: string, participantId: string, sessionId: string) {
    const entry = await repos.entries.entryFor(participantId, sessionId);
    await push('mySession', { eventId, participantId, sessionId }, entry ? toMySessionEntry(entry) : null);
  }

  /** After a participant's entry changed (and with it, perhaps, the seats). */
  async function afterChange(
    eventId: string,
    participantId: string,
    sessionId: string,
    seatsChanged: boolean,
  ) {
    await Promise.all([
      publishEntry(eventId, participantId, sessionId),
      seatsChanged ? publishSeats(eventId, sessionId) : Promise.resolve(),
    ]);
  }

  return { publishSeats, afterChange };
}

export type SessionsPublisher = ReturnType<typeof createSessionsPublisher>;
