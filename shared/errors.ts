/** What a failure is on the wire: its errorCode, the HTTP status it answers, the text a person reads. */
export interface ErrorKind {
  readonly code: string;
  readonly status: number;
  /** The i18n key the app shows for it; none where the text depends on the field (MST-00400). */
  readonly key?: string;
}

/**
 * The error catalogue. Spec section 8 names the MST codes and the identity provider's exception
 * names; the MST-00400/401/403/404/429/500 family is ours (docs/api.md). Each entry carries its
 * status, so a failure is raised by name and never with a status chosen apart from its code. Two
 * entries share a code where the contract gives one code two statuses (StateConflict,
 * TokenRefused); they then share its text too.
 */
export const errorKinds = {
  InvalidProvider: { code: 'MST-UI0001', status: 400, key: 'errors.invalidProvider' },
  // Spec core §8: MST-00082 and MST-00021 both show the registration error message.
  EmailAlreadyRegistered: { code: 'MST-00082', status: 409, key: 'registration.error.emailTaken' },
  /** Pre-registration (a later issue); answered like MST-00082, the registration it blocks. */
  PreRegistrationFailed: { code: 'MST-00021', status: 409, key: 'registration.error.emailTaken' },
  MissingPrintTemplate: { code: 'MST-00061', status: 404, key: 'checkin.print.templateMissing' },
  AlreadyCheckedIn: { code: 'MST-00113', status: 409, key: 'checkin.result.alreadyCheckedIn' },
  FullyOccupied: { code: 'MST-00114', status: 409, key: 'checkin.result.fullyOccupied' },
  WrongTicketType: { code: 'MST-00116', status: 409, key: 'checkin.result.wrongTicketType' },
  AlreadyCheckedOut: { code: 'MST-00120', status: 409, key: 'checkin.result.alreadyCheckedOut' },

  ValidationFailed: { code: 'MST-00400', status: 400 },
  /**
   * A valid request the current state refuses, where the catalogue has no code of its own: an
   * idempotency key reused for another check-in, a print job another station holds, the default
   * badge template, a request already decided, a calendar mailed to an account without e-mail.
   * 409 says it is a conflict, `field` names what conflicts (docs/api.md).
   */
  StateConflict: { code: 'MST-00400', status: 409 },
  /** A badge printed before and the request was not forced (ours). */
  BadgeAlreadyPrinted: { code: 'MST-00409', status: 409, key: 'checkin.print.alreadyPrinted' },
  /** Sessions (ours, docs/sessions.md): the occurrence has no free seat ("fully booked"). */
  SessionFull: { code: 'MST-00130', status: 409, key: 'sessions.errors.MST-00130' },
  /** The occurrence overlaps one of my blocking sessions or my off-time ("busy"). */
  SessionCollision: { code: 'MST-00131', status: 409, key: 'sessions.errors.MST-00131' },
  /** Organizers declined my request to join this blocking session. */
  SessionRequestDeclined: { code: 'MST-00132', status: 409, key: 'sessions.errors.MST-00132' },
  /** The occurrence has ended; nothing can be joined or checked in any more. */
  SessionEnded: { code: 'MST-00133', status: 409, key: 'sessions.errors.MST-00133' },
  /** Session check-in or ping outside its window (before the start threshold). */
  SessionNotStarted: { code: 'MST-00134', status: 409, key: 'sessions.errors.MST-00134' },
  /** Meetings (ours, docs/meetings.md): spec §8 "meeting limit exceeded for the event" (DECISIONS 9). */
  MeetingLimit: { code: 'MST-00140', status: 409, key: 'invitations.errors.MST-00140' },
  /** The invitation is past (spec §4: past invitations have no actions) or already answered. */
  InvitationNotLive: { code: 'MST-00141', status: 409, key: 'invitations.errors.MST-00141' },
  /** Spec §4: a declined sender cannot send the invitation again. */
  InvitationDeclined: { code: 'MST-00142', status: 409, key: 'invitations.errors.MST-00142' },
  /** A request or a meeting between the two is already under way (spec §4: accepting is blocked until it finishes). */
  MeetingUnderWay: { code: 'MST-00143', status: 409, key: 'invitations.errors.MST-00143' },
  /** Spec §8 "no available session at the moment": the event has no meeting slot left. */
  NoMeetingSlots: { code: 'MST-00144', status: 409, key: 'invitations.errors.MST-00144' },
  /**
   * Issue 20: the person has no account yet (a ticket holder imported from ticketing who has not
   * signed up), so no one could answer a request or read a chat (shared/rules/inviteRules.ts
   * notJoined). Meetings and chat answer it alike.
   */
  NotJoined: { code: 'MST-00145', status: 409, key: 'errors.notJoined' },
  /** Spec core §5: the event has finished, nothing more can be asked of anyone in it. */
  EventFinished: { code: 'MST-00146', status: 409, key: 'invitations.refusal.eventFinished' },
  /** Spec core §5: users cannot invite themselves. */
  InviteSelf: { code: 'MST-00147', status: 400, key: 'invitations.refusal.self' },
  /** Spec core §5, §6: a booth owner cannot invite their own booth's participants. */
  OwnBooth: { code: 'MST-00148', status: 403, key: 'invitations.refusal.ownBooth' },
  /** Spec core §6: a restricted event, and my type's invitationRights lack theirs. */
  InviteTypeNotAllowed: { code: 'MST-00149', status: 403, key: 'invitations.refusal.typeNotAllowed' },
  /**
   * Chat (ours, docs/chat.md; texts under errors.chat, in the shell's strings): I may not open a
   * room with, or add, this person — myself, a type my invitationRights lack, or someone who
   * ignored me (shared/rules/chatAccess.ts).
   */
  ChatNotAllowed: { code: 'MST-00150', status: 403, key: 'errors.chat.MST-00150' },
  /** Spec networking §6: a participant deletes only their own chat messages (text or contact). */
  ChatNotOwnMessage: { code: 'MST-00151', status: 403, key: 'errors.chat.MST-00151' },
  /** Spec networking §4: a room cannot be pinned while it holds only a draft (no message yet). */
  ChatPinEmpty: { code: 'MST-00152', status: 409, key: 'errors.chat.MST-00152' },
  /** Meetings (ours, continued): the other person cancelled the meeting meanwhile. */
  MeetingCancelled: { code: 'MST-00160', status: 409, key: 'invitations.errors.MST-00160' },
  /** The meeting has started or ended: it can no longer be moved or changed. */
  MeetingLocked: { code: 'MST-00161', status: 409, key: 'invitations.errors.MST-00161' },
  /** The request was answered or changed by someone else while this answer was on its way. */
  RequestChanged: { code: 'MST-00162', status: 409, key: 'invitations.errors.MST-00162' },
  /** A guest added to a meeting they are already in (spec core §6 onbehalfmeeting). */
  AlreadyInMeeting: { code: 'MST-00163', status: 409, key: 'invitations.errors.MST-00163' },
  /** A booth's invitation to someone who is no longer on that booth's team. */
  NotOnBoothTeam: { code: 'MST-00164', status: 409, key: 'invitations.errors.MST-00164' },
  Unauthorized: { code: 'MST-00401', status: 401, key: 'errors.unauthorized' },
  Forbidden: { code: 'MST-00403', status: 403, key: 'errors.forbidden' },
  NotFound: { code: 'MST-00404', status: 404, key: 'errors.notFound' },
  TooManyRequests: { code: 'MST-00429', status: 429, key: 'errors.tooManyRequests' },
  Internal: { code: 'MST-00500', status: 500, key: 'errors.unknown' },

  /**
   * The user pool's refusals answer 400 as the provider does, never 401: a 401 would make the
   * client refresh its app token instead of showing the message (docs/api.md).
   */
  NotAuthorized: {
    code: 'NotAuthorizedException',
    status: 400,
    key: 'login.auth.error.NotAuthorizedException',
  },
  /**
   * GET /v1/user/token refusing the identity or refresh token it exchanges: 401, so a client whose
   * refresh fails removes its tokens and shows the login (docs/api.md "Auth flow and tokens").
   */
  TokenRefused: {
    code: 'NotAuthorizedException',
    status: 401,
    key: 'login.auth.error.NotAuthorizedException',
  },
  UserNotFound: { code: 'UserNotFoundException', status: 400, key: 'login.auth.error.UserNotFoundException' },
  LimitExceeded: {
    code: 'LimitExceededException',
    status: 429,
    key: 'login.auth.error.LimitExceededException',
  },
  InvalidPassword: { code: 'InvalidPasswordException', status: 400, key: 'validation.error.passwordRule' },
  UsernameExists: { code: 'UsernameExistsException', status: 400, key: 'registration.error.emailTaken' },
  CodeMismatch: {
    code: 'CodeMismatchException',
    status: 400,
    key: 'forgot.password.error.CodeMismatchException',
  },
  ExpiredCode: {
    code: 'ExpiredCodeException',
    status: 400,
    key: 'forgot.password.error.ExpiredCodeException',
  },
  InvalidParameter: {
    code: 'InvalidParameterException',
    status: 400,
    key: 'forgot.password.error.InvalidParameterException',
  },
} as const satisfies Record<string, ErrorKind>;

/** The name a failure is raised by (`conflict('SessionFull', …)`). */
export type ErrorName = keyof typeof errorKinds;

type Kinds = typeof errorKinds;

/** The names whose status is `S`: `conflict` takes only the 409 ones. */
export type ErrorNameWithStatus<S extends number> = {
  [K in ErrorName]: Kinds[K]['status'] extends S ? K : never;
}[ErrorName];

/** Every name's errorCode, as the client compares them (`err.code === ErrorCode.NotAuthorized`). */
export const ErrorCode = Object.fromEntries(
  Object.entries(errorKinds).map(([name, kind]) => [name, kind.code]),
) as { readonly [K in ErrorName]: Kinds[K]['code'] };

export type ErrorCode = Kinds[ErrorName]['code'];

const KEYS: ReadonlyMap<string, string> = new Map(
  Object.values(errorKinds).flatMap((kind: ErrorKind) => (kind.key ? [[kind.code, kind.key]] : [])),
);

/** The i18n key of a code's text, or undefined for a code the catalogue has none for. */
export function errorKey(code: string): string | undefined {
  return KEYS.get(code);
}

/** Message the identity provider gives when an account is locked after repeated failures. */
export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';
