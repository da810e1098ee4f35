import type { OwnProfile, SpeakerCard } from '@shared/schemas/participants';
import type { ParticipantProfileBody } from '@shared/schemas/participantProfile';
import { categories, participantTypes } from '../../../server/db/schema';
import type { TestApp } from '../../support/testApp';
import { createNetworkingScene, type Member } from '../networking/scene';

/**
 * The directory's scene (../networking/scene.ts) with the event's profile questions — interests
 * (select, at most 2), industry (select, no limit), pitch (text) — and an organizer type `staff`;
 * the own-profile and speakers calls over HTTP.
 */
export async function createProfileScene(t: TestApp, options: { restricted?: boolean } = {}) {
  const scene = await createNetworkingScene(t, options);
  const eventId = scene.event.id;
  const db = t.database.db;
  await db.insert(categories).values([
    {
      eventId,
      id: 'interests',
      name: 'Interests',
      type: 'select',
      maxSelectableOptionCount: 2,
      subCategories: [
        { id: 'ai', name: 'AI' },
        { id: 'robotics', name: 'Robotics' },
        { id: 'fintech', name: 'Fintech' },
      ],
    },
    {
      eventId,
      id: 'industry',
      name: 'Industry',
      type: 'select',
      subCategories: [
        { id: 'software', name: 'Software' },
        { id: 'energy', name: 'Energy' },
        { id: 'retail', name: 'Retail' },
      ],
    },
    { eventId, id: 'pitch', name: 'What are you working on?', type: 'text' },
    {
      eventId,
      id: 'boothIndustries',
      name: 'Booth industries',
      type: 'select',
      forBooth: true,
      subCategories: [{ id: 'saas', name: 'SaaS' }],
    },
  ]);
  await db
    .insert(participantTypes)
    .values({ eventId, id: 'staff', index: 9, texts: { en: 'Staff' }, organizer: true });

  type Who = { auth: Record<string, string> } | null;

  return {
    ...scene,

    getProfile(who: Who, forEvent = eventId) {
      return scene.call<OwnProfile>(who, 'GET', `/v1/event/participant?eventId=${forEvent}`);
    },

    /** PUT /v1/event/participant with the required fields of the member, and `fields`. */
    putProfile(who: Member | null, fields: Partial<ParticipantProfileBody> = {}, auth: Who = who) {
      return scene.call<OwnProfile>(auth, 'PUT', '/v1/event/participant', {
        eventId,
        name: who?.participant.name ?? 'Ada',
        surname: who?.participant.surname ?? 'Member',
        email: who?.account.email ?? 'ada@lanyard.test',
        present: 'venue',
        ...fields,
      });
    },

    speakers(who: Who, forEvent = eventId) {
      return scene.call<SpeakerCard[]>(who, 'GET', `/v1/event/speakers?eventId=${forEvent}`);
    },
  };
}

export type ProfileScene = Awaited<ReturnType<typeof createProfileScene>>;
