import { describe, expect, it } from 'vitest';
import { ErrorCode, errorKey, errorKinds } from '@shared/errors';

/** CONVENTIONS §13: a code carries its status and its text, so no caller chooses them apart. */
describe('the error catalogue', () => {
  it('gives every name its code', () => {
    expect(ErrorCode.SessionFull).toBe('MST-00130');
    expect(ErrorCode.NotAuthorized).toBe('NotAuthorizedException');
    for (const [name, kind] of Object.entries(errorKinds)) {
      expect(ErrorCode[name as keyof typeof ErrorCode]).toBe(kind.code);
    }
  });

  it('answers 409 for a conflict with the state and 401 for a refused token exchange', () => {
    expect(errorKinds.ValidationFailed).toMatchObject({ code: 'MST-00400', status: 400 });
    expect(errorKinds.StateConflict).toMatchObject({ code: 'MST-00400', status: 409 });
    expect(errorKinds.NotAuthorized).toMatchObject({ code: 'NotAuthorizedException', status: 400 });
    expect(errorKinds.TokenRefused).toMatchObject({ code: 'NotAuthorizedException', status: 401 });
  });

  it('gives names that share a code the same text', () => {
    const byCode = new Map<string, Set<string | undefined>>();
    for (const kind of Object.values(errorKinds)) {
      const keys = byCode.get(kind.code) ?? new Set();
      keys.add('key' in kind ? kind.key : undefined);
      byCode.set(kind.code, keys);
    }
    for (const [code, keys] of byCode) expect([code, keys.size]).toEqual([code, 1]);
  });

  it('finds a code’s text, and none for MST-00400, whose text depends on its field', () => {
    expect(errorKey('MST-00113')).toBe('checkin.result.alreadyCheckedIn');
    expect(errorKey('MST-00130')).toBe('sessions.errors.MST-00130');
    expect(errorKey('NotAuthorizedException')).toBe('login.auth.error.NotAuthorizedException');
    expect(errorKey('MST-00400')).toBeUndefined();
    expect(errorKey('MST-99999')).toBeUndefined();
  });
});
