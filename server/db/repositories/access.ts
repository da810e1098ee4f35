import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { booths, chatRoomMembers, events, participants, participantTypes } from '../schema';
import { createNotificationsRepository } from './notifications';
import { notRemoved, takingPart } from './takingPart';

/*
 * The reads behind the access module (server/services/access/): who the caller is in an event, and
 * the bulk membership reads its named permissions ask. A removed (deleted) participant is no member
 * anywhere (takingPart): every read here filters with it.
 */

export function createAccessRepository(db: Db) {
  return {
    /**
     * The viewer in one event: their participant row, the event, their type's rules and whether they
     * own their booth — one read every service and topic rule shares (services/access/viewer.ts).
     */
    async viewerIn(userId: string, eventId: string) {
      const [row] = await db
        .select({
          me: participants,
          event: events,
          priority: participantTypes.priority,
          invitationRights: participantTypes.invitationRights,
          maxMeetingCount: participantTypes.maxMeetingCount,
          disableGuest: participantTypes.disableGuest,
          boothOwner: sql<boolean>`exists (select 1 from ${booths} where ${booths.id} = ${participants.boothId} and ${booths.ownerParticipantId} = ${participants.id})`,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .leftJoin(
          participantTypes,
          and(
            eq(participantTypes.eventId, participants.eventId),
            eq(participantTypes.id, participants.typeId),
          ),
        )
        .where(and(eq(participants.eventId, eventId), takingPart(userId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Every event the user takes part in, with their participant there, by start: what a route
     * answering the caller's own things across their events reads (their invitations, their calendar
     * feed, the events their photo is shown in).
     */
    async memberships(userId: string) {
      return db
        .select({
          eventId: events.id,
          eventName: events.name,
          participantId: participants.id,
          typeId: participants.typeId,
          organizer: participants.organizer,
          boothId: participants.boothId,
        })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.eventId))
        .where(takingPart(userId))
        .orderBy(asc(events.startsAt), asc(events.id));
    },

    /** Of `eventIds`, those the user takes part in. */
    async eventsOf(userId: string, eventIds: readonly string[]): Promise<string[]> {
      if (eventIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ eventId: participants.eventId })
        .from(participants)
        .where(and(inArray(participants.eventId, [...eventIds]), takingPart(userId)));
      return rows.map((r) => r.eventId);
    },

    /** Of `userIds`, those who take part in an event the user takes part in too. */
    async sharingAnEvent(userId: string, userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const mine = db.select({ eventId: participants.eventId }).from(participants).where(takingPart(userId));
      const theirs = db
        .selectDistinct({ userId: participants.userId })
        .from(participants)
        .where(
          and(inArray(participants.userId, [...userIds]), notRemoved, inArray(participants.eventId, mine)),
        );
      return (await theirs).flatMap((r) => (r.userId === null ? [] : [r.userId]));
    },

    /** Of `participantIds` in the event, those that are the user's own (not deleted). */
    async ownParticipants(userId: string, eventId: string, participantIds: readonly string[]) {
      if (participantIds.length === 0) return [];
      const rows = await db
        .select({ id: participants.id })
        .from(participants)
        .where(
          and(
            eq(participants.eventId, eventId),
            inArray(participants.id, [...participantIds]),
            takingPart(userId),
          ),
        );
      return rows.map((r) => r.id);
    },

    /** The user's member rows in those of `roomIds` they are in, through a participant not deleted. */
    async roomMemberships(userId: string, roomIds: readonly string[]) {
      if (roomIds.length === 0) return [];
      const rows = await db
        .select({ member: chatRoomMembers })
        .from(chatRoomMembers)
        .innerJoin(participants, eq(participants.id, chatRoomMembers.participantId))
        .where(and(inArray(chatRoomMembers.roomId, [...roomIds]), takingPart(userId)));
      return rows.map((r) => r.member);
    },

    /** Of the notification ids, those in the user's feed (the notifications' own rule). */
    inFeed: (userId: string, ids: readonly string[]) =>
      createNotificationsRepository(db).inFeed(userId, [...ids]),
  };
}

export type AccessRepository = ReturnType<typeof createAccessRepository>;
