import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/chat';
import { openRequests } from '../../../../../renderer/src/features/chat/openRequests';

const ME = 'p-me';
const THEM = 'p-them';
let seq = 0;
const meeting = (type: ChatMessage['type'], sndr: string, invitationId: string): ChatMessage => {
  seq += 1;
  return {
    id: `m${seq}`,
    roomId: 'r1',
    seq,
    dt: seq * 1000,
    sndr,
    msg: '',
    type,
    det: { invitationId, meetingId: null },
    deleted: false,
  };
};

describe('openRequests (Accept on a meeting card)', () => {
  it('offers Accept on their request to me while no later message ends it', () => {
    const request = meeting('mreq', THEM, 'i1');
    expect([...openRequests([request], ME)]).toEqual([request.id]);
  });

  it('offers nothing on my own request', () => {
    expect(openRequests([meeting('mreq', ME, 'i1')], ME).size).toBe(0);
  });

  it.each(['cmreq', 'revmreq', 'rmreq'] as const)('a later %s ends the request', (type) => {
    const request = meeting('mreq', THEM, 'i1');
    const end = meeting(type, type === 'revmreq' ? THEM : ME, 'i1');
    expect(openRequests([request, end], ME).size).toBe(0);
  });

  it('ends only the request of the same invitation, and leaves text alone', () => {
    const old = meeting('mreq', THEM, 'i1');
    const declined = meeting('rmreq', ME, 'i1');
    const again = meeting('mreq', THEM, 'i2');
    const text: ChatMessage = { ...meeting('text', THEM, 'x'), det: null };
    expect([...openRequests([old, declined, again, text], ME)]).toEqual([again.id]);
  });
});
