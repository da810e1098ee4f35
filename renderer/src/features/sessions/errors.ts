import type { TFunction } from 'i18next';
import { ErrorCode } from '../../../../shared/errors';
import { ApiCallError, ClientErrorCode, genericErrorKey } from '../../api/errors';

/** Session error codes with a text of their own (sessions.errors.<code>). */
const KNOWN = new Set<string>([
  ErrorCode.SessionFull,
  ErrorCode.SessionCollision,
  ErrorCode.SessionRequestDeclined,
  ErrorCode.SessionEnded,
  ErrorCode.SessionNotStarted,
]);

const CLIENT_CODES = new Set<string>(Object.values(ClientErrorCode));

/**
 * What a failed session, agenda or off-time call tells the user: our text for the session codes,
 * the server's message as it comes for anything else it says (spec core §8), the generic texts for
 * offline and garbled answers.
 */
export function sessionErrorText(err: unknown, t: TFunction): string {
  if (err instanceof ApiCallError && !CLIENT_CODES.has(err.code)) {
    if (KNOWN.has(err.code)) return t(`sessions.errors.${err.code}`, { defaultValue: err.message });
    return err.message;
  }
  return t(genericErrorKey(err));
}
