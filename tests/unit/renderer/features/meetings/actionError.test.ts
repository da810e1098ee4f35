import { describe, expect, it } from 'vitest';
import { ApiCallError, ClientErrorCode } from '../../../../../renderer/src/api/errors';
import { actionErrorText } from '../../../../../renderer/src/features/meetings/actionError';

const t = (key: string) => key;

describe('a refused flow action in words', () => {
  it('says the code’s text although the server names a field the screen has no input for', () => {
    const answered = new ApiCallError(409, 'MST-00141', 'no longer answerable', 'invitationId');
    expect(actionErrorText(answered, t)).toBe('invitations.errors.MST-00141');
    const taken = new ApiCallError(409, 'MST-00131', 'slot taken', 'slotId');
    expect(actionErrorText(taken, t)).toBe('sessions.errors.MST-00131');
  });

  it('a lost connection is the network text', () => {
    const offline = new ApiCallError(0, ClientErrorCode.Network, 'Network request failed');
    expect(actionErrorText(offline, t)).toBe('errors.network');
  });
});
