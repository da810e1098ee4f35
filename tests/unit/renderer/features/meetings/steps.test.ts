import { describe, expect, it } from 'vitest';
import type { Invitation, InvitationView } from '@shared/schemas/invitations';
import { declinedByMe } from '../../../../../renderer/src/features/meetings/steps';

type Row = Pick<Invitation, 'id' | 'type' | 'state' | 'fpid' | 'tpid'>;
/** A view whose invitations are `rows`, newest first (only the fields the rule reads). */
const view = (...rows: Row[]) => ({ invitations: rows }) as unknown as InvitationView;
const request = (over: Partial<Row>): Row => ({
  id: 'r1',
  type: 'join',
  state: 'waiting',
  fpid: 'them',
  tpid: 'me',
  ...over,
});

describe('declinedByMe: the screen shows my decline instead of a new request form', () => {
  it('is their latest request when I declined it', () => {
    const declined = request({ state: 'rejected' });
    expect(declinedByMe(view(declined), 'me')).toBe(declined);
  });

  it('looks past a reschedule to the latest request', () => {
    const declined = request({ state: 'rejected' });
    expect(
      declinedByMe(view(request({ id: 'x', type: 'reschedule', state: 'cancelled' }), declined), 'me'),
    ).toBe(declined);
  });

  it('is nothing once a newer request exists, for a request of mine they declined, or for a cancelled meeting', () => {
    expect(
      declinedByMe(
        view(request({ id: 'new', fpid: 'me', tpid: 'them' }), request({ state: 'rejected' })),
        'me',
      ),
    ).toBeUndefined();
    expect(
      declinedByMe(view(request({ state: 'rejected', fpid: 'me', tpid: 'them' })), 'me'),
    ).toBeUndefined();
    expect(declinedByMe(view(request({ state: 'cancelled' })), 'me')).toBeUndefined();
    expect(declinedByMe(view(), 'me')).toBeUndefined();
  });
});
