import type { z } from 'zod';
import { fullName } from '@shared/rules/personName';
import { matchesSearchText } from '@shared/rules/searchText';
import { meetingLimitReached, meetingCount } from '@shared/rules/invitationLiveness';
import { invitationViewStatus, relationState } from '@shared/rules/invitationStatus';
import { inviteRefusal } from '@shared/rules/inviteRules';
import {
  STATES_OF_FILTER,
  type Invitation,
  type InvitationView,
  type invitationListQuery,
  type invitationViewQuery,
} from '@shared/schemas/invitations';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { notFound } from '../../http/errors';
import { invitationCards, meetingCard } from './cards';
import { createMeetingCheckIn } from './checkIn';
import { handleMeetingMail } from './mail';
import { actorOf, meetingsRepositories, type MeetingsServiceDeps } from './context';
import { createOnBehalfActions } from './onBehalf';
import { createRequestActions, pairInvitation } from './requests';
import { createRescheduleActions } from './reschedules';
import { createMeetingRoom } from './room';

export type { MeetingsServiceDeps } from './context';

/**
 * 1:1 meetings (spec core §3–§6 Meeting and Invitation; DECISIONS 9–11; docs/meetings.md): the
 * flow actions, the invitations list and the invitation screen's view of one other participant.
 */
export function createMeetingsService(deps: MeetingsServiceDeps) {
  const { database, access, now } = deps;
  const db = database.db;
  handleMeetingMail(deps);

  return {
    ...createRequestActions(deps),
    ...createRescheduleActions(deps),
    ...createMeetingCheckIn(deps),
    ...createMeetingRoom(deps),
    ...createOnBehalfActions(deps),

    /**
     * /invitations: the invitations I sent or received and those of my booth, in one event or in
     * every event I am in; filtered by segment, status (waiting, accepted, declined, revoked), live
     * or past, and a search over the other's name and the event's name; newest first.
     */
    async list(userId: string, query: z.output<typeof invitationListQuery>): Promise<Invitation[]> {
      const memberships = (await access.memberships(userId)).filter(
        (m) => query.eventId === undefined || m.eventId === query.eventId,
      );
      if (query.eventId !== undefined && memberships.length === 0) throw notFound('Event');
      const r = meetingsRepositories(db);
      const states = query.state === undefined ? null : STATES_OF_FILTER[query.state];
      const cards: Invitation[] = [];
      for (const m of memberships) {
        const rows = await r.invitations.listFor([m.participantId], m.boothId ? [m.boothId] : [], states);
        const mine = await invitationCards(db, m.eventId, m, rows, now());
        cards.push(
          ...mine.filter(
            (card) =>
              (query.segment === undefined || card.segment === query.segment) &&
              (query.status === undefined || card.status === query.status) &&
              (query.query === undefined ||
                query.query === '' ||
                matchesSearchText(m.eventName, query.query) ||
                (card.opponentParticipant !== null &&
                  matchesSearchText(fullName(card.opponentParticipant), query.query))),
          ),
        );
      }
      return cards.sort((a, b) => b.cdt - a.cdt);
    },

    /** The invitation screen: where I stand with one other participant (spec §4's view status). */
    async view(userId: string, query: z.output<typeof invitationViewQuery>): Promise<InvitationView> {
      const me = actorOf(
        await access.require(userId, { permission: 'event.member', eventId: query.eventId }),
      );
      const r = meetingsRepositories(db);
      const them = await r.meetings.person(query.eventId, query.participantId);
      const [other] = await createParticipantsRepository(db).people(
        query.eventId,
        [query.participantId],
        true,
      );
      if (!them || !other) throw notFound('Participant', 'participantId');
      const [between, meetings, mine, open] = await Promise.all([
        r.invitations.betweenPair(query.eventId, me.participantId, them.participantId),
        r.meetings.ofPair(query.eventId, me.participantId, them.participantId),
        r.invitations.ofParticipant(query.eventId, me.participantId),
        r.meetings.hasOpenSlot(query.eventId, now()),
      ]);
      const facts = {
        viewerId: me.participantId,
        otherId: them.participantId,
        otherExists: true,
        invitations: between.map(pairInvitation),
        meetings,
        now: now(),
      };
      const current = meetings.filter((m) => m.endsAt > now()).sort((a, b) => a.startsAt - b.startsAt)[0];
      return {
        status: invitationViewStatus({
          ...facts,
          commandPending: false,
          limitReached: meetingLimitReached(
            meetingCount(mine.map(pairInvitation), me.participantId, now()),
            me.maxMeetingCount,
          ),
        }),
        relation: relationState(facts),
        refusal: inviteRefusal(me, them, {
          restricted: me.restricted,
          eventFinished: me.eventFinished,
          hasOpenMeetingSlots: open,
          toBoothId: null,
        }),
        invitations: await invitationCards(db, query.eventId, me, between, now()),
        meeting: current === undefined ? null : await meetingCard(db, current, me.participantId, now()),
        other,
      };
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;
