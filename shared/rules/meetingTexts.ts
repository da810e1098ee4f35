import type { TimeSpan } from './sessionState';
import { formatInstant, formatTimeRange, type TimeDisplayOptions } from './timeDisplay';

/**
 * The default messages of the meeting flow (spec core §4 "Default message texts when empty", spec
 * networking "Default texts").
 *
 * A message is the sender's words, so it is stored as text, in the language it was written in: the
 * renderer puts the default in its user's language (by key) into the message field, and the server
 * stores what arrives. Only when a client sends nothing does the server store the English default,
 * so no request, e-mail or chat line is ever empty. A key stored instead would make the receiver
 * read words the sender never chose — and the mail and the calendar entry need text anyway.
 */

/** The flow actions that have a default message. */
export type DefaultMessageAction = 'invitation' | 'declineReschedule' | 'cancel' | 'rescheduleRequest';

/** i18n keys (renderer catalogues, namespace invitations). */
export const DEFAULT_MESSAGE_KEYS = {
  invitation: 'invitations.defaultMessage.invitation',
  declineReschedule: 'invitations.defaultMessage.declineReschedule',
  cancel: 'invitations.defaultMessage.cancel',
  rescheduleRequest: 'invitations.defaultMessage.rescheduleRequest',
} as const satisfies Record<DefaultMessageAction, string>;

/** The English texts, word for word from the spec (en catalogue and the server's fallback). */
export const DEFAULT_MESSAGES_EN = {
  invitation: 'I would like to meet you!',
  declineReschedule: 'Unfortunately I cannot reschedule.',
  cancel: 'Unfortunately I have to cancel our meeting.',
  /** A template: HH:MM is for the sender to replace, so it is the field's starting text, never a fallback. */
  rescheduleRequest: 'Can we reschedule? A better time for me would be: HH:MM!',
} as const satisfies Record<DefaultMessageAction, string>;

/**
 * The flow action whose empty message the server replaces, per body (shared/schemas/invitations.ts).
 * send and confirm (accept) take the invitation text — the spec's "if no message is entered a default
 * text is used" on accepting names no text of its own; rejectReschedule and cancelMeeting take their
 * own. reschedule has none (its message is required); revoke, reject, revokeReschedule and
 * confirmReschedule keep an empty message empty.
 */
const FALLBACK_OF_ACTION = {
  send: 'invitation',
  confirm: 'invitation',
  rejectReschedule: 'declineReschedule',
  cancelMeeting: 'cancel',
} as const satisfies Record<string, Exclude<DefaultMessageAction, 'rescheduleRequest'>>;
export type ActionWithFallback = keyof typeof FALLBACK_OF_ACTION;

/** The message to store: what the sender wrote (trimmed), or the action's English default when blank. */
export function messageOrDefault(action: ActionWithFallback, message: string | undefined): string {
  const written = message?.trim() ?? '';
  return written === '' ? DEFAULT_MESSAGES_EN[FALLBACK_OF_ACTION[action]] : written;
}

/**
 * The reschedule template's time placeholder, the same in every language's template: the renderer
 * replaces it with the time the person picks (fillRescheduleTime), and a message that still holds
 * it is refused (rescheduleBody) — "HH:MM" read literally tells the other person nothing.
 */
export const RESCHEDULE_TIME_PLACEHOLDER = 'HH:MM';

/** The reschedule template with its placeholder replaced by `time` as the screen shows it ("14:30"). */
export function fillRescheduleTime(template: string, time: string): string {
  return template.replaceAll(RESCHEDULE_TIME_PLACEHOLDER, time);
}

/** Whether a reschedule message still holds the placeholder where a time should be. */
export const hasTimePlaceholder = (message: string): boolean => message.includes(RESCHEDULE_TIME_PLACEHOLDER);

/**
 * The chosen slot's time as the reschedule message gives it, read as the slot picker shows it (the
 * leading zone of formatTimeRange): "14:30"; with the zone's offset when the picker also shows the
 * other clock ("14:30 GMT+3"), so the other person reads it in either zone; with the day first when
 * it is not the meeting's day ("Wed, 25 Nov, 14:30").
 */
export function rescheduleTimeText(
  slot: TimeSpan,
  meetingStartsAt: number,
  options: TimeDisplayOptions,
): string {
  const { lead, other } = formatTimeRange(slot, options);
  const sameDay = formatTimeRange({ startsAt: meetingStartsAt, endsAt: meetingStartsAt }, options).lead
    .startDate;
  const time = other ? `${lead.start} ${lead.offsetLabel}` : lead.start;
  return lead.startDate === sameDay
    ? time
    : `${formatInstant(slot.startsAt, 'weekday', lead.timeZone, options.locale)}, ${time}`;
}
