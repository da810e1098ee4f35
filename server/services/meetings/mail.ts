import { mailLanguage } from '@shared/rules/language';
import { fullName } from '@shared/rules/personName';
import { meetingIcs, meetingIcsMethod } from '@shared/rules/meetingIcs';
import type { UserNotificationType } from '@shared/schemas/notifications';
import { uiSettings } from '@shared/schemas/user';
import { createEventsRepository } from '../../db/repositories/events';
import type { InvitationRow } from '../../db/repositories/invitations';
import { createMeetingsRepository } from '../../db/repositories/meetings';
import { createParticipantsRepository } from '../../db/repositories/participants';
import { createUsersRepository } from '../../db/repositories/users';
import { meetingChangeMail, meetingRequestMail } from '../../mail/templates';
import type { AppDeps } from '../deps';
import { meetingCard } from './cards';

/*
 * E-mail about meetings (issue 11; docs/meetings.md "E-mail"): a request to its recipient, and a
 * booked, moved or cancelled meeting to everyone in it with the meeting's .ics (METHOD REQUEST /
 * CANCEL, the stable UID and meetings.sequence; shared/rules/meetingIcs.ts). Sent after the action
 * committed; only to participants with an account and an e-mail address; each in the recipient's
 * language (mailLanguage: their app language, else the event's).
 */

export type MeetingMailDeps = Pick<AppDeps, 'database' | 'mailer' | 'config' | 'now'>;

/** What a committed action hands the mail. */
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
    return Promise.all(
      found
        .flatMap((p) =>
          p !== null && p.userId !== null && p.email ? [{ ...p, userId: p.userId, email: p.email }] : [],
        )
        .map(async (p) => {
          const user = await users.findById(p.userId);
          const chosen = user === null ? undefined : uiSettings.parse(user.uiSettings).language;
          return { ...p, language: mailLanguage(chosen, eventLanguage) };
        }),
    );
  }

  async function send(cause: MailCause): Promise<void> {
    const event = await createEventsRepository(db).findById(cause.eventId);
    if (!event) return;
    const change = CHANGES[cause.type];
    if (cause.type === 'meeting_request' || cause.type === 'reschedule_request') {
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
    const meetings = createMeetingsRepository(db);
    const meeting = await meetings.byId(cause.eventId, cause.meetingId);
    if (!meeting) return;
    const people = await recipients(
      cause.eventId,
      event.defaultLanguage,
      (await meetings.participantsOf([meeting.id])).map((p) => p.participantId),
    );
    const attendees = people.map((p) => ({ email: p.email, name: fullName(p) }));
    for (const person of people) {
      const card = await meetingCard(db, meeting, person.participantId, now());
      const ics = meetingIcs({
        meeting: card,
        sequence: meeting.sequence,
        eventName: event.name,
        organizer: organizerOf(config.mailFrom),
        attendees,
        now: now(),
      });
      await mailer.send({
        to: person.email,
        ...meetingChangeMail({
          language: person.language,
          change,
          others: card.participants.filter((p) => p.participantId !== card.me).map(fullName),
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

  /** Sends the mails of a committed action; a failing mailer is logged, never the action's failure. */
  return async (cause: MailCause): Promise<void> => {
    try {
      await send(cause);
    } catch (err) {
      console.warn(`meetings: the e-mail about ${cause.type} in event ${cause.eventId} failed`, err);
    }
  };
}
