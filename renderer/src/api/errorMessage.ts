import { ErrorCode, errorKey } from '@shared/errors';
import { ApiCallError, ClientErrorCode, genericErrorKey } from './errors';

/**
 * The one place a failed call becomes words for a person (spec core §8, networking §8). A server's
 * errorMessage is written for developers and logs ("selectedSessionId: not a session one joins"),
 * so it is never shown: every code maps to a translated text (the catalogue's key, shared/errors.ts),
 * a code without one to "Unknown error. Please try again.", and a validation failure (MST-00400)
 * to a text for its field.
 * Pure — the translation function is passed in — so the mapping is unit-tested in node.
 */
export interface ErrorMessage {
  /** The i18n key of the text. */
  key: string;
  /** Shown when `key` has no text: a validation key the server chose may be one we do not ship. */
  fallbackKey?: string;
  /** The input the text is about (the server's `field`): a form shows it there. */
  field?: string;
}

/** Which texts a screen prefers for some codes (its own wording of the same failure). */
export type ErrorKeyOverrides = Partial<Record<string, string>>;

/** A translation function as i18next's `t` is called here. */
export type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** The identity provider names no field; these codes are about one input all the same. */
const CODE_FIELDS: Partial<Record<string, string>> = {
  [ErrorCode.InvalidPassword]: 'password',
  [ErrorCode.CodeMismatch]: 'code',
  [ErrorCode.ExpiredCode]: 'code',
};

const CLIENT_CODES = new Set<string>(Object.values(ClientErrorCode));

/** The field text when the server's reason is not one of our validation keys. */
const INVALID_FIELD = 'errors.invalidField';

/**
 * The server writes a validation failure as "<field>: <reason>", and the shared schemas' reasons are
 * i18n keys (validation.error.required, …): that key, or null when the reason is free text.
 */
function validationKey(message: string): string | null {
  const reason = message.slice(message.indexOf(':') + 1).trim();
  return /^validation\.error\.[A-Za-z0-9_.]+$/.test(reason) ? reason : null;
}

export function describeError(err: unknown, overrides: ErrorKeyOverrides = {}): ErrorMessage {
  if (!(err instanceof ApiCallError) || CLIENT_CODES.has(err.code)) return { key: genericErrorKey(err) };
  const field = err.field && err.field !== 'body' ? err.field : CODE_FIELDS[err.code];
  const key = overrides[err.code] ?? errorKey(err.code);
  if (key) return field ? { key, field } : { key };
  if (err.code === ErrorCode.ValidationFailed) {
    if (!field) return { key: 'errors.invalidInput' };
    return { key: validationKey(err.message) ?? INVALID_FIELD, fallbackKey: INVALID_FIELD, field };
  }
  return { key: 'errors.unknown' };
}

/** The text of a described error in the reader's language. */
export function messageText(message: ErrorMessage, t: Translate): string {
  return message.fallbackKey ? t(message.key, { defaultValue: t(message.fallbackKey) }) : t(message.key);
}

/**
 * The text of a failure where there is no field to point at (a toast, a line under a button): a
 * validation failure then says that something entered was not accepted, not "This field is required".
 */
export function errorText(err: unknown, t: Translate, overrides: ErrorKeyOverrides = {}): string {
  const message = describeError(err, overrides);
  // Only a validation text is about the field it names; a coded failure says its own reason.
  return message.fallbackKey ? t('errors.invalidInput') : messageText(message, t);
}

/**
 * For a form: the failure goes under its field when the form has that field (highlighted, `field`
 * set), otherwise it is one text for the form as a whole (`field` undefined), shown once — inline or
 * as a toast, never both.
 */
export function formError<F extends string>(
  err: unknown,
  fields: readonly F[],
  t: Translate,
  overrides: ErrorKeyOverrides = {},
): { field?: F; text: string } {
  const message = describeError(err, overrides);
  const field = fields.find((f) => f === message.field);
  if (field) return { field, text: messageText(message, t) };
  return { text: errorText(err, t, overrides) };
}
