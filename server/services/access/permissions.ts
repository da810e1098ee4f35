import { PARTICIPANT_RIGHTS } from '@shared/constants';
import type { ChatMemberRow } from '../../db/repositories/chat';
import type { AccessRepository } from '../../db/repositories/access';
import { forbidden, notFound, type AppError } from '../../http/errors';
import { checkInStaffRefused } from './checkInStaff';
import type { EventViewer } from './viewer';

/*
 * The named permissions (DECISIONS 20: who may do what, per event). Every route's service and every
 * realtime topic rule names one of these; the rule behind each name is written here once.
 *
 * - Event permissions hold or not for the viewer in one event (./viewer.ts). Someone outside the
 *   event, or whose participant is deleted, holds none of them and learns nothing (404 Event).
 * - Id permissions answer, over many ids at once, the subset the user may reach (bulk, one read).
 */

const organizersOnly = () => forbidden('Only the event’s organizers may do this');
const hasRight = (v: EventViewer, right: string) => v.rights.includes(right);

/** An event permission: why the viewer does not hold it, or null when they do. */
type EventRule = (viewer: EventViewer) => AppError | null;

export const eventRules = {
  /** A member of the event: a participant, not deleted. */
  'event.member': () => null,
  /** The event's organizers (organizer rights are per event). */
  'event.organizer': (v) => (v.organizer ? null : organizersOnly()),
  /** Check-in staff: check-in admins of an unfinished event, and organizers at any time. */
  'event.checkInStaff': (v) =>
    v.organizer
      ? null
      : !v.checkInAdmin
        ? checkInStaffRefused('notStaff')
        : v.eventFinished
          ? checkInStaffRefused('eventFinished')
          : null,
  /** Act for another participant (their agenda, their slots, pre-book for any two): organizers and onbehalfmeeting. */
  'participant.onBehalfMeeting': (v) =>
    v.organizer || hasRight(v, PARTICIPANT_RIGHTS.onBehalfMeeting)
      ? null
      : forbidden('You may not act for another participant'),
  /** Book a meeting of one's own without an invitation (reserveatable). */
  'participant.reserveTable': (v) =>
    hasRight(v, PARTICIPANT_RIGHTS.reserveTable) ? null : forbidden('You may not reserve a table'),
  /** The inviteparticipant right. */
  'participant.inviteParticipant': (v) =>
    hasRight(v, PARTICIPANT_RIGHTS.inviteParticipant) ? null : forbidden('You may not invite participants'),
} as const satisfies Record<string, EventRule>;

export type EventPermission = keyof typeof eventRules;

/** What an id permission reads with: the repository, the asking user and (in-event ones) the viewer. */
export interface IdContext {
  repo: AccessRepository;
  userId: string;
  /** The viewer in the request's event; null when they are no member. Read once, when asked. */
  viewer: () => Promise<EventViewer | null>;
  eventId: string | undefined;
}

/** An id permission: of `ids`, those the user may reach, each with what was read about it. */
interface IdRule<G> {
  /** Whether the request names an event (the ids are of that event). */
  inEvent: boolean;
  grants(ctx: IdContext, ids: readonly string[]): Promise<Map<string, G>>;
  refusal(): AppError;
}

const granted = <G>(ids: Iterable<string>, grant: (id: string) => G) =>
  new Map([...ids].map((id) => [id, grant(id)] as const));

/** The ids the viewer in the event holds by a fact of theirs (their participant id, their booth). */
const byViewer =
  (pick: (v: EventViewer) => (string | null)[]): IdRule<true>['grants'] =>
  async (ctx, ids) => {
    const v = await ctx.viewer();
    const mine = new Set(v === null ? [] : pick(v).filter((id): id is string => id !== null));
    return granted(
      ids.filter((id) => mine.has(id)),
      () => true as const,
    );
  };

export const idRules = {
  /** The user themself: their own settings, feed, badge and room list. Nobody else, not even an organizer. */
  'user.self': {
    inEvent: false as const,
    grants: async ({ userId }, ids) =>
      granted(
        ids.filter((id) => id === userId),
        () => true as const,
      ),
    refusal: () => forbidden(),
  } satisfies IdRule<true>,
  /** The user themself, or people who take part in an event the user takes part in too. */
  'user.sharesEvent': {
    inEvent: false as const,
    grants: async ({ repo, userId }, ids) => {
      const others = ids.filter((id) => id !== userId);
      const sharing = new Set(await repo.sharingAnEvent(userId, others));
      return granted(
        ids.filter((id) => id === userId || sharing.has(id)),
        () => true as const,
      );
    },
    refusal: () => forbidden(),
  } satisfies IdRule<true>,
  /** The user's own participant rows in the event (not deleted): their agenda entries. */
  'participant.own': {
    inEvent: true as const,
    grants: async ({ repo, userId, eventId }, ids) =>
      granted(await repo.ownParticipants(userId, eventId ?? '', ids), () => true as const),
    refusal: () => notFound('Participant', 'participantId'),
  } satisfies IdRule<true>,
  /** A meetings pool: the viewer's own (their participant id) or their booth's. */
  'meetingPool.own': {
    inEvent: true as const,
    grants: byViewer((v) => [v.participantId, v.boothId]),
    refusal: () => notFound('Event'),
  } satisfies IdRule<true>,
  /** A booth the viewer is a member of. */
  'booth.member': {
    inEvent: true as const,
    grants: byViewer((v) => [v.boothId]),
    refusal: () => forbidden('Only the booth’s members may do this'),
  } satisfies IdRule<true>,
  /** A booth the viewer owns (its role: the owner manages it). */
  'booth.owner': {
    inEvent: true as const,
    grants: byViewer((v) => [v.boothOwner ? v.boothId : null]),
    refusal: () => forbidden('Only the booth’s owner may do this'),
  } satisfies IdRule<true>,
  /**
   * Chat rooms the user is a member of through a participant not deleted; each with their member
   * row. Anyone else gets the same 404 as for no room, so room ids tell nothing.
   */
  'chatRoom.member': {
    inEvent: false as const,
    grants: async ({ repo, userId }, ids) =>
      new Map((await repo.roomMemberships(userId, ids)).map((m) => [m.roomId, m] as const)),
    refusal: () => notFound('Chat room', 'roomId'),
  } satisfies IdRule<ChatMemberRow>,
  /** Notifications in the user's feed: theirs, or event-wide ones of events they take part in. */
  'notification.own': {
    inEvent: false as const,
    grants: async ({ repo, userId }, ids) => granted(await repo.inFeed(userId, ids), () => true as const),
    refusal: () => notFound('Notification', 'ids'),
  } satisfies IdRule<true>,
};

export type IdPermission = keyof typeof idRules;
export type Permission = EventPermission | IdPermission;

/** What an id permission grants per id (the chat member row; true for the others). */
export type IdGrant<P extends IdPermission> = (typeof idRules)[P] extends IdRule<infer G> ? G : never;

/** The id permissions whose ids belong to one event, so the request names it. */
export type InEventPermission = {
  [P in IdPermission]: (typeof idRules)[P]['inEvent'] extends true ? P : never;
}[IdPermission];
