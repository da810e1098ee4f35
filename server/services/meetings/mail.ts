import { mailLanguage } from '@shared/rules/language';
import { fullName } from '@shared/rules/personName';
import { meetingIcs, meetingIcsMethod, othersIn } from '@shared/rules/meetingIcs';
import type { UserNotificationType } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import type { NewQueuedJob } from '../../db/repositories/queuedJobs';
import { uiSettings } from '@shared/schemas/user';
import { createEventsRepository } from '../../db/repositories/events';
import type { InvitationRow } from '../../db/repositories/invitations';
import { createMeetingsRepository } from '../../db/repositories/meetings';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { createUsersRepository } from '../../db/repositories/users';
import { meetingChangeMail, meetingRequestMail, meetingWordsIn } from '../../mail/templates';
import type { AppDeps } from '../deps';
import { meetingCard } from './cards';

/*
 * E-mail about meetings (issue 11; docs/meetings.md "E-mail"): a request to its recipient, and a
 * booked, moved or cancelled meeting to everyone in it with the meeting's .ics (METHOD REQUEST /
 * CANCEL, the stable UID and meetings.sequence; shared/rules/meetingIcs.ts). The action's
 * transaction writes the cause to the durable mail queue (enqueueMeetingMail); the queue's worker
 * composes and sends it after the burst (server/mail/jobQueue.ts). Only to participants with an
 * account and an e-mail address; each in the recipient's language (mailLanguage: their app
 * language, else the event's).
 */

export type MeetingMailDeps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'now'>;

/** What an action hands the mail, as it was when the action committed (a mail job's payload). */
export interface MailCause {
  eventId: string;
  type: UserNotificationType;
  /** The participants the action tells (the request's recipient). */
  to: readonly string[];
  /** Who acted. */
  by: string;
  invitation: InvitationRow | null;
  meetingId: string | null;
}

const CHANGES: Partial<Record<UserNotificationType, 'booked' | 'moved' | 'cancelled'>> = {
  confirmed: 'booked',
  rescheduled_session: 'moved',
  session_cancelled: 'cancelled',
};

/** The address part of MAIL_FROM ("Lanyard <no-reply@…>" or a bare address): the ORGANIZER. */
function organizerOf(mailFrom: string) {
  const m = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(mailFrom);
  return m
    ? { name: m[1]!.replace(/^"|"$/g, '') || 'Lanyard', email: m[2]! }
    : { name: 'Lanyard', email: mailFrom };
}

/**
 * Those of the people with an account and an e-mail address, each with the language they read
 * (their app language, else the event's).
 */
function addressed<P extends { userId: string | null; email: string | null; uiSettings: unknown }>(
  people: readonly (P | null)[],
  eventLanguage: string,
) {
  return people.flatMap((p) =>
    p !== null && p.userId !== null && p.email
      ? [
          {
            ...p,
            email: p.email,
            language: mailLanguage(uiSettings.parse(p.uiSettings ?? {}).language, eventLanguage),
          },
        ]
      : [],
  );
}

export function createMeetingMail(deps: MeetingMailDeps) {
  const { database, mailer, config, now } = deps;
  const db = database.db;

  /**
   * The participants' e-mail addresses and the language each reads, those without an account or
   * an address left out.
   */
  async function recipients(eventId: string, eventLanguage: string, participantIds: readonly string[]) {
    const people = createParticipantsRepository(db);
    const users = createUsersRepository(db);
    const found = await Promise.all(participantIds.map((id) => people.participant(eventId, id)));
    const withSettings = await Promise.all(
      found.map(async (p) =>
        p === null || p.userId === null
          ? null
          : { ...p, uiSettings: (await users.findById(p.userId))?.uiSettings ?? null },
      ),
    );
    return addressed(withSettings, eventLanguage);
  }

  /** The meeting, its people as mailed and as its card shows them, and the event, as they are now. */
  async function meetingFacts(cause: MailCause, meetingId: string) {
    const event = await createEventsRepository(db).findById(cause.eventId);
    const meetings = createMeetingsRepository(db);
    const meeting = await meetings.byId(cause.eventId, meetingId);
    if (!event || !meeting) return null;
    return {
      event,
      meeting,
      people: await recipients(
        cause.eventId,
        event.defaultLanguage,
        (await meetings.participantsOf([meeting.id])).map((p) => p.participantId),
      ),
      cardOf: (me: string) => meetingCard(db, meeting, me, now()),
    };
  }

  async function send(cause: MailCause): Promise<void> {
    const change = CHANGES[cause.type];
    if (isRequest(cause.type)) {
      const event = await createEventsRepository(db).findById(cause.eventId);
      if (!event) return;
      const sender = await createParticipantsRepository(db).participant(cause.eventId, cause.by);
      for (const to of await recipients(cause.eventId, event.defaultLanguage, cause.to)) {
        await mailer.send({
          to: to.email,
          ...meetingRequestMail({
            language: to.language,
            from: sender ? fullName(sender) : null,
            eventName: event.name,
            message: cause.invitation?.message ?? '',
            reschedule: cause.type === 'reschedule_request',
          }),
        });
      }
      return;
    }
    if (change === undefined || cause.meetingId === null) return;
    const facts = await meetingFacts(cause, cause.meetingId);
    if (!facts) return;
    const { event, meeting, people } = facts;
    const attendees = people.map((p) => ({ email: p.email, name: fullName(p) }));
    for (const person of people) {
      const card = await facts.cardOf(person.participantId);
      const others = othersIn(card);
      const ics = meetingIcs({
        meeting: card,
        sequence: meeting.sequence,
        eventName: event.name,
        organizer: organizerOf(config.mailFrom),
        attendees,
        now: now(),
        words: meetingWordsIn(person.language),
      });
      await mailer.send({
        to: person.email,
        ...meetingChangeMail({
          language: person.language,
          change,
          others,
          eventName: event.name,
          startsAt: meeting.startsAt,
          timezone: event.timezone,
        }),
        attachments: [
          {
            filename: 'meeting.ics',
            contentType: `text/calendar; charset=utf-8; method=${meetingIcsMethod(card)}`,
            content: Buffer.from(ics, 'utf8'),
          },
        ],
      });
    }
  }

  // The queue hands back what enqueueMeetingMail wrote, through JSON: the same shape.
  return (payload: unknown) => send(payload as MailCause);
}

const MEETING_MAIL = 'meetings';

/** Registers the meetings' mail with the queue, once per app (./index.ts). */
export function handleMeetingMail(deps: MeetingMailDeps & Pick<AppDeps, 'jobQueue'>): void {
  deps.jobQueue.handle(MEETING_MAIL, createMeetingMail(deps));
}

const isRequest = (type: UserNotificationType) => type === 'meeting_request' || type === 'reschedule_request';

/** Whether the action mails anybody (a revoke or a decline does not). */
const mailsAbout = (cause: MailCause) =>
  isRequest(cause.type) || (CHANGES[cause.type] !== undefined && cause.meetingId !== null);

/** The action's mails, decided in its transaction `tx`: they go out once it has committed. */
export async function enqueueMeetingMail(queue: AppDeps['jobQueue'], tx: Db, cause: MailCause) {
  if (mailsAbout(cause)) await queue.enqueue(tx, MEETING_MAIL, cause);
}

/** The job enqueueMeetingMail writes, for an action that writes it in a statement of its own. */
export function meetingMailJob(queue: AppDeps['jobQueue'], cause: MailCause): NewQueuedJob | null {
  return mailsAbout(cause) ? queue.job(MEETING_MAIL, cause) : null;
}
