import type { Language } from '@shared/constants';
import { identityPolicy } from '../auth/policy';
import { MAIL_LOCALES, MEETING_MAIL_TEXTS, type MeetingChange } from './meetingMailTexts';

/** The reset-code mail. English only for now (docs/configuration.md, "Mail"). */
export function passwordResetMail(code: string) {
  const minutes = Math.round(identityPolicy.resetCodeTtlMs / 60_000);
  return {
    subject: `Your Lanyard password reset code: ${code}`,
    text: [
      'Someone asked to reset the password of your Lanyard account.',
      '',
      `Your verification code is ${code}`,
      '',
      `It is valid for ${minutes} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
    ].join('\n'),
  };
}

/**
 * A session start as the event's attendees read it: in the event's zone, with the zone named, in
 * the mail's language (English unless the mail is written in another).
 */
function inEventTime(instant: number, timezone: string, language: Language = 'en'): string {
  return `${eventTimeFormat(timezone, language).format(instant)} (${timezone})`;
}

/** Made once per zone and language: building an Intl.DateTimeFormat costs more than formatting with it. */
const eventTimeFormats = new Map<string, Intl.DateTimeFormat>();
function eventTimeFormat(timezone: string, language: Language): Intl.DateTimeFormat {
  const key = `${language} ${timezone}`;
  let format = eventTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(MAIL_LOCALES[language], {
      timeZone: timezone,
      dateStyle: 'full',
      timeStyle: 'short',
    });
    eventTimeFormats.set(key, format);
  }
  return format;
}

/** My agenda by e-mail (POST /v1/event/participant/calendar, mode email); the .ics is attached. */
export function agendaMail(opts: { eventName: string; sessions: number; feedUrl: string }) {
  return {
    subject: `Your agenda for ${opts.eventName}`,
    text: [
      `Your agenda for ${opts.eventName} is attached (agenda.ics, ${opts.sessions} ${opts.sessions === 1 ? 'session' : 'sessions'}).`,
      'Open it to add the sessions to your calendar.',
      '',
      'To keep your calendar in step with changes to the program, subscribe to your personal feed instead:',
      opts.feedUrl,
      '',
      'Anyone with this link can read your agenda; you can replace it from the agenda page.',
    ].join('\n'),
  };
}

/** The organizers' answer to a request to join a blocking session. */
export function requestDecisionMail(opts: {
  approved: boolean;
  sessionName: string;
  eventName: string;
  startsAt: number;
  timezone: string;
}) {
  const when = inEventTime(opts.startsAt, opts.timezone);
  return opts.approved
    ? {
        subject: `You are in: ${opts.sessionName}`,
        text: [
          `The organizers of ${opts.eventName} confirmed your place in “${opts.sessionName}”, ${when}.`,
          'It is in your agenda now.',
        ].join('\n'),
      }
    : {
        subject: `Request declined: ${opts.sessionName}`,
        text: [
          `The organizers of ${opts.eventName} could not confirm your place in “${opts.sessionName}”, ${when}.`,
          'Your agenda shows the request as declined; remove it there to free the time.',
        ].join('\n'),
      };
}

/**
 * A meeting request (or a request to move a meeting) waiting for the recipient's answer, in the
 * recipient's language (meetingMailTexts.ts); no .ics, no time yet. `from` null: a sender no
 * longer known.
 */
export function meetingRequestMail(opts: {
  language: Language;
  from: string | null;
  eventName: string;
  message: string;
  reschedule: boolean;
}) {
  const texts = MEETING_MAIL_TEXTS[opts.language];
  const from = opts.from ?? texts.someone;
  const kind = opts.reschedule ? texts.reschedule : texts.request;
  return {
    subject: kind.subject(from, opts.eventName),
    text: [kind.line(from, opts.eventName), '', opts.message, '', texts.answer].join('\n'),
  };
}

/**
 * The meeting as its reader names it, in their language: with whom (a list in that language), or a
 * meeting alone when nobody else is in it. The change mail's subject and its .ics SUMMARY.
 */
export function meetingSummaryIn(language: Language, others: readonly string[]): string {
  const names =
    others.length === 0
      ? null
      : new Intl.ListFormat(MAIL_LOCALES[language], { type: 'conjunction' }).format(others);
  return MEETING_MAIL_TEXTS[language].summary(names);
}

/**
 * A meeting booked, moved or cancelled, in the recipient's language, naming the others in it (a
 * list in that language); the .ics (METHOD REQUEST or CANCEL) is attached.
 */
export function meetingChangeMail(opts: {
  language: Language;
  change: MeetingChange;
  /** The others' full names, as the recipient reads them. */
  others: readonly string[];
  eventName: string;
  startsAt: number;
  timezone: string;
}) {
  const texts = MEETING_MAIL_TEXTS[opts.language];
  const when = inEventTime(opts.startsAt, opts.timezone, opts.language);
  const change = texts.change[opts.change];
  return {
    subject: change.subject(meetingSummaryIn(opts.language, opts.others)),
    text: [change.line(opts.eventName, when), '', texts.attached].join('\n'),
  };
}
