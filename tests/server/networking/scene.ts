import { randomUUID } from 'node:crypto';
import { DAY_MS } from '@shared/constants';
import type {
  ParticipantSearchBody,
  ParticipantSearchResult,
  ParticipantTag,
} from '@shared/schemas/participants';
import { booths, participantTypes } from '../../../server/db/schema';
import { anAccount, signedUpUser } from '../../support/accounts';
import { apiCall } from '../../support/apiCall';
import { insertEvent, insertParticipant } from '../../support/builders';
import type { TestApp } from '../../support/testApp';

export type Member = Awaited<ReturnType<Awaited<ReturnType<typeof createNetworkingScene>>['member']>>;
type ParticipantFields = Parameters<typeof insertParticipant>[2];

/**
 * A running event with participant types attendee (priority investor, startup, press; may invite
 * speaker and investor), investor, startup, press, speaker and visitor (attendee and investor open to
 * self-selection); members with accounts, people
 * without, and the directory's calls over HTTP.
 */
export async function createNetworkingScene(t: TestApp, options: { restricted?: boolean } = {}) {
  const db = t.database.db;
  const now = Date.now();
  const event = await insertEvent(db, {
    startsAt: now - DAY_MS,
    endsAt: now + DAY_MS,
    restricted: options.restricted ?? false,
  });
  await db.insert(participantTypes).values(
    ['attendee', 'investor', 'startup', 'press', 'speaker', 'visitor'].map((id, index) => ({
      eventId: event.id,
      id,
      index,
      texts: { en: id },
      priority: id === 'attendee' ? ['investor', 'startup', 'press'] : [],
      invitationRights: id === 'attendee' ? ['speaker', 'investor'] : [],
      selfSelectable: id === 'attendee' || id === 'investor',
    })),
  );

  const call = <T>(
    who: { auth: Record<string, string> } | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => apiCall<T>(t.app, who, method, url, payload);

  return {
    event,

    /** A signed-up user who is a participant of the event (attendee unless the fields say). */
    async member(fields: ParticipantFields = {}) {
      const name = fields.name ?? 'Ada';
      const user = await signedUpUser(t.app, anAccount({ name }));
      const participant = await insertParticipant(db, event.id, {
        userId: user.userId,
        name,
        surname: 'Member',
        ...fields,
      });
      return { ...user, participant };
    },

    /** A ticket holder without an account (visitor, active unless the fields say). */
    person(fields: ParticipantFields = {}) {
      return insertParticipant(db, event.id, { typeId: 'visitor', ...fields });
    },

    /** A booth of the event owned by the participant. */
    async boothOwnedBy(participantId: string) {
      await db.insert(booths).values({
        id: randomUUID(),
        eventId: event.id,
        boothName: 'Booth',
        name: 'Booth',
        ownerParticipantId: participantId,
      });
    },

    call,

    search(who: { auth: Record<string, string> } | null, body: Partial<ParticipantSearchBody> = {}) {
      return call<ParticipantSearchResult>(who, 'POST', '/v1/event/participant/search2', {
        eventId: event.id,
        ...body,
      });
    },

    /** The ids search2 answers, asserting it answered 200. */
    async ids(who: { auth: Record<string, string> }, body: Partial<ParticipantSearchBody> = {}) {
      const res = await this.search(who, body);
      if (res.status !== 200) throw new Error(`search2 answered ${res.status}: ${JSON.stringify(res.body)}`);
      return res.body.data.results.map((r) => r.id);
    },

    tag(who: { auth: Record<string, string> } | null, participantId: string, tag: ParticipantTag | null) {
      return call<{ participantId: string; tag: ParticipantTag | null }>(
        who,
        'PUT',
        '/v1/event/participant/tag',
        { eventId: event.id, participantId, tag },
      );
    },
  };
}

export type NetworkingScene = Awaited<ReturnType<typeof createNetworkingScene>>;
