/**
 * The error-code catalogue. Spec section 8 names the MST codes and the identity provider's
 * exception names; the MST-00400/401/403/404/429/500 family is ours (docs/api.md).
 */
export const ErrorCode = {
  InvalidProvider: 'MST-UI0001',
  EmailAlreadyRegistered: 'MST-00082',
  PreRegistrationFailed: 'MST-00021',
  MissingPrintTemplate: 'MST-00061',
  AlreadyCheckedIn: 'MST-00113',
  FullyOccupied: 'MST-00114',
  WrongTicketType: 'MST-00116',
  AlreadyCheckedOut: 'MST-00120',

  ValidationFailed: 'MST-00400',
  /** A badge printed before and the request was not forced (ours). */
  BadgeAlreadyPrinted: 'MST-00409',
  /** Sessions (ours, docs/sessions.md): the occurrence has no free seat ("fully booked"). */
  SessionFull: 'MST-00130',
  /** The occurrence overlaps one of my blocking sessions or my off-time ("busy"). */
  SessionCollision: 'MST-00131',
  /** Organizers declined my request to join this blocking session. */
  SessionRequestDeclined: 'MST-00132',
  /** The occurrence has ended; nothing can be joined or checked in any more. */
  SessionEnded: 'MST-00133',
  /** Session check-in or ping outside its window (before the start threshold). */
  SessionNotStarted: 'MST-00134',
  Unauthorized: 'MST-00401',
  Forbidden: 'MST-00403',
  NotFound: 'MST-00404',
  TooManyRequests: 'MST-00429',
  Internal: 'MST-00500',

  NotAuthorized: 'NotAuthorizedException',
  UserNotFound: 'UserNotFoundException',
  LimitExceeded: 'LimitExceededException',
  InvalidPassword: 'InvalidPasswordException',
  UsernameExists: 'UsernameExistsException',
  CodeMismatch: 'CodeMismatchException',
  ExpiredCode: 'ExpiredCodeException',
  InvalidParameter: 'InvalidParameterException',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Message the identity provider gives when an account is locked after repeated failures. */
export const PASSWORD_ATTEMPTS_EXCEEDED = 'Password attempts exceeded';
