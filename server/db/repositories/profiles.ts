import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { participantTypes, participants, users } from '../schema';
import { notRemoved } from './takingPart';

/** The profile fields PUT /v1/event/participant writes, with the directory columns they feed. */
export type ProfileWrite = Partial<
  Pick<
    typeof participants.$inferInsert,
    | 'name'
    | 'surname'
    | 'email'
    | 'present'
    | 'typeId'
    | 'phone'
    | 'company'
    | 'jobTitle'
    | 'website'
    | 'offer'
    | 'seek'
    | 'biography'
    | 'some'
    | 'address'
    | 'city'
    | 'location'
    | 'timezone'
    | 'teamSize'
    | 'industries'
    | 'technologies'
    | 'personalValues'
    | 'videoUrl'
    | 'categories'
    | 'searchDocument'
    | 'nameKey'
    | 'categoryChoices'
  >
>;

/**
 * A participant's own event profile and the speakers' cards (docs/networking.md "Profile, photo
 * and speakers"); the directory's cards are in repositories/directory.ts.
 */
export function createProfilesRepository(db: Db) {
  return {
    /** One participant type of the event, null when the event has no such type. */
    async participantType(eventId: string, typeId: string) {
      const [row] = await db
        .select({
          id: participantTypes.id,
          organizer: participantTypes.organizer,
          selfSelectable: participantTypes.selfSelectable,
        })
        .from(participantTypes)
        .where(and(eq(participantTypes.eventId, eventId), eq(participantTypes.id, typeId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The participant's row, locked until the transaction ends so two saves of one profile apply
     * one after the other (the directory columns are computed from the merged fields).
     */
    async lockProfile(participantId: string) {
      const [row] = await db
        .select()
        .from(participants)
        .where(eq(participants.id, participantId))
        .for('update');
      return row ?? null;
    },

    async saveProfile(participantId: string, fields: ProfileWrite): Promise<void> {
      await db.update(participants).set(fields).where(eq(participants.id, participantId));
    },

    /** The own profile's fields beyond the directory card (spec §3 "Profile form fields"). */
    async formFields(participantId: string) {
      const [row] = await db
        .select({
          address: participants.address,
          location: participants.location,
          timezone: participants.timezone,
          teamSize: participants.teamSize,
          industries: participants.industries,
          technologies: participants.technologies,
          values: participants.personalValues,
          videoUrl: participants.videoUrl,
        })
        .from(participants)
        .where(eq(participants.id, participantId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The given participants of the event as speakers (spec §3 Speaker), deleted ones left out, by
     * full name as the directory sorts it (name_key, then id).
     */
    async speakers(eventId: string, participantIds: string[]) {
      if (participantIds.length === 0) return [];
      return db
        .select({
          id: participants.id,
          eventId: participants.eventId,
          name: participants.name,
          surname: participants.surname,
          company: participants.company,
          jobTitle: participants.jobTitle,
          biography: participants.biography,
          profilePhoto: users.profilePhotoPath,
          showSpeaker: participants.showSpeaker,
        })
        .from(participants)
        .leftJoin(users, eq(users.id, participants.userId))
        .where(and(eq(participants.eventId, eventId), inArray(participants.id, participantIds), notRemoved))
        .orderBy(sql`${participants.nameKey} collate "C"`, asc(participants.id));
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
