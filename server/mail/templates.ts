import { othersIn, type MeetingWords } from '@shared/rules/meetingIcs';
import type { Language } from '@shared/constants';
import { identityPolicy } from '../auth/policy';
import { AGENDA_MAIL_TEXTS, MAIL_LOCALES, PASSWORD_RESET_TEXTS, REQUEST_DECISION_TEXTS } from './mailTexts';
import { MEETING_MAIL_TEXTS, type MeetingChange } from './meetingMailTexts';

/*
 * Every mail the server sends, each in the reader's language (DECISIONS 7; docs/mail.md
 * "Languages"): the caller picks it (mailLanguage), the texts are in ./mailTexts.ts and
 * ./meetingMailTexts.ts.
 */

/** The reset-code mail. */
export function passwordResetMail(code: string, language: Language) {
  const texts = PASSWORD_RESET_TEXTS[language];
  return {
    subject: texts.subject(code),
    text: texts.lines(code, Math.round(identityPolicy.resetCodeTtlMs / 60_000)).join('\n'),
  };
}

/**
 * A session start as the event's attendees read it: in the event's zone, with the zone named, in
 * the mail's language.
 */
function inEventTime(instant: number, timezone: string, language: Language): string {
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
export function agendaMail(opts: {
  language: Language;
  eventName: string;
  sessions: number;
  feedUrl: string;
}) {
  const texts = AGENDA_MAIL_TEXTS[opts.language];
  return {
    subject: texts.subject(opts.eventName),
    text: [
      texts.attached(opts.eventName, opts.sessions),
      texts.open,
      '',
      texts.subscribe,
      opts.feedUrl,
      '',
      texts.secret,
    ].join('\n'),
  };
}

/** The organizers' answer to a request to join a blocking session, in the participant's language. */
export function requestDecisionMail(opts: {
  language: Language;
  approved: boolean;
  sessionName: string;
  eventName: string;
  startsAt: number;
  timezone: string;
}) {
  const texts = REQUEST_DECISION_TEXTS[opts.language];
  const when = inEventTime(opts.startsAt, opts.timezone, opts.language);
  const decision = opts.approved ? texts.approved : texts.declined;
  return {
    subject: decision.subject(opts.sessionName),
    text: [
      decision.line(opts.eventName, opts.sessionName, when),
      opts.approved ? texts.approvedAgenda : texts.declinedAgenda,
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
function meetingSummaryIn(language: Language, others: readonly string[]): string {
  const names = others.length === 0 ? null : nameList(language).format(others);
  return MEETING_MAIL_TEXTS[language].summary(names);
}

/** A meeting's calendar entry in the reader's words: its summary and its table. */
export function meetingWordsIn(language: Language): MeetingWords {
  return {
    summary: (meeting) => meetingSummaryIn(language, othersIn(meeting)),
    table: MEETING_MAIL_TEXTS[language].table,
  };
}

/** Made once per language: the feed names every meeting of its owner with it. */
const nameLists = new Map<Language, Intl.ListFormat>();
function nameList(language: Language): Intl.ListFormat {
  let list = nameLists.get(language);
  if (!list) {
    list = new Intl.ListFormat(MAIL_LOCALES[language], { type: 'conjunction' });
    nameLists.set(language, list);
  }
  return list;
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
