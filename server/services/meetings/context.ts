import { randomUUID } from 'node:crypto';
import type { SegmentViewer } from '@shared/rules/invitationStatus';
import type { InvitationActionResult } from '@shared/schemas/invitations';
import type { UserNotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { createInvitationsRepository, type InvitationRow } from '../../db/repositories/invitations';
import { createMeetingsRepository, type MeetingRow } from '../../db/repositories/meetings';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { conflict, notFound } from '../../http/errors';
import type { EventViewer } from '../access';
import type { AppDeps } from '../deps';
import { enqueueMeetingMessage, meetingMessageOf, type MeetingMessage } from '../chat';
import { createNotifier, type Notifier } from '../notifier';
import { invitationCards, meetingCard } from './cards';
import { enqueueMeetingMail } from './mail';

/*
 * What every meetings action shares: its dependencies, the repositories of its transaction, the
 * acting participant, the invitation they may act on, the answer and the realtime push.
 */

/** `tokens` signs the conference token of a meeting's video room (./room.ts, DECISIONS 6). */
export type MeetingsServiceDeps = Pick<
  AppDeps,
  'database' | 'access' | 'publish' | 'changed' | 'now' | 'mailer' | 'jobQueue' | 'config' | 'tokens'
>;

export const newId = () => randomUUID();

export function meetingsRepositories(db: Db) {
  return { db, invitations: createInvitationsRepository(db), meetings: createMeetingsRepository(db) };
}
export type MeetingsRepositories = ReturnType<typeof meetingsRepositories>;

/**
 * The acting participant as the rules read them: the viewer in the event (the access module's one
 * read; an event counts as finished one day after its end, spec core §4) with the event's facts
 * named as a person's (MeetingsRepository.person), so the rules compare me and them alike.
 */
export function actorOf(v: EventViewer) {
  return {
    ...v,
    restricted: v.event.restricted,
    eventType: v.event.eventType,
    eventEndsAt: v.event.endsAt,
    eventName: v.event.name,
    timeZone: v.event.timezone,
    eventLanguage: v.event.defaultLanguage,
  };
}
export type Actor = ReturnType<typeof actorOf>;

/**
 * The meeting of the event the participant is in — one of the two or a guest (`mine.guest`);
 * anyone else gets the same 404 as for no meeting: someone else's meeting does not exist for them.
 */
export async function meetingOf(db: Db, eventId: string, meetingId: string, participantId: string) {
  const meetings = createMeetingsRepository(db);
  const meeting = await meetings.byId(eventId, meetingId);
  const people = meeting === null ? [] : await meetings.participantsOf([meeting.id]);
  const mine = people.find((p) => p.participantId === participantId);
  if (meeting === null || mine === undefined) throw notFound('Meeting', 'meetingId');
  return { meeting, mine };
}

/**
 * A meeting's window for an action (check-in, its room): 409 when it was cancelled, has ended, or
 * `isOpen` says it is too early — with `tooEarly`, the action's own words for when it opens.
 */
export function requireMeetingWindow(
  meeting: { status: string; endsAt: number },
  at: number,
  isOpen: boolean,
  tooEarly: string,
): void {
  if (meeting.status !== 'accepted') {
    throw conflict('MeetingCancelled', 'This meeting was cancelled', { field: 'meetingId' });
  }
  if (isOpen) return;
  throw at >= meeting.endsAt
    ? conflict('SessionEnded', 'This meeting has ended', { field: 'meetingId' })
    : conflict('SessionNotStarted', tooEarly, { field: 'meetingId' });
}

/** The invitation's sender, receiver, or (a booth's invitation) a member of that booth. */
export function reaches(row: InvitationRow, who: SegmentViewer): boolean {
  return (
    row.fromParticipantId === who.participantId ||
    row.toParticipantId === who.participantId ||
    (row.toBoothId !== null && row.toBoothId === who.boothId)
  );
}

/**
 * The invitation, locked, when it reaches the actor; anyone else gets the same 404 as for no
 * invitation, so ids of others' invitations tell nothing.
 */
export async function invitationFor(
  r: MeetingsRepositories,
  eventId: string,
  invitationId: string,
  who: SegmentViewer,
): Promise<InvitationRow> {
  return requireReached(await r.invitations.byId(eventId, invitationId, true), who);
}

/** The invitation when there is one and it reaches `who`; the same 404 otherwise (invitationFor). */
export function requireReached(row: InvitationRow | null, who: SegmentViewer): InvitationRow {
  if (!row || !reaches(row, who)) throw notFound('Invitation', 'invitationId');
  return row;
}

/** The answer of an action, read after it committed. */
export async function actionResult(
  db: Db,
  viewer: SegmentViewer & { eventId: string },
  invitation: InvitationRow | null,
  meeting: MeetingRow | null,
  now: number,
): Promise<InvitationActionResult> {
  const cards =
    invitation === null ? [] : await invitationCards(db, viewer.eventId, viewer, [invitation], now);
  return {
    invitation: cards[0] ?? null,
    meeting: meeting === null ? null : await meetingCard(db, meeting, viewer.participantId, now),
  };
}

/** The pools an invitation reaches: its two people and the booth it was sent to. */
export const poolsOf = (invitation: InvitationRow): string[] =>
  [invitation.fromParticipantId, invitation.toParticipantId, invitation.toBoothId].filter(
    (id): id is string => id !== null,
  );

/**
 * After an action committed: wakes the mail queue, and tells the open screens of the pools (people,
 * booth teams) that their invitations changed and the users told that their feed did. The pushes
 * are for the open screens, not for the caller: they go out beside the answer, and one that fails
 * only means a screen refreshes later (the change itself is committed).
 */
export function afterCommit(
  deps: MeetingsServiceDeps,
  notifier: Notifier,
  eventId: string,
  change: { pools: readonly string[]; told: string[] },
): void {
  deps.jobQueue.wake();
  const changedAt = deps.now();
  void Promise.all([
    ...[...new Set(change.pools)].map((poolId) =>
      deps.publish('invitations', { eventId, poolId }, { changedAt }),
    ),
    notifier.publishFor(change.told),
  ]).catch(() => undefined);
}

/**
 * What an action's transaction hands back: the invitation acted on, the meeting concerned, and
 * whose invitations changed (poolsOf each invitation written).
 */
export interface ActionOutcome {
  invitation: InvitationRow | null;
  meetingId: string | null;
  pools: string[];
  /** Who is told (participants of the event; those without an account are skipped) and with what. */
  tell: { to: string[]; type: UserNotificationType };
  /**
   * What the actor wrote with an action whose text is not on the invitation (a cancel's, kept on
   * the meeting); otherwise the invitation holds it (sentText).
   */
  said?: string;
}

/** The notices of a request or a reschedule being sent: the text is the invitation's own message. */
const SENDING: ReadonlySet<UserNotificationType> = new Set(['meeting_request', 'reschedule_request']);

/**
 * The text the actor wrote in this step, and only theirs: the invitation's message when they sent
 * it, its answer when they answered it (never the request's message under the answerer's name),
 * or what they `said` with a cancel.
 */
function sentText(outcome: Pick<ActionOutcome, 'invitation' | 'tell' | 'said'>): string {
  if (outcome.said !== undefined) return outcome.said;
  if (outcome.invitation === null) return '';
  return SENDING.has(outcome.tell.type)
    ? outcome.invitation.message
    : (outcome.invitation.answerMessage ?? '');
}

/**
 * The card an action writes into the chat of the two (spec networking §3 mreq…lses), sent by the
 * actor with the text they wrote in this step (sentText); none when it tells more than the other
 * of the two (a pre-booking tells both).
 */
export function chatCardOf(
  eventId: string,
  outcome: Pick<ActionOutcome, 'invitation' | 'meetingId' | 'tell' | 'said'>,
  by: string,
  at: number,
): MeetingMessage | null {
  const [to, ...more] = outcome.tell.to;
  if (to === undefined || more.length > 0) return null;
  return meetingMessageOf(outcome.tell.type, {
    at,
    eventId,
    fromParticipantId: by,
    toParticipantId: to,
    message: sentText(outcome),
    invitationId: outcome.invitation?.id ?? null,
    meetingId: outcome.meetingId,
  });
}

/**
 * Runs actions: the caller must be a listed member of the event; the action runs in one
 * transaction as that participant, which also queues its mails (./mail.ts); then the pools are
 * pushed (afterCommit) and the answer is read as they see it.
 */
export function actionRunner(deps: MeetingsServiceDeps) {
  const { database, access, now } = deps;
  const notifier = createNotifier(deps);
  return async (
    userId: string,
    eventId: string,
    run: (r: MeetingsRepositories, me: Actor) => Promise<ActionOutcome>,
  ): Promise<InvitationActionResult> => {
    const me = actorOf(await access.require(userId, { permission: 'event.member', eventId }));
    const done = await database.db.transaction(async (tx: Db) => {
      const r = meetingsRepositories(tx);
      const outcome = await run(r, me);
      const told = await createParticipantsRepository(tx).userIdsOf(eventId, outcome.tell.to);
      await notifier.toUsers(tx, told, {
        eventId,
        type: outcome.tell.type,
        sessionId: outcome.meetingId,
        details: {
          invitationId: outcome.invitation?.id ?? null,
          meetingId: outcome.meetingId,
          participantId: me.participantId,
        },
      });
      await enqueueMeetingMail(deps.jobQueue, tx, {
        eventId,
        type: outcome.tell.type,
        to: outcome.tell.to,
        by: me.participantId,
        invitation: outcome.invitation,
        meetingId: outcome.meetingId,
      });
      const card = chatCardOf(eventId, outcome, me.participantId, now());
      if (card) await enqueueMeetingMessage(deps.jobQueue, tx, card);
      return { ...outcome, me, told };
    });
    afterCommit(deps, notifier, eventId, done);
    const viewer = { ...done.me, eventId };
    const meeting =
      done.meetingId === null
        ? null
        : await createMeetingsRepository(database.db).byId(eventId, done.meetingId);
    return actionResult(database.db, viewer, done.invitation, meeting, now());
  };
}
