import type { SpeakerCard, SpeakerSession } from '@shared/schemas/participants';
import type { Db } from '../db/client';
import { createProfilesRepository } from '../db/repositories/profiles';
import { createSessionsRepository } from '../db/repositories/sessions';
import type { AppDeps } from './deps';
import { canSeeSession, type SessionViewer } from './sessions/visibility';

export type SpeakersServiceDeps = Pick<AppDeps, 'database' | 'access' | 'publish'>;

/**
 * Who the speakers topic is read for: a member with no type and no role, so it holds the sessions
 * every member of the event sees (not hidden, visible to participants, not restricted).
 */
const ANY_MEMBER: SessionViewer = { participantId: '', typeId: '', organizer: false };

/**
 * The event's speakers as `viewer` sees them (spec networking §2, §3 Speaker): the participants
 * named as speakers of the sessions the viewer may see, each with those sessions' occurrences by
 * start; showSpeaker false and deleted participants are left out, and so is a speaker none of
 * whose sessions the viewer sees. Ordered by full name (the directory's name key).
 */
export async function speakersOf(db: Db, eventId: string, viewer: SessionViewer): Promise<SpeakerCard[]> {
  const sessionsRepo = createSessionsRepository(db);
  const visible = (await sessionsRepo.sessionsOf(eventId)).filter(
    (s) => s.speakers.length > 0 && canSeeSession(s, viewer),
  );
  const byId = new Map(visible.map((s) => [s.id, s]));
  const occurrences = await sessionsRepo.occurrences(
    eventId,
    visible.map((s) => s.id),
  );
  const sessionsOfSpeaker = new Map<string, SpeakerSession[]>();
  for (const o of occurrences) {
    const session = byId.get(o.sessionId)!;
    for (const speakerId of new Set(session.speakers)) {
      const list = sessionsOfSpeaker.get(speakerId) ?? [];
      list.push({
        sessionId: session.id,
        occurrenceId: o.id,
        title: session.name,
        startsAt: o.startsAt,
        endsAt: o.endsAt,
      });
      sessionsOfSpeaker.set(speakerId, list);
    }
  }
  const people = await createProfilesRepository(db).speakers(eventId, [...sessionsOfSpeaker.keys()]);
  return people
    .filter((p) => p.showSpeaker)
    .map((p) => ({ ...p, sessions: sessionsOfSpeaker.get(p.id) ?? [] }));
}

/** The speakers topic's value: what every member of the event sees (see ANY_MEMBER). */
export const publicSpeakersOf = (db: Db, eventId: string) => speakersOf(db, eventId, ANY_MEMBER);

/**
 * The speakers list (GET /v1/event/speakers) and its topic newEvents/{eventId}/speakers, pushed
 * when a speaker's card changes (their event profile, their photo).
 */
export function createSpeakersService({ database, access, publish }: SpeakersServiceDeps) {
  const db = database.db;
  const sessionsRepo = createSessionsRepository(db);

  /** Pushes the event's speakers when the participant speaks at one of its sessions. */
  async function publishIfSpeaker(eventId: string, participantId: string): Promise<void> {
    const sessions = await sessionsRepo.sessionsOf(eventId);
    if (!sessions.some((s) => s.speakers.includes(participantId))) return;
    await publish('speakers', { eventId }, await publicSpeakersOf(db, eventId));
  }

  return {
    /** GET /v1/event/speakers: members only; the sessions are the ones the caller may see. */
    async list(userId: string, eventId: string): Promise<SpeakerCard[]> {
      const me = await access.require(userId, { permission: 'event.member', eventId: eventId });
      return speakersOf(db, eventId, me);
    },

    publishIfSpeaker,

    /** After the user's photo changed: every event where they speak gets its speakers again. */
    async publishForUser(userId: string): Promise<void> {
      for (const { eventId, participantId } of await access.memberships(userId)) {
        await publishIfSpeaker(eventId, participantId);
      }
    },
  };
}

export type SpeakersService = ReturnType<typeof createSpeakersService>;
