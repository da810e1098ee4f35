import { identityPolicy } from '../auth/policy';

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

/** A session start as the event's attendees read it: in the event's zone, with the zone named. */
function inEventTime(instant: number, timezone: string): string {
  return (
    new Intl.DateTimeFormat('en-GB', {
      timeZone: timezone,
      dateStyle: 'full',
      timeStyle: 'short',
    }).format(instant) + ` (${timezone})`
  );
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

/** A meeting request (or a request to move a meeting) waiting for the recipient's answer; no .ics, no time yet. */
export function meetingRequestMail(opts: {
  from: string;
  eventName: string;
  message: string;
  reschedule: boolean;
}) {
  return {
    subject: opts.reschedule
      ? `${opts.from} asks to move your meeting at ${opts.eventName}`
      : `${opts.from} would like to meet you at ${opts.eventName}`,
    text: [
      opts.reschedule
        ? `${opts.from} asks to move your 1:1 meeting at ${opts.eventName}:`
        : `${opts.from} sent you a 1:1 meeting request at ${opts.eventName}:`,
      '',
      opts.message,
      '',
      'Open your invitations in Lanyard to answer.',
    ].join('\n'),
  };
}

/** A meeting booked, moved or cancelled; the .ics (METHOD REQUEST or CANCEL) is attached. */
export function meetingChangeMail(opts: {
  change: 'booked' | 'moved' | 'cancelled';
  summary: string;
  eventName: string;
  startsAt: number;
  timezone: string;
}) {
  const when = inEventTime(opts.startsAt, opts.timezone);
  const subject = {
    booked: `Meeting booked: ${opts.summary}`,
    moved: `Meeting moved: ${opts.summary}`,
    cancelled: `Meeting cancelled: ${opts.summary}`,
  }[opts.change];
  const line = {
    booked: `Your 1:1 meeting at ${opts.eventName} is booked for ${when}. It is in your agenda.`,
    moved: `Your 1:1 meeting at ${opts.eventName} was moved to ${when}.`,
    cancelled: `Your 1:1 meeting at ${opts.eventName} on ${when} was cancelled.`,
  }[opts.change];
  return {
    subject,
    text: [line, '', 'The attached meeting.ics updates your calendar.'].join('\n'),
  };
}
